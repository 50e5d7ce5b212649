// The newsletter's double opt-in link (?id=…&code=…, docs/decisions/0988): opening it confirms the
// subscription, as Magento's newsletter/subscriber/confirm does.
import type { Metadata } from 'next';
import { AuthPage } from '@/components/account/auth/AuthPage';
import styles from '@/components/account/auth/auth.module.css';
import { confirmNewsletter } from '@/lib/commerce/customer/newsletter-confirm';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getTranslator } from '@/lib/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return {
    title: t('newsletter.confirm.title'),
    robots: { index: false },
    referrer: 'no-referrer',
  };
}

export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  const outcome = await confirmNewsletter(
    firstParam(params, 'id')?.trim().slice(0, 12) ?? '',
    firstParam(params, 'code')?.trim().slice(0, 256) ?? '',
  );
  return (
    <AuthPage title={t('newsletter.confirm.title')}>
      {outcome === 'confirmed' ? (
        <div className={styles.notice} role="status" data-testid="newsletter-confirmed">
          <p>{t('newsletter.confirm.success')}</p>
        </div>
      ) : (
        <div className={styles.alert} role="alert" data-testid="newsletter-invalid">
          <p>{t(outcome === 'invalid' ? 'newsletter.confirm.invalid' : 'app.error.generic')}</p>
        </div>
      )}
    </AuthPage>
  );
}
