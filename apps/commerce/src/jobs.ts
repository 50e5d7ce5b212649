// The jobs the service runs in-process (docs/decisions/0941 and 0947): the e-mail outbox sweeper
// and the expiry of unpaid offline orders. Each runs at start and then on an interval, and is
// stopped on close. Safe with several replicas: both claim rows (SKIP LOCKED / conditional update).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { Mailer } from './modules/notification/mailer.js';
import type { SearchTermService } from './modules/search/search-term.service.js';
import { cancelExpiredOfflineOrders } from './modules/sales/offline-orders.js';
import { startPeriodicJob, type PeriodicJob } from './shared/periodic-job.js';

export interface ServiceJobs {
  outbox: PeriodicJob;
  /** Absent when OFFLINE_ORDER_PAYMENT_WINDOW_HOURS is 0. */
  offlineOrders: PeriodicJob | null;
  /** Writes the counted searches to the search terms (docs/decisions/1122); absent without a service. */
  searchTerms: PeriodicJob | null;
  stop(): Promise<void>;
}

export function startServiceJobs(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
  searchTerms?: SearchTermService;
  searchTermFlushMs?: number;
}): ServiceJobs {
  const { db, config, mailer, log } = deps;
  const onError = (err: unknown, name: string) =>
    log.error({ err, job: name }, 'background job failed');
  const outbox = startPeriodicJob(
    'outbox',
    config.outboxSweepMs,
    async () => {
      const r = await mailer.sweep();
      if (r.claimed > 0) log.info({ job: 'outbox', ...r }, 'outbox sweep');
    },
    onError,
  );
  const windowMs = config.offlineOrderPaymentWindowMs;
  const offlineOrders =
    windowMs > 0
      ? startPeriodicJob(
          'offline-order-expiry',
          config.offlineOrderSweepMs,
          async () => {
            const r = await cancelExpiredOfflineOrders(db, deps.now(), windowMs);
            if (r.canceled.length > 0)
              log.info(
                { job: 'offline-order-expiry', canceled: r.canceled },
                'unpaid offline orders cancelled',
              );
          },
          onError,
        )
      : null;
  const terms = deps.searchTerms;
  const searchTerms = terms
    ? startPeriodicJob(
        'search-term-stats',
        deps.searchTermFlushMs ?? 60_000,
        () => terms.flush(),
        onError,
      )
    : null;
  return {
    outbox,
    offlineOrders,
    searchTerms,
    async stop() {
      await Promise.all([outbox.stop(), offlineOrders?.stop(), searchTerms?.stop()]);
      // The searches counted since the last pass are written before the service goes.
      if (terms) await terms.flush().catch((err: unknown) => onError(err, 'search-term-stats'));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process jobs (tests run a pass with runNow()). */
    jobs: ServiceJobs;
  }
}
