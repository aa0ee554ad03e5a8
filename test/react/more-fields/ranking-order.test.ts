import { createElement } from 'react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addRanked,
  dropIndexOf,
  moveRanked,
  plainText,
  rankUpdates,
  readRanking,
  removeRanked,
  unrankedOf,
} from '../../../src/react/more-fields/ranking-order'
import { richText } from '../../../src/react/rich-text'

const ranks = (record: Record<number, number | null>) => (value: number) => record[value] ?? null

describe('readRanking', () => {
  it('orders the ranked options by rank and leaves out the others', () => {
    expect(readRanking([1, 2, 3, 4], ranks({ 1: 3, 2: null, 3: 1, 4: 2 }), 4)).toEqual([3, 4, 1])
  })

  it('reads ranks with gaps or ties as an order, ties in display order', () => {
    expect(readRanking([5, 6, 7], ranks({ 5: 4, 6: 1, 7: 4 }), 3)).toEqual([6, 5, 7])
  })

  it('keeps at most the top k', () => {
    expect(readRanking([1, 2, 3], ranks({ 1: 1, 2: 2, 3: 3 }), 2)).toEqual([1, 2])
    expect(readRanking([1], ranks({ 1: 1 }), 0)).toEqual([])
  })
})

describe('unrankedOf', () => {
  it('lists the options still to rank in display order', () => {
    expect(unrankedOf([4, 1, 3, 2], [3, 4])).toEqual([1, 2])
  })
})

describe('moveRanked', () => {
  it('moves an item up, down, to either end, and clamps out-of-range places', () => {
    expect(moveRanked([1, 2, 3], 2, 1)).toEqual([1, 3, 2])
    expect(moveRanked([1, 2, 3], 0, 1)).toEqual([2, 1, 3])
    expect(moveRanked([1, 2, 3], 2, 0)).toEqual([3, 1, 2])
    expect(moveRanked([1, 2, 3], 0, 9)).toEqual([2, 3, 1])
    expect(moveRanked([1, 2, 3], 1, -4)).toEqual([2, 1, 3])
    expect(moveRanked([], 0, 1)).toEqual([])
  })

  it('keeps every item exactly once, and the others in their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length
          const to = b % list.length
          const moved = moveRanked(list, from, to)
          expect([...moved].sort()).toEqual([...list].sort())
          expect(moved[to]).toBe(list[from])
          expect(moved.filter((item) => item !== list[from])).toEqual(
            list.filter((item) => item !== list[from]),
          )
        },
      ),
    )
  })
})

describe('addRanked and removeRanked', () => {
  it('adds in the last place, never twice and never past k', () => {
    expect(addRanked([2], 1, 3)).toEqual([2, 1])
    expect(addRanked([2, 1], 1, 3)).toEqual([2, 1])
    expect(addRanked([2, 1], 3, 2)).toEqual([2, 1])
  })

  it('closes the gap a removal leaves', () => {
    expect(removeRanked([3, 1, 2], 1)).toEqual([3, 2])
    expect(removeRanked([3, 2], 1)).toEqual([3, 2])
  })
})

describe('rankUpdates', () => {
  it('writes only the ranks that change', () => {
    const stored = ranks({ 1: 1, 2: 2, 3: 3 })
    expect(rankUpdates([1, 2, 3], [1, 3, 2], stored)).toEqual([
      { value: 2, rank: 3 },
      { value: 3, rank: 2 },
    ])
    expect(rankUpdates([1, 2, 3], [1, 2, 3], stored)).toEqual([])
  })

  it('clears an option that leaves the ranking, never one that had no rank', () => {
    expect(rankUpdates([1, 2, 3], [3], ranks({ 1: 1, 3: 2 }))).toEqual([
      { value: 1, rank: null },
      { value: 3, rank: 1 },
    ])
  })

  it('mends stored ranks with gaps on the next change', () => {
    expect(rankUpdates([1, 2], [2, 1], ranks({ 1: 5, 2: 2 }))).toEqual([
      { value: 1, rank: 2 },
      { value: 2, rank: 1 },
    ])
  })

  it('leaves stored ranks that read back as the ranking, whatever was stored before', () => {
    const values = [10, 20, 30, 40, 50]
    const stored = fc.dictionary(
      fc.constantFrom(...values.map(String)),
      fc.option(fc.integer({ min: 1, max: 9 })),
    )
    fc.assert(
      fc.property(stored, fc.shuffledSubarray(values), (before, ranking) => {
        const answers: Record<string, number | null> = { ...before }
        const rankOf = (value: number) => answers[String(value)] ?? null
        for (const { value, rank } of rankUpdates(values, ranking, rankOf)) {
          answers[String(value)] = rank
        }
        expect(readRanking(values, rankOf, values.length)).toEqual(ranking)
        expect(rankUpdates(values, ranking, rankOf)).toEqual([])
      }),
    )
  })
})

describe('dropIndexOf', () => {
  it('lands below the midpoints the pointer has passed', () => {
    const midpoints = [20, 60, 100]
    expect(dropIndexOf(midpoints, -30)).toBe(0)
    expect(dropIndexOf(midpoints, 21)).toBe(1)
    expect(dropIndexOf(midpoints, 99)).toBe(2)
    expect(dropIndexOf(midpoints, 400)).toBe(3)
  })
})

describe('plainText', () => {
  it('gives the words of rendered study text, without its markup', () => {
    expect(plainText(richText('Plain'))).toBe('Plain')
    expect(plainText(richText('**Blue** *soft* cheese'))).toBe('Blue soft cheese')
    expect(plainText(richText('Two\nlines'))).toBe('Two lines')
    expect(plainText([createElement('strong', null, 'a', 1), null, false])).toBe('a1')
  })
})
