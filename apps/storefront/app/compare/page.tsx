import type { Metadata } from 'next';
import { CompareView } from '@/components/compare/CompareView';
import { ForgetCompare } from '@/components/compare/ForgetCompare';
import { getCompareList } from '@/lib/commerce/catalog/compare';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Compare Products', robots: { index: false } };

export default async function ComparePage() {
  const [read, t] = await Promise.all([getCompareList(), getTranslator()]);
  return (
    <>
      {!read.ok && read.error.code === 'stale' ? <ForgetCompare /> : null}
      <CompareView read={read} t={t} />
    </>
  );
}
