// The cached path in front of Fastify (docs/decisions/1500): a guest's GET /graphql whose answer
// the response cache holds is answered here, with node's own response, before Fastify's routing,
// request object, hooks and reply. It answers what the /graphql route answers for a hit (same
// lookup, same headers, 304, the caller's request id); every other request, and any request this
// is not sure of, goes to Fastify unchanged.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { StoreService } from '../modules/store/store.service.js';
import { Lru } from '../shared/lru.js';
import { requestIdFor } from '../shared/request-id.js';
import {
  CACHED_CONTENT_TYPE,
  cachedAnswerHeaders,
  guestKey,
  isNotModified,
  parseQuerystring,
  rawCacheParts,
  stillCurrent,
  type CacheLookupDeps,
  type RawCacheParts,
} from './cache-hit.js';
import type { CachedResponse } from './response-cache.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
/** Answers the request itself, or passes it on to `next` (Fastify). */
export type Front = (req: IncomingMessage, res: ServerResponse, next: Handler) => void;

export interface CachedGetDeps extends CacheLookupDeps {
  stores: StoreService;
  /** A hit is logged at debug level only, like a CDN's (Fastify logs every other request). */
  log: FastifyBaseLogger;
}

const PREFIX = '/graphql?';

/** What a hit's query string led to: its parameters, and the key they were found under. */
interface Remembered {
  raw: RawCacheParts;
  store: string;
  version: number;
  key: string;
}

/**
 * The query strings that were hits, by their text: the cached path repeats a few URLs, and
 * decoding one and hashing its parameters into the cache key were most of a hit's own work. Both
 * are deterministic, so a remembered result is theirs: the key is reused only for the same store
 * at the same catalogue version. Only a hit adds one; each is weighed at twice its decoded length
 * (the text it is kept under is about as long), at most 4 MB in all.
 */
class HitParams {
  private readonly lru = new Lru<Remembered>(1_000, Infinity, Date.now, {
    max: 4 * 1024 * 1024,
    weigh: (r) =>
      2 * (r.raw.query.length + r.raw.variables.length + r.raw.operationName.length) +
      r.key.length +
      r.store.length +
      64,
  });

  known(text: string): Remembered | undefined {
    return this.lru.get(text);
  }

  remember(text: string, remembered: Remembered): void {
    this.lru.set(text, remembered);
  }
}

/**
 * A guest's kept answer for this request, or null when it is not one the front answers: only a
 * GET of /graphql with its parameters in the URL, no body, no Authorization (a token decides the
 * price group) and no Origin (CORS is Fastify's), for a store that resolves as the route resolves
 * it (an unknown or disabled store is Fastify's 400).
 */
function guestLookup(
  deps: CachedGetDeps,
  params: HitParams,
  req: IncomingMessage,
): { entry: CachedResponse; seen: number } | null {
  const url = req.url;
  if (req.method !== 'GET' || url === undefined || !url.startsWith(PREFIX)) return null;
  const h = req.headers;
  if (
    h.authorization !== undefined ||
    h.origin !== undefined ||
    h['content-length'] !== undefined ||
    h['transfer-encoding'] !== undefined
  )
    return null;
  const text = url.slice(PREFIX.length);
  const known = params.known(text);
  const raw = known?.raw ?? rawCacheParts(parseQuerystring(text));
  if (!raw) return null;
  const store = h.store;
  const lookup = deps.stores.resolve(Array.isArray(store) ? store[0] : store);
  if (!lookup.ok) return null;
  const code = lookup.value.store.code;
  const seen = deps.cache.version;
  const key =
    known && known.store === code && known.version === seen
      ? known.key
      : guestKey(deps.cache, seen, code, raw);
  const entry = deps.cache.get(key);
  if (!entry) return null;
  if (known?.key !== key) params.remember(text, { raw, store: code, version: seen, key });
  return { entry, seen };
}

function answer(
  deps: CachedGetDeps,
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
) {
  const reqId = requestIdFor(req.headers['x-request-id']);
  const headers = cachedAnswerHeaders(entry, 'HIT');
  headers['x-request-id'] = reqId;
  const notModified = isNotModified(req.headers['if-none-match'], entry);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
  } else {
    headers['content-type'] = CACHED_CONTENT_TYPE;
    headers['content-length'] = String(Buffer.byteLength(entry.body));
    res.writeHead(200, headers);
    res.end(entry.body);
  }
  // Off at the default level: pino's debug is then a no-op.
  deps.log.debug(
    { reqId, res: { statusCode: notModified ? 304 : 200 }, cache: 'HIT' },
    'answered from the response cache',
  );
}

/** The front for the /graphql route's response cache. */
export function cachedGetFront(deps: CachedGetDeps): Front {
  const params = new HitParams();
  return (req, res, next) => {
    let kept: { entry: CachedResponse; seen: number } | null;
    try {
      kept = guestLookup(deps, params, req);
    } catch {
      kept = null;
    }
    if (!kept) return next(req, res);
    const { entry, seen } = kept;
    if (!deps.catalogVersion) return answer(deps, req, res, entry);
    // An answer of an older catalogue version is never served: Fastify runs the request.
    stillCurrent(deps, seen).then(
      (current) => (current ? answer(deps, req, res, entry) : next(req, res)),
      () => next(req, res),
    );
  };
}

/**
 * Fastify's server factory: the HTTP/1 server Fastify would make itself (the same timeouts, from
 * the options it passes), whose requests meet the front first once one is set.
 */
export function frontedServer(): {
  serverFactory: FastifyServerFactory;
  setFront(front: Front | null): void;
} {
  let front: Front | null = null;
  return {
    setFront: (f) => {
      front = f;
    },
    serverFactory: (handler, opts) => {
      const server = createServer(
        (opts.http ?? {}) as Parameters<typeof createServer>[0],
        (req, res) => (front ? front(req, res, handler) : handler(req, res)),
      );
      // What fastify/lib/server.js sets on a server it makes, which a factory's server replaces.
      server.keepAliveTimeout = Number(opts.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(opts.requestTimeout ?? 0);
      server.setTimeout(Number(opts.connectionTimeout ?? 0));
      const perSocket = Number(opts.maxRequestsPerSocket ?? 0);
      if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
      return server;
    },
  };
}
