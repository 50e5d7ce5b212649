// Archived products (archive = '1'). The link is shown only to customer groups 5 and 7; the
// page itself is public.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ListingView } from '@/components/catalog/ListingView';
import styles from '@/components/catalog/catalog.module.css';
import { getProductListing, type ListingSource } from '@/lib/commerce/catalog/catalog';
import { parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator();
  return { title: t('catalog.archive.title') };
}

export default async function ProductsArchivePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [sp, store, t] = await Promise.all([searchParams, getStoreView(), getTranslator()]);
  const state = parseListingQuery(firstParam(sp, 'q'));
  const source: ListingSource = { kind: 'archive' };
  const result = await getProductListing({ store, source, state });
  return (
    <ListingView
      heading={<h1 className={styles.title}>{t('catalog.archive.title')}</h1>}
      intro={<p className={styles.intro}>{t('catalog.archive.intro')}</p>}
      breadcrumbs={
        <Breadcrumbs
          label={t('catalog.listing.breadcrumbs')}
          items={[
            { name: t('catalog.listing.home'), href: '/' },
            { name: t('catalog.archive.title') },
          ]}
        />
      }
      result={result}
      source={source}
      state={state}
      t={t}
      analytics={{ list: { id: 'products_archive', name: 'Products Archive' } }}
    />
  );
}
