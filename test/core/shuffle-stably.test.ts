import { describe, expect, it } from 'vitest'
import { shuffleStably } from '../../src/core/shuffle-stably'

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

describe('shuffleStably', () => {
  it('gives the same order for the same seed, every time', () => {
    expect(shuffleStably(items, 'ses_1:items')).toEqual(shuffleStably(items, 'ses_1:items'))
  })

  it('gives different orders for different seeds', () => {
    const orders = new Set(
      ['ses_1', 'ses_2', 'ses_3', 'ses_4'].map((seed) => shuffleStably(items, seed).join('')),
    )
    expect(orders.size).toBeGreaterThan(1)
  })

  it('keeps every item once and leaves the input alone', () => {
    const input = [...items]
    const shuffled = shuffleStably(input, 'seed')
    expect([...shuffled].sort()).toEqual(items)
    expect(input).toEqual(items)
  })
})
