// A category's product list page.
import { getProductListing, type ListingSource } from '@/lib/commerce/catalog/catalog';
import type { ListingState } from '@/lib/commerce/catalog/listing-query';
import type { CategorySummary } from '@/lib/commerce/types';
import type { StoreViewCode } from '@/lib/config';
import type { Translate } from '@/lib/i18n/catalog';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './catalog.module.css';
import { ListingView } from './ListingView';

/** Category descriptions are shown as text: markup from the back office is not trusted here. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function CategoryPage({
  category,
  store,
  state,
  t,
}: {
  category: CategorySummary;
  store: StoreViewCode;
  state: ListingState;
  t: Translate;
}) {
  const source: ListingSource = {
    kind: 'category',
    categoryUid: category.uid,
    defaultSortBy: category.defaultSortBy,
  };
  const result = await getProductListing({ store, source, state });
  return (
    <ListingView
      heading={<h1 className={styles.title}>{category.name}</h1>}
      intro={
        category.description ? (
          <p className={styles.intro}>{plainText(category.description)}</p>
        ) : null
      }
      breadcrumbs={
        <Breadcrumbs
          label={t('catalog.listing.breadcrumbs')}
          items={[
            { name: t('catalog.listing.home'), href: '/' },
            ...category.breadcrumbs,
            { name: category.name },
          ]}
        />
      }
      result={result}
      source={source}
      state={state}
      t={t}
      analytics={{
        list: { id: category.uid, name: category.name },
        categories: [...category.breadcrumbs.map((b) => b.name), category.name],
      }}
    />
  );
}
