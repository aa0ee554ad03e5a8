import type { ProxyStore, TokenBucketRule, WindowRule } from './proxy-store'

/** Options of {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /**
   * How many `limit:` keys (per-client and per-session buckets) it holds before forgetting the
   * least recently used: a flood of made-up client ids cannot exhaust memory.
   * @default 100000
   */
  maxLimitKeys?: number
}

type Entry =
  | { kind: 'bucket'; tokens: number; updatedAt: number; expiresAt: number }
  | { kind: 'window'; slots: Map<number, number>; expiresAt: number }
  | { kind: 'value'; value: string; expiresAt: number }

/**
 * The default {@link ProxyStore}: plain maps in this process. One proxy process, one budget; use a
 * shared store when several processes hold the same key.
 *
 * @example createStudyProxy({ baseUrl, apiKey, store: createMemoryStore({ maxLimitKeys: 10_000 }) })
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): ProxyStore {
  const maxLimitKeys = options.maxLimitKeys ?? 100_000
  const entries = new Map<string, Entry>()
  // Rate-limit keys in least-recently-used order (a Map keeps insertion order).
  const limitKeys = new Map<string, true>()

  function read(key: string, now: number): Entry | undefined {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now) {
      forget(key)
      return undefined
    }
    return entry
  }

  function write(key: string, entry: Entry): void {
    entries.set(key, entry)
    if (!key.startsWith('limit:')) return
    limitKeys.delete(key)
    limitKeys.set(key, true)
    while (limitKeys.size > maxLimitKeys) {
      const oldest = limitKeys.keys().next().value
      if (oldest === undefined) break
      forget(oldest)
    }
  }

  function forget(key: string): void {
    entries.delete(key)
    limitKeys.delete(key)
  }

  return {
    takeToken(key: string, rule: TokenBucketRule, now: number) {
      const entry = read(key, now)
      const perMs = rule.refillPerSecond / 1000
      const before = entry?.kind === 'bucket' ? entry.tokens : rule.capacity
      const elapsed = entry?.kind === 'bucket' ? Math.max(0, now - entry.updatedAt) : 0
      const tokens = Math.min(rule.capacity, before + elapsed * perMs)
      if (tokens < 1) {
        write(key, bucketEntry(tokens, now, rule))
        return Promise.resolve(Math.max(1, Math.ceil((1 - tokens) / perMs)))
      }
      write(key, bucketEntry(tokens - 1, now, rule))
      return Promise.resolve(0)
    },

    countInWindow(key: string, rule: WindowRule, now: number) {
      const entry = read(key, now)
      const slots = entry?.kind === 'window' ? entry.slots : new Map<number, number>()
      const oldestCounted = firstSlotInWindow(rule, now)
      let count = 0
      let oldest = Infinity
      for (const [slot, n] of slots) {
        if (slot < oldestCounted) slots.delete(slot)
        else {
          count += n
          oldest = Math.min(oldest, slot)
        }
      }
      if (count >= rule.limit) return Promise.resolve(msUntilSlotLeaves(rule, oldest, now))
      const current = Math.floor(now / rule.slotMs)
      slots.set(current, (slots.get(current) ?? 0) + 1)
      write(key, { kind: 'window', slots, expiresAt: (current + 1) * rule.slotMs + rule.windowMs })
      return Promise.resolve(0)
    },

    get(key: string, now: number) {
      const entry = read(key, now)
      return Promise.resolve(entry?.kind === 'value' ? entry.value : undefined)
    },

    set(key: string, value: string, ttlMs: number, now: number) {
      write(key, { kind: 'value', value, expiresAt: now + ttlMs })
      return Promise.resolve()
    },

    // One synchronous step in one process: nothing runs between the read and the delete.
    take(key: string, now: number) {
      const entry = read(key, now)
      if (entry?.kind !== 'value') return Promise.resolve(undefined)
      forget(key)
      return Promise.resolve(entry.value)
    },
  }
}

function bucketEntry(tokens: number, now: number, rule: TokenBucketRule): Entry {
  // Once full again the bucket is indistinguishable from a fresh one, so it may go.
  const msToFull = ((rule.capacity - tokens) / rule.refillPerSecond) * 1000
  return { kind: 'bucket', tokens, updatedAt: now, expiresAt: now + Math.ceil(msToFull) + 1 }
}

/** The first slot that still overlaps the window ending at `now` (it counts whole: safe side). */
export function firstSlotInWindow(rule: WindowRule, now: number): number {
  return Math.floor((now - rule.windowMs) / rule.slotMs)
}

/** When the oldest counted slot stops overlapping the window. */
export function msUntilSlotLeaves(rule: WindowRule, oldestSlot: number, now: number): number {
  return Math.max(1, (oldestSlot + 1) * rule.slotMs + rule.windowMs - now)
}
