/**
 * A small in-process read-through cache: each key is loaded at most once per `ttlMs` (misses —
 * `undefined` — are remembered too), and at most `max` keys are kept (the oldest loaded is dropped).
 * For data read on every request of a hot path and changed rarely; a change is seen after `ttlMs`.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V | undefined; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  async get(key: K, load: () => Promise<V | undefined>, now = Date.now()): Promise<V | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    this.set(key, value, now);
    return value;
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

  get size(): number {
    return this.entries.size;
  }
}
