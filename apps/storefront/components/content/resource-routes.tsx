// Route bodies of /where-to-buy, /gallery and /spec-sheets: metadata with the canonical address,
// JSON-LD where it fits (dealers as LocalBusiness entries, the gallery as an ImageGallery) and a
// breadcrumb trail. A missing document is 'Page not found'.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { config } from '@/lib/config';
import { getGallery, getSpecSheets, getWhereToBuy } from '@/lib/content';
import { RESOURCE_PATHS, type ResourceType } from '@/lib/content/resources';
import { getTranslator } from '@/lib/i18n/translator';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  dealersJsonLd,
  imageGalleryJsonLd,
  type JsonLd as JsonLdData,
} from '@/lib/seo/json-ld';
import { GalleryView, SpecSheetsView, WhereToBuyView } from './ResourceViews';

const LOADERS = {
  'where-to-buy': getWhereToBuy,
  gallery: getGallery,
  download_scheme_specs: getSpecSheets,
} as const;

export async function resourceMetadata(type: ResourceType): Promise<Metadata> {
  const data = await LOADERS[type]();
  if (!data) return {};
  return {
    title: data.title,
    description: data.metaDescription ?? undefined,
    alternates: { canonical: absoluteUrl(config.publicUrl, RESOURCE_PATHS[type]) },
  };
}

async function crumbs(title: string, path: string): Promise<JsonLdData> {
  const t = await getTranslator();
  return breadcrumbJsonLd(
    [
      { name: t('catalog.listing.home'), href: '/' },
      { name: title, href: path },
    ],
    config.publicUrl,
  );
}

export async function WhereToBuyRoute() {
  const [data, t] = await Promise.all([getWhereToBuy(), getTranslator()]);
  if (!data) notFound();
  const path = RESOURCE_PATHS['where-to-buy'];
  return (
    <>
      <JsonLd
        data={[
          await crumbs(data.title, path),
          dealersJsonLd(
            data.regions.flatMap((r) => r.dealers),
            absoluteUrl(config.publicUrl, path),
          ),
        ]}
      />
      <WhereToBuyView data={data} t={t} />
    </>
  );
}

export async function GalleryRoute() {
  const data = await getGallery();
  if (!data) notFound();
  const path = RESOURCE_PATHS.gallery;
  return (
    <>
      <JsonLd
        data={[
          await crumbs(data.title, path),
          imageGalleryJsonLd({
            name: data.title,
            href: path,
            baseUrl: config.publicUrl,
            images: data.items.flatMap((i) =>
              i.image.url ? [{ url: i.image.url, caption: i.caption ?? i.image.alt ?? null }] : [],
            ),
          }),
        ]}
      />
      <GalleryView data={data} />
    </>
  );
}

export async function SpecSheetsRoute() {
  const [data, t] = await Promise.all([getSpecSheets(), getTranslator()]);
  if (!data) notFound();
  return (
    <>
      <JsonLd data={await crumbs(data.title, RESOURCE_PATHS.download_scheme_specs)} />
      <SpecSheetsView data={data} t={t} />
    </>
  );
}
