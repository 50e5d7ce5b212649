// The storefront's HTTP server: Next.js's own request handler (what `next start` runs), with the
// page cache of page-cache.ts in front of it for visitors with nothing private
// (docs/decisions/0880-page-cache-for-anonymous-html.md). Compiled to `.server/main.mjs` by
// scripts/build-web-server.mjs; `npm start` runs it.
//
//   node .server/main.mjs [-p PORT] [-H HOST]
//
// Environment: PORT / HOSTNAME (as `next start`), PAGE_CACHE_SECONDS (default 10, 0 turns the
// cache off), PAGE_CACHE_MAX_ENTRIES (default 500), PAGE_CACHE_MAX_MB (default 64), and
// STOREFRONT_TRUST_PROXY (required: the proxies in front, or 'none'; docs/decisions/0980).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import {
  fill,
  PAGE_CACHE_HOOK,
  PageCache,
  pageCacheRequest,
  storable,
  type CacheRequest,
  type PageCacheHook,
  type StoredPage,
} from './page-cache';
import { trustProxyStartupProblem } from '../lib/security/forwarded';

(process.env as Record<string, string>).NODE_ENV = 'production';

// Before anything else starts (docs/decisions/0980): the proxies in front, or 'none', must be named.
const trustProblem = trustProxyStartupProblem();
if (trustProblem) {
  console.error(trustProblem);
  process.exit(1);
}

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? undefined;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a number of at least 0 (got "${raw}")`);
  return n;
}

const ttlMs = positive('PAGE_CACHE_SECONDS', 10) * 1000;
const maxEntries = Math.floor(positive('PAGE_CACHE_MAX_ENTRIES', 500));
const maxTotalBytes = positive('PAGE_CACHE_MAX_MB', 64) * 1024 * 1024;
/** One page larger than this is never kept (a listing is ~80 kB). */
const MAX_PAGE_BYTES = 1024 * 1024;
const enabled = ttlMs > 0 && maxEntries > 0 && maxTotalBytes > 0;

const cache = new PageCache(maxEntries, maxTotalBytes);
/** Per render: whether everything it read may be shared (the app says otherwise through the hook). */
const renders = new AsyncLocalStorage<{ shared: boolean }>();
(globalThis as Record<symbol, PageCacheHook>)[PAGE_CACHE_HOOK] = {
  clear: () => cache.clear(),
  markPrivate: () => {
    const render = renders.getStore();
    if (render) render.shared = false;
  },
};

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

function acceptsGzip(req: IncomingMessage): boolean {
  const raw = req.headers['accept-encoding'];
  if (!raw) return false;
  for (const part of String(raw).split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'gzip' && name?.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function serveStored(req: IncomingMessage, res: ServerResponse, page: StoredPage): void {
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of page.headers) res.setHeader(name, fill(value, nonce));
  res.setHeader('x-page-cache', 'hit');
  let body = Buffer.from(fill(page.body, nonce));
  if (acceptsGzip(req)) {
    body = gzipSync(body);
    res.setHeader('content-encoding', 'gzip');
  }
  res.setHeader('content-length', body.length);
  res.statusCode = page.status;
  res.end(body);
}

function decode(body: Buffer, encoding: string | undefined): string | null {
  try {
    if (!encoding || encoding === 'identity') return body.toString('utf8');
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    // A truncated or foreign body is simply not kept.
  }
  return null;
}

/**
 * Lets Next.js answer as usual (streaming and compressing as it does) while copying the bytes it
 * sends; when the response finished and may be shared, its decompressed HTML is kept.
 */
function renderAndKeep(
  req: IncomingMessage,
  res: ServerResponse,
  { key, keep }: CacheRequest,
): Promise<void> {
  // A clear during the render (a mutation changed what it read) drops its page.
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const copy = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > MAX_PAGE_BYTES) overflow = true;
    else chunks.push(buf);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  res.setHeader('x-page-cache', 'miss');
  const render = { shared: true };
  res.once('finish', () => {
    if (!keep || !render.shared || overflow || res.statusCode !== 200) return;
    const html = decode(Buffer.concat(chunks), res.getHeader('content-encoding')?.toString());
    if (html === null) return;
    const page = storable(
      { status: res.statusCode, headers: res.getHeaders(), html },
      ttlMs,
      Date.now(),
      MAX_PAGE_BYTES,
    );
    if (page) cache.set(key, page, generation);
  });
  return renders.run(render, () => handle(req, res));
}

const server = createServer((req, res) => {
  const request = enabled ? pageCacheRequest(req) : null;
  if (request === null) return void handle(req, res);
  const page = cache.get(request.key, Date.now());
  if (page) return serveStored(req, res, page);
  void renderAndKeep(req, res, request);
});

server.listen(port, hostname, () => {
  console.info(
    `Storefront ready on http://${hostname ?? 'localhost'}:${port} (page cache ${enabled ? `${ttlMs / 1000} s` : 'off'})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
