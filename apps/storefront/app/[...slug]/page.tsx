// Catalogue URLs: /{url_key}.html for products, /{url_path} for categories. The commerce API's
// route() decides which one a path is (or that it is a redirect, or unknown).
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { CategoryPage } from '@/components/catalog/CategoryPage';
import { ProductView } from '@/components/product/ProductView';
import { resolveRoute } from '@/lib/commerce/catalog';
import { parseListingQuery } from '@/lib/commerce/listing-query';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The path the API resolves, or null for paths that cannot be catalogue URLs. */
function toRoutePath(slug: string[]): string | null {
  const path = slug.join('/');
  if (path.length === 0 || path.length > 255 || slug.some((s) => s === '..' || s === '.')) return null;
  return path;
}

async function match(slug: string[]) {
  const path = toRoutePath(slug);
  if (!path) return null;
  return resolveRoute(await getStoreView(), path);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const m = await match((await params).slug);
  if (m?.kind === 'product') {
    return {
      title: m.product.metaTitle || m.product.name,
      description: m.product.metaDescription ?? undefined,
      alternates: { canonical: m.product.href },
    };
  }
  if (m?.kind === 'category') {
    return {
      title: m.category.metaTitle || m.category.name,
      description: m.category.metaDescription ?? undefined,
    };
  }
  return {};
}

export default async function CatalogPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const m = await match(slug);
  if (!m || m.kind === 'not-found') notFound();
  if (m.kind === 'error') throw new Error('The catalogue is unavailable.');
  if (m.kind === 'redirect') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(await searchParams)) {
      if (typeof v === 'string') query.set(k, v);
    }
    const target = query.size > 0 ? `${m.to}?${query.toString()}` : m.to;
    if (m.permanent) permanentRedirect(target);
    redirect(target);
  }
  const [store, t] = await Promise.all([getStoreView(), getTranslator()]);
  if (m.kind === 'product') {
    const reviewPage = Number(firstParam(await searchParams, 'reviews_page'));
    return <ProductView product={m.product} t={t} reviewPage={Number.isInteger(reviewPage) && reviewPage > 1 && reviewPage < 10_000 ? reviewPage : 1} />;
  }
  const state = parseListingQuery(firstParam(await searchParams, 'q'));
  return <CategoryPage category={m.category} store={store} state={state} t={t} />;
}
