// Page loading indicator while this route's data loads (spec: centred spinner in a box 85% of
// the viewport's height). Where a route has one, see docs/decisions/1233-page-loading-indicator.md.
import { PageSpinner } from '@/components/ui/Spinner';
import { getTranslator } from '@/lib/i18n/translator';

export default async function Loading() {
  const t = await getTranslator();
  return <PageSpinner label={t('app.loading')} />;
}
