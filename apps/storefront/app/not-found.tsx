import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { StatusScreen, statusActionClass } from '@/components/ui/StatusScreen';
import { getTranslator } from '@/lib/i18n/translator';
import { getLandingView } from '@/lib/store-view';

export const metadata: Metadata = { title: 'Page not found' };

export default async function NotFound() {
  const [t, landing] = await Promise.all([getTranslator(), getLandingView()]);
  return (
    <StatusScreen
      title={t('app.notFound.title')}
      message={t('app.notFound.message')}
      action={
        <Link href={landing.url} className={statusActionClass}>
          {t('app.notFound.home')}
        </Link>
      }
    />
  );
}
