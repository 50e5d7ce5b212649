// GET /api/image?url=…&w=…&q=… — the optimisation path the image loader (lib/images/loader.ts)
// points every `next/image` source at. Only the commerce API's hosts and the storefront's public
// folder are sources; widths and quality are the specification's (lib/images/config.ts).
import path from 'node:path';
import { getStoreConfig } from '@/lib/commerce/catalog/store-config';
import { config } from '@/lib/config';
import {
  acceptsWebp,
  ImageCache,
  loadSource,
  optimise,
  parseImageRequest,
  SVG_CSP,
  type OptimisedImage,
} from '@/lib/images/optimise';
import { getStoreView } from '@/lib/store-view';

export const dynamic = 'force-dynamic';

const cache = new ImageCache();
/** Concurrent requests for one image share one fetch and one resize. */
const pending = new Map<string, Promise<OptimisedImage | null>>();
const PUBLIC_DIR = path.join(process.cwd(), 'public');

function origin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

async function allowedOrigins(): Promise<Set<string>> {
  const origins = new Set<string>();
  const api = origin(config.commerceUrl);
  if (api) origins.add(api);
  const store = await getStoreConfig(await getStoreView());
  if (store.ok) {
    for (const media of [store.data.raw?.secure_base_media_url, store.data.raw?.base_media_url]) {
      const o = origin(media);
      if (o) origins.add(o);
    }
  }
  return origins;
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

function send(image: OptimisedImage): Response {
  const headers = new Headers({
    'content-type': image.contentType,
    'cache-control': `public, max-age=${image.maxAge}`,
    'x-content-type-options': 'nosniff',
    vary: 'Accept',
  });
  if (image.contentType === 'image/svg+xml') headers.set('content-security-policy', SVG_CSP);
  return new Response(new Uint8Array(image.body), { status: 200, headers });
}

export async function GET(request: Request): Promise<Response> {
  const parsed = parseImageRequest(new URL(request.url).searchParams, await allowedOrigins());
  if (!parsed) return plain(400, 'Bad request');
  const accept = request.headers.get('accept');
  const sourceKey = parsed.source.kind === 'local' ? parsed.source.path : parsed.source.url.href;
  const key = `${sourceKey}|${parsed.width}|${parsed.quality}|${acceptsWebp(accept) ? 'webp' : ''}`;
  const hit = cache.get(key);
  if (hit) return send(hit);
  let work = pending.get(key);
  if (!work) {
    work = (async () => {
      const source = await loadSource(parsed.source, PUBLIC_DIR);
      const image = source ? await optimise(source, parsed.width, parsed.quality, accept) : null;
      if (image) cache.set(key, image);
      return image;
    })().finally(() => pending.delete(key));
    pending.set(key, work);
  }
  const image = await work;
  return image ? send(image) : plain(404, 'Not found');
}
