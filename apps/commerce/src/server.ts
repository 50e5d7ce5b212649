// Builds the commerce service from its dependencies. Nothing here reads the environment, so tests
// build it in-process on their own database.
import { existsSync } from 'node:fs';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import mercurius from 'mercurius';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { migrationProvider } from './db/migrations/index.js';
import { adminConsole } from './admin-console.js';
import { adminExportRoutes, type AdminExportDeps } from './graphql/admin-export.js';
import { adminGraphqlRoutes, type AdminHttpDeps } from './graphql/admin-http.js';
import { mergeAdminResolvers } from './graphql/admin-resolvers.js';
import { executableAdminSchema } from './graphql/admin-schema.js';
import { withExecutionBounds } from './graphql/execution-bounds.js';
import { parseQuerystring } from './graphql/cache-hit.js';
import { cachedGetFront, frontedServer } from './graphql/cached-get.js';
import { errorFormatter, graphqlRoutes } from './graphql/http.js';
import { LIMITS, validationRules } from './graphql/limits.js';
import { ResponseCache } from './graphql/response-cache.js';
import { buildSdl, mergeResolvers } from './graphql/schema.js';
import { resolversFor, restrictToMagento } from './graphql/strict-magento.js';
import { dynamicFilterFields, dynamicProductFields } from './modules/catalog/dynamic-fields.js';
import { AttributeCatalog } from './modules/catalog/attribute.service.js';
import { composeModules, type Modules } from './modules/index.js';
import { Mailer } from './modules/notification/mailer.js';
import { newsletterRoutes } from './modules/customer/newsletter.routes.js';
import { downloadRoutes } from './modules/sales/download.routes.js';
import { exportOrders } from './modules/sales/order-export.js';
import type { PaymentGateway } from './modules/payment/gateway.js';
import { paymentTokenRoutes } from './modules/payment/tokens.routes.js';
import { reviewOperatorRoutes } from './modules/review/operator.js';
import { CatalogIndex } from './modules/search/index/catalog-index.js';
import { StoreService } from './modules/store/store.service.js';
import type { Clock } from './shared/clock.js';
import { INTERNAL_MESSAGE } from './shared/errors.js';
import { openLimits, SHOP_WIDE, type Limits } from './shared/rate-rules.js';
import { requestIdFor } from './shared/request-id.js';
import { configuredGateway } from './startup.js';
import { startServiceJobs } from './jobs.js';

export { systemClock, type Clock } from './shared/clock.js';

export interface ServerDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Fastify logger options; false (default) for silence in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Outgoing e-mail; default: outbox table + SMTP_URL or .eml files in OUTBOX_DIR. */
  mailer?: Mailer;
  /** Card gateway; default: the built-in sandbox. */
  gateway?: PaymentGateway;
  /** How often (ms) the listing index checks the catalogue version; default 0 (every listing request). */
  catalogCheckIntervalMs?: number;
  /** Rate limiter; default: Redis when config.redisUrl is set, else the database. */
  limits?: Limits;
  /** How often (ms) counted searches are written to the search terms; default 60 s (and on close). */
  searchTermFlushMs?: number;
  /** Key of the local review moderation routes (embedded database only; docs/decisions/1103). */
  operatorKey?: string;
}

/**
 * The database must be migrated (and seeded, for a demo) before this runs: the filter inputs and
 * product fields are generated from the attribute table.
 */
export async function createServer({
  db,
  config,
  clock,
  logger = false,
  catalogCheckIntervalMs = 0,
  searchTermFlushMs = 60_000,
  ...injected
}: ServerDeps): Promise<FastifyInstance> {
  // Cached guest GETs of /graphql are answered in front of Fastify (graphql/cached-get.ts).
  const front = frontedServer();
  const app = Fastify({
    logger: withCardRedaction(logger),
    serverFactory: front.serverFactory,
    // The front reads a URL's parameters with the same parser as Fastify.
    routerOptions: { querystringParser: parseQuerystring },
    // request.ip (sign-in throttling per client address) follows X-Forwarded-For only from these.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Honour a caller's request id when it is safe to log; otherwise mint one.
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Whatever escapes a route is logged, and the client gets only a status and a fixed text:
  // never an internal message, a stack or SQL (docs/decisions/0906).
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600
        ? err.statusCode
        : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    // Fastify's own 4xx errors (body too large, bad content length) carry fixed, safe texts.
    const message =
      status < 500 && err.code?.startsWith('FST_')
        ? err.message
        : status < 500
          ? 'Bad request'
          : INTERNAL_MESSAGE;
    const category = status < 500 ? 'graphql-input' : 'internal';
    return reply
      .code(status)
      .type('application/json')
      .send(JSON.stringify({ errors: [{ message, extensions: { category } }] }));
  });
  const limits = injected.limits ?? (await openLimits(db, config));
  if (!injected.limits) app.addHook('onClose', async () => limits.limiter.close());

  const stores = new StoreService(db, config);
  const gateway = injected.gateway ?? (await configuredGateway(db, config));
  const mailer =
    injected.mailer ??
    new Mailer({
      db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      onError: (err, id) => app.log.error({ err, outboxId: id }, 'e-mail delivery failed'),
      // Secrets (links, gift card codes) stay out of files in production and out of sent rows.
      writeFiles: !config.production,
      redactAfterSend: config.outboxRedactAfterSend,
      maxAttempts: config.outboxMaxAttempts,
      leaseMs: config.outboxClaimMs,
      clock: () => clock.now(),
      // The shop-wide e-mail ceiling (docs/decisions/0989): past it, messages wait their turn.
      ceiling: async (now) =>
        limits.rules.mailShop.limit > 0
          ? limits.limiter.take(limits.rules.mailShop, SHOP_WIDE, now)
          : { allowed: true, retryAfterMs: 0 },
    });
  app.addHook('onClose', async () => mailer.flush());
  const attributes = await AttributeCatalog.load(db);
  await stores.load();
  const catalogIndex = await CatalogIndex.open(db, {
    checkIntervalMs: catalogCheckIntervalMs,
    onBuild: (b) => app.log.info(b, 'catalogue index built'),
  });
  const modules = composeModules({
    db,
    config,
    attributes,
    stores,
    catalogIndex,
    mailer,
    gateway,
    limits,
    storeName: 'Charter Contract Furniture',
  });
  const { searchTerms } = modules;

  // Only configured browser origins (CORS_ORIGINS); none by default: the storefront calls from its server.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'Store',
      'X-Request-Id',
      'Content-Currency',
      'X-Magento-Cache-Id',
      'X-ReCaptcha',
    ],
    exposedHeaders: ['X-Request-Id', 'ETag'],
  });

  // Strict Magento mode serves Magento Open Source 2.4.8's schema only (graphql/strict-magento.ts).
  const attributeFields = new Set([
    ...dynamicProductFields(attributes)
      .filter((f) => f.source !== 'text')
      .map((f) => f.name),
    ...dynamicFilterFields(attributes),
  ]);
  const sdl = config.magentoStrict
    ? restrictToMagento(buildSdl(attributes), attributeFields)
    : buildSdl(attributes);
  const resolvers = withExecutionBounds(mergeResolvers(...modules.resolvers), sdl);
  await app.register(mercurius, {
    // SDL text, not a schema object: mercurius builds it with its own graphql instance, which
    // must be the one that executes it (a test runner may load a second copy of graphql).
    schema: sdl,
    resolvers: config.magentoStrict ? resolversFor(resolvers, sdl) : resolvers,
    routes: false,
    jit: 1,
    graphiql: false,
    validationRules: validationRules({ introspection: !config.production }),
    graphql: { parseOptions: { maxTokens: LIMITS.tokens } },
    errorFormatter,
  });

  const verifyToken = (token: string, now: Date) => modules.auth.verify(token, now);
  const cache = new ResponseCache(
    Date.now,
    { maxBytes: config.responseCacheMaxBytes, maxEntryBytes: config.responseCacheMaxEntryBytes },
    config.responseCacheMs,
  );
  const catalogVersion = async () => (await catalogIndex.current()).version;
  await app.register(graphqlRoutes, {
    stores,
    cache,
    now: () => clock.now(),
    verifyToken,
    trustProxy: config.trustProxy,
    catalogVersion,
    deadlineMs: config.graphqlDeadlineMs,
  });
  // With browser origins configured, every answer is CORS's too: then Fastify answers them all.
  if (config.corsOrigins.length === 0) {
    front.setFront(cachedGetFront({ stores, cache, catalogVersion, log: app.log }));
    // A closing server's answers are Fastify's (503 and Connection: close).
    app.addHook('preClose', async () => front.setFront(null));
  }

  await app.register(adminGraphqlRoutes, adminApi(modules, config, clock));
  await app.register(adminExportRoutes, adminExports(modules, db, clock));

  if (gateway.code === 'sandbox')
    await app.register(paymentTokenRoutes, {
      db,
      gateway,
      clock,
      limits,
      trustProxy: config.trustProxy,
    });
  await app.register(newsletterRoutes, { newsletter: modules.newsletter, clock });
  await app.register(downloadRoutes, { db, now: () => clock.now(), verifyToken });
  if (injected.operatorKey)
    await app.register(reviewOperatorRoutes, {
      db,
      key: injected.operatorKey,
      now: () => clock.now(),
    });

  healthRoutes(app, db);

  await registerMedia(app);
  await app.register(adminConsole);
  // In-process jobs (outbox sweeper, unpaid offline order expiry), once everything else is built.
  const jobs = startServiceJobs({
    db,
    config,
    now: () => clock.now(),
    mailer,
    log: app.log,
    searchTerms,
    searchTermFlushMs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  return app;
}

/** The operator console's API, registered in its own plugin scope (docs/decisions/1400). */
function adminApi(modules: Modules, config: Config, clock: Clock): AdminHttpDeps {
  return {
    schema: executableAdminSchema(mergeAdminResolvers(...modules.adminResolvers)),
    auth: modules.operatorAuth,
    audit: modules.audit,
    now: () => clock.now(),
    production: config.production,
  };
}

/** The console's CSV downloads (docs/decisions/1436, 1460). */
function adminExports(modules: Modules, db: Db, clock: Clock): AdminExportDeps {
  return {
    session: (token, now) => modules.operatorAuth.session(token, now),
    now: () => clock.now(),
    exports: [
      {
        name: 'products',
        permission: 'CATALOGUE',
        rows: () => modules.catalogAdmin.exportProducts(),
      },
      {
        name: 'orders',
        permission: 'ORDERS',
        ranged: true,
        rows: (range) => exportOrders(db, range),
      },
    ],
  };
}

/** Card fields are never logged, whatever a future log line carries. */
function withCardRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  const paths = ['req.body', 'body.number', 'body.cvv', 'card.number', 'card.cvv'];
  return { ...logger, redact: { paths, censor: '[redacted]' } } as FastifyServerOptions['logger'];
}

/** The media plugin (generated images) is optional: registered when its module is present. */
async function registerMedia(app: FastifyInstance): Promise<void> {
  const candidates = [
    './modules/media/index.ts',
    './modules/media/index.js',
    './modules/media/routes.ts',
    './modules/media/routes.js',
  ];
  const file = candidates.find((c) => existsSync(new URL(c, import.meta.url)));
  if (!file) return;
  const mod = (await import(new URL(file, import.meta.url).href)) as Record<string, unknown>;
  const plugin = (mod.mediaRoutes ?? mod.default) as
    Parameters<FastifyInstance['register']>[0] | undefined;
  if (plugin) await app.register(plugin);
}

/** Liveness, and readiness once every known migration has run. */
function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/health/live', async () => ({ status: 'ok' }));
  let ready = false;
  app.get('/health/ready', async (_req, reply) => {
    // Ready once every known migration has run; sticky afterwards, but a dead database still fails.
    try {
      if (!ready) {
        const known = Object.keys(await migrationProvider.getMigrations());
        const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
        const applied = new Set(done.rows.map((r) => r.name));
        ready = known.every((m) => applied.has(m));
      } else {
        await sql`select 1`.execute(db);
      }
    } catch {
      ready = false;
    }
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
}
