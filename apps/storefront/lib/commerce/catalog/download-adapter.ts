// A DownloadableProduct's links and public samples (commerce ADR 0509). Pure.
import type { ProductDetailFragment } from '@/lib/commerce/generated/graphql';
import type { DownloadInfo } from '../types';

/** An http(s) URL as given, or null: a sample link never carries another scheme. */
function webUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const bySortOrder = (a: { sort_order?: number | null }, b: { sort_order?: number | null }) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0);

export function toDownloads(p: ProductDetailFragment): DownloadInfo | null {
  if (p.__typename !== 'DownloadableProduct') return null;
  const links = (p.downloadable_product_links ?? [])
    .flatMap((l) => (l?.title ? [l] : []))
    .sort(bySortOrder)
    .map((l) => ({ title: l.title as string, sampleUrl: webUrl(l.sample_url) }));
  const samples = (p.downloadable_product_samples ?? [])
    .flatMap((x) => {
      const url = webUrl(x?.sample_url);
      return x?.title && url ? [{ ...x, url }] : [];
    })
    .sort(bySortOrder)
    .map((x) => ({ title: x.title as string, url: x.url }));
  return { links, samples };
}
