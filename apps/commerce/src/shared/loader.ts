// Per-request batching (the DataLoader idea, without the dependency): every load() made while
// GraphQL resolves one level of the tree is collected and fetched with a single query.

type Batch<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

const resolved = Promise.resolve();

export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly batch: Batch<K, V>,
    private readonly missing: () => V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (this.pending.length === 0) {
        // Run after the current promise jobs, like DataLoader, so sibling resolvers join the batch.
        void resolved.then(() => process.nextTick(() => void this.dispatch()));
      }
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  loadMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((k) => this.load(k)));
  }

  private async dispatch(): Promise<void> {
    const jobs = this.pending;
    this.pending = [];
    try {
      const values = await this.batch(jobs.map((j) => j.key));
      for (const j of jobs) j.resolve(values.has(j.key) ? (values.get(j.key) as V) : this.missing());
    } catch (err) {
      for (const j of jobs) {
        this.cache.delete(j.key);
        j.reject(err);
      }
    }
  }
}

/** Groups rows into a Map of arrays by key, keeping row order. */
export function groupBy<K, R>(rows: readonly R[], key: (r: R) => K): Map<K, R[]> {
  const out = new Map<K, R[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
