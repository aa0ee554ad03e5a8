import type { ProxyStore } from './proxy-store'

/**
 * Reads and deletes a stored value so that, of callers racing for it — on this proxy or on others
 * sharing the store — at most one gets it. Uses the store's own {@link ProxyStore.take}; a store
 * written before `take` existed gets the same guarantee from its atomic `takeToken`: a bucket of one
 * token, refilled only after `maxTtlMs` (when the value has expired anyway), lets one caller read,
 * and the value is then overwritten to expire at once.
 *
 * @param maxTtlMs the longest the value can have been stored for.
 */
export async function takeStoredValue(
  store: ProxyStore,
  key: string,
  now: number,
  maxTtlMs: number,
): Promise<string | undefined> {
  if (store.take) return store.take(key, now)
  // Not a `limit:` key: those may be evicted, and an evicted lock would let a second claim in.
  const lock = { capacity: 1, refillPerSecond: 1000 / maxTtlMs }
  if ((await store.takeToken(`claimed:${key}`, lock, now)) !== 0) return undefined
  const value = await store.get(key, now)
  if (value !== undefined) await store.set(key, '', 1, now)
  return value
}
