/**
 * A small in-process read-through cache: each key is loaded at most once per `ttlMs` (misses —
 * `undefined` — are remembered too), and at most `max` keys are kept (the oldest loaded is dropped).
 * Concurrent misses of one key share one load, so a burst (every student opening the exam in the same
 * second) costs one query, not one per request. A failed load is not remembered.
 * For data read on every request of a hot path and changed rarely; a change is seen after `ttlMs`.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V | undefined; expires: number }>();
  private readonly loading = new Map<K, Promise<V | undefined>>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  async get(key: K, load: () => Promise<V | undefined>, now = Date.now()): Promise<V | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        this.set(key, value, now);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** Stores a value loaded elsewhere, as a fresh load would. */
  set(key: K, value: V | undefined, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key passes the test (a scan: for rare operations). */
  deleteWhere(test: (key: K) => boolean): void {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
