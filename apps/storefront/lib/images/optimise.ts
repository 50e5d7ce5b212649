// The image optimisation route's work (app/api/image/route.ts): which requests it accepts, where it
// may fetch from, and what it sends back. Raster images are resized to the requested width with
// sharp and re-encoded (WebP when the browser accepts it); SVG is passed through unchanged, with
// headers that keep a directly opened document inert. Answers are kept in a bounded in-process
// cache, so a popular image is resized once per process.
import 'server-only';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isAllowedQuality, isAllowedWidth } from './config';

/** Larger sources are refused: nothing the catalogue shows comes near this. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;
const UPSTREAM_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_AGE = 86_400;
const MAX_MAX_AGE = 31_536_000;
/** Same policy as the commerce API's own media route: SVG may carry script. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type ImageSource = { kind: 'remote'; url: URL } | { kind: 'local'; path: string };
export interface ImageRequest {
  source: ImageSource;
  width: number;
  quality: number;
}

const LOCAL_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * `url` is an absolute http(s) URL on one of the allowed origins (the commerce API and its media
 * host) or a path of a file in the storefront's public folder; `w` one of the specification's
 * widths and `q` an accepted quality. Anything else is refused.
 */
export function parseImageRequest(
  params: URLSearchParams,
  allowedOrigins: ReadonlySet<string>,
): ImageRequest | null {
  const raw = params.get('url');
  const width = Number(params.get('w'));
  const quality = Number(params.get('q'));
  if (!raw || raw.length > MAX_URL_LENGTH || !isAllowedWidth(width) || !isAllowedQuality(quality))
    return null;
  if (raw.startsWith('/')) {
    if (!LOCAL_PATH.test(raw) || raw.split('/').some((s) => s === '..' || s === '.')) return null;
    return { source: { kind: 'local', path: raw }, width, quality };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return null;
  if (!allowedOrigins.has(url.origin)) return null;
  return { source: { kind: 'remote', url }, width, quality };
}

export interface SourceImage {
  body: Buffer;
  contentType: string;
  maxAge: number;
}

function maxAgeOf(cacheControl: string | null): number {
  const m = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  if (!m) return DEFAULT_MAX_AGE;
  return Math.min(Math.max(Number(m[1]), 60), MAX_MAX_AGE);
}

async function readLimited(res: Response): Promise<Buffer | null> {
  if (!res.body) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_SOURCE_BYTES) return null;
    chunks.push(chunk);
  }
  return total === 0 ? null : Buffer.concat(chunks);
}

const LOCAL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The source image, or null when it cannot be had (missing, too large, not an image). */
export async function loadSource(
  source: ImageSource,
  publicDir: string,
): Promise<SourceImage | null> {
  if (source.kind === 'local') {
    const type = LOCAL_TYPES[path.extname(source.path).toLowerCase()];
    if (!type) return null;
    try {
      const root = await realpath(publicDir);
      const file = await realpath(path.join(root, source.path));
      if (!file.startsWith(root + path.sep)) return null;
      const body = await readFile(file);
      if (body.length === 0 || body.length > MAX_SOURCE_BYTES) return null;
      return { body, contentType: type, maxAge: DEFAULT_MAX_AGE };
    } catch {
      return null;
    }
  }
  try {
    const res = await fetch(source.url, {
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      headers: { accept: 'image/*' },
    });
    const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!res.ok || !contentType.startsWith('image/')) {
      await res.body?.cancel();
      return null;
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > MAX_SOURCE_BYTES) {
      await res.body?.cancel();
      return null;
    }
    const body = await readLimited(res);
    return body ? { body, contentType, maxAge: maxAgeOf(res.headers.get('cache-control')) } : null;
  } catch {
    return null;
  }
}

export interface OptimisedImage {
  body: Buffer;
  contentType: string;
  maxAge: number;
}

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** The image to send for `accept`: SVG and GIF (animation) unchanged, raster resized and re-encoded. */
export async function optimise(
  source: SourceImage,
  width: number,
  quality: number,
  accept: string | null,
): Promise<OptimisedImage | null> {
  if (!RESIZABLE.has(source.contentType)) {
    return source.contentType === 'image/svg+xml' || source.contentType === 'image/gif'
      ? source
      : null;
  }
  const webp = /\bimage\/webp\b/.test(accept ?? '');
  try {
    let pipeline = sharp(source.body, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    let contentType: string;
    if (webp) {
      pipeline = pipeline.webp({ quality });
      contentType = 'image/webp';
    } else if (source.contentType === 'image/png') {
      pipeline = pipeline.png();
      contentType = 'image/png';
    } else {
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      contentType = 'image/jpeg';
    }
    return { body: await pipeline.toBuffer(), contentType, maxAge: source.maxAge };
  } catch {
    return null;
  }
}

/** Which encoding a request gets, part of the cache key. */
export const acceptsWebp = (accept: string | null): boolean => /\bimage\/webp\b/.test(accept ?? '');

/** A bounded least-recently-used cache of answers (insertion-ordered Map), by entries and bytes. */
export class ImageCache {
  private readonly entries = new Map<string, OptimisedImage & { until: number }>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now = Date.now()): OptimisedImage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    this.entries.delete(key);
    if (hit.until <= now) {
      this.bytes -= hit.body.length;
      return null;
    }
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: OptimisedImage, now = Date.now()): void {
    if (value.body.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, { ...value, until: now + value.maxAge * 1000 });
    this.bytes += value.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, OptimisedImage];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length;
    }
  }
}
