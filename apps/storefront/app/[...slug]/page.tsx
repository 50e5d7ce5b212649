// Catalogue URLs: /{url_key}.html for products, /{url_path} for categories. The commerce API's
// route() decides which one a path is (or that it is a redirect, or unknown).
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { PushEvents } from '@/components/analytics/PushEvents';
import { CategoryPage } from '@/components/catalog/CategoryPage';
import { ContentPageView } from '@/components/content/ContentPageView';
import { ProductView } from '@/components/product/ProductView';
import { JsonLd } from '@/components/seo/JsonLd';
import { categoryHref } from '@/lib/commerce/catalog/adapters';
import { productDetailFor } from '@/lib/analytics/page-events';
import { adapterContext, resolveRoute } from '@/lib/commerce/catalog/catalog';
import { parseListingQuery } from '@/lib/commerce/catalog/listing-query';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { storeSettings } from '@/lib/commerce/catalog/store-config';
import type { CategorySummary } from '@/lib/commerce/types';
import { config } from '@/lib/config';
import { CategoryLandingView } from '@/components/content/Slices';
import { getCategoryLanding, getCmsNav, getContentPage } from '@/lib/content';
import { getTranslator } from '@/lib/i18n/translator';
import { absoluteUrl, breadcrumbJsonLd, plainText, productJsonLd } from '@/lib/seo/json-ld';
import { getStoreView } from '@/lib/store-view';

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The path the API resolves, or null for paths that cannot be catalogue URLs. */
function toRoutePath(slug: string[]): string | null {
  const path = slug.join('/');
  if (path.length === 0 || path.length > 255 || slug.some((s) => s === '..' || s === '.'))
    return null;
  return path;
}

async function match(slug: string[]) {
  const path = toRoutePath(slug);
  if (!path) return null;
  return resolveRoute(await getStoreView(), path);
}

async function categoryPath(category: CategorySummary): Promise<string> {
  return categoryHref(category.urlPath, adapterContext(await storeSettings(await getStoreView())));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const read = await match((await params).slug);
  const m = read?.ok ? read.data : null;
  if (m?.kind === 'product') {
    return {
      title: m.product.metaTitle || m.product.name,
      description:
        m.product.metaDescription || plainText(m.product.shortDescriptionHtml, 300) || undefined,
      alternates: { canonical: absoluteUrl(config.publicUrl, m.product.href) },
    };
  }
  if (m?.kind === 'category') {
    return {
      title: m.category.metaTitle || m.category.name,
      description:
        m.category.metaDescription || plainText(m.category.description ?? '', 300) || undefined,
      // Filtered, sorted and paged views (?q=) share the category's address.
      alternates: { canonical: absoluteUrl(config.publicUrl, await categoryPath(m.category)) },
    };
  }
  // A content page at '/{uid}' (only where no catalogue URL matched).
  const content = await contentPageFor((await params).slug, read);
  if (content) return { title: content.title, description: content.metaDescription ?? undefined };
  return {};
}

/** The content page a one-segment path names, when the catalogue has nothing there. */
async function contentPageFor(slug: string[], read: Awaited<ReturnType<typeof match>>) {
  if (read && (read.ok || read.error.code !== 'none')) return null;
  return slug.length === 1 && slug[0] ? getContentPage(slug[0]) : null;
}

export default async function CatalogPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const read = await match(slug);
  if (!read || (!read.ok && read.error.code === 'none')) {
    const content = await contentPageFor(slug, read);
    if (!content) notFound();
    const [store, t, nav] = await Promise.all([getStoreView(), getTranslator(), getCmsNav()]);
    return (
      <ContentPageView page={content} store={store} t={t} nav={nav} currentPath={`/${slug[0]}`} />
    );
  }
  if (!read.ok) throw new Error('The catalogue is unavailable.');
  const m = read.data;
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
    const product = m.product;
    const detailEvents = productDetailFor(product);
    return (
      <>
        <JsonLd
          data={[
            productJsonLd({
              product,
              baseUrl: config.publicUrl,
              brand: config.appName,
              rating: product.rating,
            }),
            breadcrumbJsonLd(
              [
                { name: t('catalog.listing.home'), href: '/' },
                { name: product.name, href: product.href },
              ],
              config.publicUrl,
            ),
          ]}
        />
        {detailEvents.length > 0 ? <PushEvents id="detail" events={detailEvents} /> : null}
        <ProductView
          product={product}
          t={t}
          reviewPage={
            Number.isInteger(reviewPage) && reviewPage > 1 && reviewPage < 10_000 ? reviewPage : 1
          }
        />
      </>
    );
  }
  const state = parseListingQuery(firstParam(await searchParams, 'q'));
  const category = m.category;
  const crumbs = [
    { name: t('catalog.listing.home'), href: '/' },
    ...category.breadcrumbs,
    { name: category.name, href: await categoryPath(category) },
  ];
  const landing = await getCategoryLanding(category.urlPath);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, config.publicUrl)} />
      {landing ? <CategoryLandingView landing={landing} /> : null}
      <CategoryPage category={category} store={store} state={state} t={t} />
    </>
  );
}
