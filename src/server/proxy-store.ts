/**
 * A token bucket: at most `capacity` tokens, refilled continuously at `refillPerSecond`.
 * @example { capacity: 10, refillPerSecond: 1.8 }
 */
export interface TokenBucketRule {
  capacity: number
  refillPerSecond: number
}

/**
 * A sliding window: at most `limit` events in any `windowMs`, counted in slots of `slotMs`. A slot
 * that overlaps the window counts whole, so the count errs on the safe side by at most one slot.
 * @example { limit: 10_000, windowMs: 86_400_000, slotMs: 300_000 }
 */
export interface WindowRule {
  limit: number
  windowMs: number
  slotMs: number
}

/**
 * Where the proxy keeps its budget, rate-limit buckets and content cache. The default is one
 * in-memory store per proxy ({@link createMemoryStore}); pass one shared store (e.g.
 * {@link createRedisStore}) to every proxy instance behind a load balancer so they share one budget.
 *
 * Every method is atomic across all proxies using the store. `now` is the caller's wall clock in
 * milliseconds (keep instances NTP-synchronised). Keys are short ASCII strings; keys starting with
 * `limit:` hold per-client and per-session buckets and may be evicted under memory pressure (that
 * forgives a client); every other key must be kept until it expires.
 */
export interface ProxyStore {
  /** Takes one token from the bucket at `key`. Resolves 0 when taken, else the ms until one is due. */
  takeToken(key: string, rule: TokenBucketRule, now: number): Promise<number>
  /** Counts one event in the window at `key` if it is under the limit. Resolves 0 when counted, else the ms until a slot frees. */
  countInWindow(key: string, rule: WindowRule, now: number): Promise<number>
  /** The value stored by {@link ProxyStore.set}, or undefined when absent or expired. */
  get(key: string, now: number): Promise<string | undefined>
  /** Stores `value` at `key` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number, now: number): Promise<void>
  /**
   * Reads and deletes the value at `key` in one step: of two callers racing for the same key, at
   * most one gets the value (a resume record is claimed once, docs/architecture.md#continue-on-another-device).
   * Resolves undefined when absent or expired. Optional for stores written before it: without
   * it the proxy claims with {@link ProxyStore.takeToken} on a one-token bucket (atomic too),
   * and the record stays stored, unreadable, until its time to live ends.
   */
  take?(key: string, now: number): Promise<string | undefined>
}
