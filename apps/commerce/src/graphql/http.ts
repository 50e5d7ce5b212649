// GraphQL over HTTP as Magento serves it (reference section 1): GET and POST on /graphql,
// the Store header, Magento's messages and status codes, and cacheable GET responses.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import type { RequestContext } from '../context.js';
import {
  authenticationError,
  ClientError,
  inputError,
  isGraphQLError,
  statusForCategory,
  toWireError,
  type WireError,
} from '../shared/errors.js';
import type { StoreService } from '../modules/store/store.service.js';
import type { TokenVerdict } from '../shared/token-verdict.js';
import { executionBudget } from './execution-bounds.js';
import { guardRequest } from './input-guard.js';
import { LIMITS } from './limits.js';
import {
  CACHED_CONTENT_TYPE,
  cachedAnswerHeaders,
  cachedGuestAnswer,
  isNotModified,
  rawCacheParts,
} from './cache-hit.js';
import { etagOf, isCacheable, type ResponseCache } from './response-cache.js';
import { Lru } from '../shared/lru.js';

export interface GraphqlHttpDeps {
  stores: StoreService;
  cache: ResponseCache;
  now: () => Date;
  /** Verifies a bearer token (the customer module); without it every caller is a guest. */
  verifyToken?: (token: string, now: Date) => Promise<TokenVerdict>;
  /** The trusted proxies (config.trustProxy): their own calls carry no visitor address. */
  trustProxy?: string[];
  /** The current catalogue version: cached answers of an older one are not served. */
  catalogVersion?: () => Promise<number>;
  /** No root or list field starts once a request has run this long (execution-bounds.ts); its default when absent. */
  deadlineMs?: number;
}

interface GraphqlParams {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

class HttpInputError extends ClientError {
  constructor(message: string) {
    super(message, 'graphql-input');
  }
}

const wire = (errors: WireError[]) => JSON.stringify({ errors });

function sendError(reply: FastifyReply, status: number, err: ClientError): FastifyReply {
  return reply
    .code(status)
    .type('application/json')
    .send(wire([{ message: err.message, extensions: { category: err.category } }]));
}

function paramsFrom(request: FastifyRequest): GraphqlParams | HttpInputError {
  let raw: Record<string, unknown>;
  if (request.method === 'GET') {
    raw = (request.query ?? {}) as Record<string, unknown>;
  } else {
    if (!String(request.headers['content-type'] ?? '').includes('application/json')) {
      return new HttpInputError('Request content type must be application/json');
    }
    try {
      raw =
        typeof request.body === 'string'
          ? JSON.parse(request.body)
          : (request.body as Record<string, unknown>);
    } catch {
      return new HttpInputError('Request body is not valid JSON');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      return new HttpInputError('Request body must be a JSON object');
  }
  let variables = raw.variables;
  if (typeof variables === 'string' && variables !== '') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return new HttpInputError('Variables must be a JSON object');
    }
  }
  if (
    variables !== undefined &&
    variables !== null &&
    variables !== '' &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return new HttpInputError('Variables must be a JSON object');
  }
  const query = typeof raw.query === 'string' ? raw.query : '';
  const operationName =
    typeof raw.operationName === 'string' && raw.operationName !== ''
      ? raw.operationName
      : undefined;
  return {
    query,
    variables: (variables || undefined) as Record<string, unknown> | undefined,
    operationName,
  };
}

/**
 * graphql-js words some validation errors differently from graphql-php, which Magento uses; these
 * give Magento's text (reference 1.4), so clients matching on it behave the same.
 */
const MAGENTO_WORDING: [RegExp, string][] = [
  [
    /^(Field "[^"]+" argument "[^"]+" of type "[^"]+" is required), but it was not provided\.$/,
    '$1 but not provided.',
  ],
  [
    /^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/,
    'Field $1 of required type $2 was not provided.',
  ],
  [/^(Syntax Error: .*)\.$/, '$1'],
];

function magentoWording(message: string): string {
  for (const [pattern, replacement] of MAGENTO_WORDING)
    if (pattern.test(message)) return message.replace(pattern, replacement);
  return message;
}

/** Errors raised before execution (syntax, validation, limits, variable coercion) are the client's: 400. */
function preExecutionErrors(err: unknown): WireError[] | null {
  const list = (err as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return null;
  return list.map((e) => {
    const g = isGraphQLError(e) ? e : new GraphQLError(String((e as Error)?.message ?? e));
    const w = toWireError(g);
    // Suggestions would list schema names even where introspection is off (Magento gives none).
    w.message = magentoWording(w.message.replace(/ Did you mean .*\?$/, ''));
    return w;
  });
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

export function errorFormatter(
  execution: ExecutionResult & { errors?: readonly GraphQLError[] },
  ctx: { reply?: FastifyReply },
) {
  const log = ctx.reply?.log;
  const errors = (execution.errors ?? []).map((e) =>
    toWireError(e, (orig) => log?.error({ err: orig }, 'resolver failed')),
  );
  const first = errors.find((e) => e.extensions.category !== 'graphql');
  // No data and only request errors (e.g. variables the compiled query could not coerce): a bad request.
  const statusCode =
    !execution.data && !first ? 400 : statusForCategory(first?.extensions.category);
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

/**
 * Parsed documents by their text. Clients send a few query texts again and again with new
 * variables; parsing one again was about 3 % of a varied listing's time (mercurius keeps its own
 * parsed copy for execution). Syntax errors are not kept. Kept without locations (the guard's
 * errors name none), and never changed after parsing: the guard and the cache checks only read
 * them. Weighed at 16 bytes per character of text, 8 MB in all.
 */
function documentCache(): (text: string) => DocumentNode {
  const kept = new Lru<{ doc: DocumentNode; chars: number }>(512, Infinity, Date.now, {
    max: 8 * 1024 * 1024,
    weigh: (entry) => 16 * entry.chars,
  });
  return (text) => {
    const known = kept.get(text);
    if (known) return known.doc;
    const doc = parse(text, { maxTokens: LIMITS.tokens, noLocation: true });
    kept.set(text, { doc, chars: text.length });
    return doc;
  };
}

export async function graphqlRoutes(app: FastifyInstance, deps: GraphqlHttpDeps): Promise<void> {
  const parseDocument = documentCache();
  // Bodies arrive as text so a wrong content type or broken JSON gets Magento's message, not Fastify's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const trusted = deps.trustProxy?.length ? proxyAddr.compile(deps.trustProxy) : null;
  /** A trusted proxy calling without X-Forwarded-For: its address is its own, not a visitor's. */
  const fromProxyItself = (request: FastifyRequest) =>
    trusted !== null &&
    request.headers['x-forwarded-for'] === undefined &&
    trusted(request.socket.remoteAddress ?? '', 0);

  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (request, reply) => {
      const params = paramsFrom(request);
      if (params instanceof ClientError) return sendError(reply, 400, params);
      const storeHeader = request.headers.store;
      const lookup = deps.stores.resolve(Array.isArray(storeHeader) ? storeHeader[0] : storeHeader);
      if (!lookup.ok) {
        return sendError(
          reply,
          400,
          inputError(
            lookup.failure === 'disabled'
              ? 'Requested store is not enabled.'
              : 'Requested store is not found',
          ),
        );
      }

      // A guest's cached answer is looked up by the request's own text, before it is parsed and
      // guarded: an entry exists only for a text that was parsed, guarded and run as a cacheable
      // query, and doing that again would give the same verdict (docs/decisions/0111).
      const raw = request.method === 'GET' ? rawCacheParts(request.query) : null;
      if (raw && request.headers.authorization === undefined) {
        const early = await cachedGuestAnswer(deps, lookup.value.store.code, raw);
        if (early) return sendCached(request, reply, early, 'HIT');
      }

      // Parsed here so the input guard (text, lists, page sizes, weighted cost) refuses an
      // over-limit request before any statement runs, token check included. An empty query is
      // left to mercurius, which words that error as Magento does.
      let doc: DocumentNode | null = null;
      if (params.query !== '') {
        try {
          doc = parseDocument(params.query);
        } catch (e) {
          return reply
            .code(400)
            .type('application/json')
            .send(wire(preExecutionErrors({ errors: [e] }) ?? []));
        }
        const refused = guardRequest(app.graphql.schema, doc, params.variables);
        if (refused.length)
          return reply
            .code(400)
            .type('application/json')
            .send(wire(refused.map((e) => toWireError(e))));
      }

      // An invalid, expired or revoked token is refused before anything runs, even for public
      // queries (reference 1.2); a valid one decides the customer and the price group.
      const now = deps.now();
      const token = bearerToken(request.headers.authorization);
      let customer: { customerId: number; groupId: number } | null = null;
      if (token !== null && deps.verifyToken) {
        const verdict = await deps.verifyToken(token, now);
        if (!verdict.ok) return sendError(reply, 401, authenticationError(verdict.failure));
        customer = verdict.value;
      }

      let cacheKey: string | null = null;
      if (request.method === 'GET' && doc) {
        if (getOperationAST(doc, params.operationName)?.operation === OperationTypeNode.MUTATION) {
          return sendError(
            reply,
            400,
            inputError('Mutation requests allowed only for POST requests'),
          );
        }
        if (raw && isCacheable(doc, params.operationName)) {
          if (deps.catalogVersion) deps.cache.atCatalogVersion(await deps.catalogVersion());
          cacheKey = deps.cache.key({
            catalogVersion: deps.cache.version,
            store: lookup.value.store.code,
            group: customer?.groupId ?? 0,
            ...raw,
          });
          const hit = deps.cache.get(cacheKey);
          if (hit) return sendCached(request, reply, hit, 'HIT');
        }
      }

      const ctx: RequestContext = {
        requestId: String(request.id),
        storeView: lookup.value,
        token: customer ? token : null,
        customerId: customer?.customerId ?? null,
        customerGroupId: customer?.groupId ?? 0,
        clientAddress: request.ip,
        clientAddressIsVisitor: !fromProxyItself(request),
        captchaToken:
          typeof request.headers['x-recaptcha'] === 'string'
            ? request.headers['x-recaptcha']
            : null,
        now,
        currency: String(lookup.value.config.default_display_currency_code ?? 'USD'),
        log: request.log,
        rawVariables: params.variables ?? {},
        loaders: new Map(),
        budget: executionBudget(now, deps.now, deps.deadlineMs),
      };

      let result: ExecutionResult;
      try {
        result = await reply.graphql(params.query, ctx, params.variables, params.operationName);
      } catch (err) {
        const errors = preExecutionErrors(isGraphQLError(err) ? { errors: [err] } : err);
        if (!errors) throw err;
        return reply.code(400).type('application/json').send(wire(errors));
      }
      // Past the node cap or the deadline, nothing more was built: the answer is that error alone.
      const refused = ctx.budget?.refused;
      if (refused)
        return reply
          .code(200)
          .type('application/json')
          .send(
            JSON.stringify({
              data: null,
              errors: [{ message: refused.message, extensions: { category: refused.category } }],
            }),
          );
      const body = JSON.stringify(result);
      if (cacheKey && !result.errors?.length && reply.statusCode === 200) {
        const entry = { status: 200, body: Buffer.from(body), etag: etagOf(body) };
        deps.cache.set(cacheKey, entry);
        return sendCached(request, reply, entry, 'MISS');
      }
      if (request.method === 'GET') reply.header('cache-control', 'no-store');
      return reply.type('application/json').send(body);
    },
  });
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string | Buffer; etag: string },
  state: 'HIT' | 'MISS',
) {
  reply.headers(cachedAnswerHeaders(entry, state));
  if (isNotModified(request.headers['if-none-match'], entry)) return reply.code(304).send();
  // The body is bytes: Fastify adds the charset only to a text body, so it is named here.
  return reply.code(200).type(CACHED_CONTENT_TYPE).send(entry.body);
}
