// Per-request batching with DataLoader (docs/decisions/0013): every load() made while GraphQL
// resolves one level of the tree is collected and fetched with a single query. A loader lives as
// long as the request that made it (context.ts `loaderOf`), so its cache is the request's.

import DataLoader from 'dataloader';

type Batch<K, V> = (keys: readonly K[]) => Promise<Map<K, V>>;

export class BatchLoader<K, V> {
  private readonly loader: DataLoader<K, V>;

  /** `batch` answers a Map by key; a key it leaves out gets `missing()`. */
  constructor(batch: Batch<K, V>, missing: () => V) {
    // DataLoader's default schedule runs the batch after the current promise jobs (then a
    // nextTick), so sibling resolvers join it; a rejected batch rejects each of its keys and
    // leaves them out of the cache, so a later load asks again.
    this.loader = new DataLoader<K, V>(async (keys) => {
      const values = await batch(keys);
      return keys.map((k) => (values.has(k) ? (values.get(k) as V) : missing()));
    });
  }

  load(key: K): Promise<V> {
    return this.loader.load(key);
  }

  /** Like Promise.all over load(): rejects when any key's batch failed. */
  loadMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((k) => this.loader.load(k)));
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
