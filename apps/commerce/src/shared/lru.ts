// A small bounded LRU with per-entry expiry. Map keeps insertion order, so the first key is the
// least recently used one; every hit re-inserts its key. Optionally bounded by weight too (the
// response cache weighs entries in bytes): the least recently used entries go until both bounds
// hold, and an entry heavier than the whole budget is not kept at all.
export interface LruWeight<V> {
  /** The most the entries may weigh together. */
  max: number;
  weigh: (value: V) => number;
}

export class Lru<V> {
  private readonly map = new Map<string, { value: V; expires: number; weight: number }>();
  private total = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly weight?: LruWeight<V>,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    if (hit.expires <= this.now()) {
      this.total -= hit.weight;
      return undefined;
    }
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weight ? this.weight.weigh(value) : 0;
    if (this.weight && weight > this.weight.max) return;
    this.map.set(key, { value, expires: this.now() + this.ttlMs, weight });
    this.total += weight;
    while (this.map.size > this.max || (this.weight && this.total > this.weight.max)) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.map.delete(key);
    this.total -= old.weight;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** What the kept entries weigh together (0 without a weight bound). */
  get weightTotal(): number {
    return this.total;
  }
}
