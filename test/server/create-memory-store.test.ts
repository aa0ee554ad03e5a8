import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../src/server'
import { storeContract } from './store-contract'

const bucket = { capacity: 2, refillPerSecond: 1 }
const day = { limit: 3, windowMs: 10_000, slotMs: 1000 }

describe('createMemoryStore', () => {
  storeContract(() => createMemoryStore())

  it('expires values', async () => {
    const store = createMemoryStore()
    await store.set('v', 'x', 100, 0)
    expect(await store.get('v', 99)).toBe('x')
    expect(await store.get('v', 100)).toBeUndefined()
  })

  it('takes nothing once a value has expired', async () => {
    const store = createMemoryStore()
    await store.set('v', 'x', 100, 0)
    expect(await store.take?.('v', 100)).toBeUndefined()
  })

  it('forgets the least recently used limit: keys first, never the budget', async () => {
    const store = createMemoryStore({ maxLimitKeys: 2 })
    await store.countInWindow('budget:day', day, 0)
    await store.takeToken('limit:a', bucket, 0)
    await store.takeToken('limit:a', bucket, 0)
    await store.takeToken('limit:b', bucket, 0)
    await store.takeToken('limit:c', bucket, 0)
    // limit:a was forgotten: its bucket is full again.
    expect(await store.takeToken('limit:a', bucket, 0)).toBe(0)
    for (let i = 0; i < 2; i++) await store.countInWindow('budget:day', day, 0)
    expect(await store.countInWindow('budget:day', day, 0)).toBeGreaterThan(0)
  })
})
