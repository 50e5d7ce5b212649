// Metadata of a landing view's home page. These pages sit in the root layout's own segment, where
// Next.js does not apply the layout's title template, so the store's prefix and suffix are added here.
import 'server-only';
import type { Metadata } from 'next';
import { getStoreConfig } from '@/lib/commerce/catalog/store-config';
import { config } from '@/lib/config';
import { getStoreView } from '@/lib/store-view';
import { absoluteUrl } from './json-ld';
import { applyTitleTemplate, titleTemplate } from './titles';

export async function landingMetadata(title: string, path: string): Promise<Metadata> {
  const res = await getStoreConfig(await getStoreView());
  const store = res.ok ? res.data : null;
  return {
    title: {
      absolute: applyTitleTemplate(
        titleTemplate(store?.titlePrefix, store?.titleSuffix, config.appName),
        title,
      ),
    },
    alternates: { canonical: absoluteUrl(config.publicUrl, path) },
  };
}
