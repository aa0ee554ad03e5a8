import { expect, it } from 'vitest'
import type { ProxyStore } from '../../src/server'

const bucket = { capacity: 2, refillPerSecond: 1 }
const window = { limit: 3, windowMs: 10_000, slotMs: 1000 }
const t0 = 1_772_000_000_000 // a realistic wall clock, in ms

/** What every ProxyStore must do; run against the memory store and Redis. */
export function storeContract(newStore: () => ProxyStore | Promise<ProxyStore>): void {
  it('takes tokens from a bucket and says when the next is due', async () => {
    const store = await newStore()
    expect(await store.takeToken('b', bucket, t0)).toBe(0)
    expect(await store.takeToken('b', bucket, t0)).toBe(0)
    expect(await store.takeToken('b', bucket, t0)).toBe(1000)
    expect(await store.takeToken('b', bucket, t0 + 400)).toBe(600)
    expect(await store.takeToken('b', bucket, t0 + 1000)).toBe(0)
  })

  it('counts a sliding window conservatively, by whole slots', async () => {
    const store = await newStore()
    for (const t of [500, 1500, 2500])
      expect(await store.countInWindow('d', window, t0 + t)).toBe(0)
    // The slot of t0 + 500 leaves the window 10 s after its end.
    expect(await store.countInWindow('d', window, t0 + 10_600)).toBe(400)
    expect(await store.countInWindow('d', window, t0 + 11_000)).toBe(0)
  })

  it('keeps values for their time to live', async () => {
    const store = await newStore()
    await store.set('v', '{"a":"ü"}', 60_000, t0)
    expect(await store.get('v', t0 + 1)).toBe('{"a":"ü"}')
    expect(await store.get('absent', t0)).toBeUndefined()
  })

  it('takes a value once: read and deleted in one step, also when two race', async () => {
    const store = await newStore()
    expect(typeof store.take).toBe('function')
    await store.set('r', '{"page":2}', 60_000, t0)
    const [a, b] = await Promise.all([store.take?.('r', t0 + 1), store.take?.('r', t0 + 1)])
    expect([a, b].sort()).toEqual(['{"page":2}', undefined])
    expect(await store.get('r', t0 + 2)).toBeUndefined()
    expect(await store.take?.('absent', t0)).toBeUndefined()
  })
}
