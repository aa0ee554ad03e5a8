import { describe, expect, it } from 'vitest'
import { binScores } from '../../../demo/console/charts/score-bins'

const counts = (binning: ReturnType<typeof binScores>) => binning.bins.map((bin) => bin.count)

describe('binScores', () => {
  it('gives every whole score its own bin, min and max included', () => {
    const binning = binScores([0, 0, 3, 6, 6, 6], 0, 6)
    expect(binning.kind).toBe('integer')
    expect(binning.bins.map((bin) => bin.label)).toEqual(['0', '1', '2', '3', '4', '5', '6'])
    expect(counts(binning)).toEqual([2, 0, 0, 1, 0, 0, 3])
    expect(binning.domain).toEqual([-0.5, 6.5])
    expect(binning.bins[3]!.extent).toEqual([2.5, 3.5])
  })

  it('uses whole-score bins up to a range of 30, equal-width bins beyond', () => {
    expect(binScores([0, 30], 0, 30).kind).toBe('integer')
    expect(binScores([0, 30], 0, 30).bins).toHaveLength(31)
    const wide = binScores([0, 31], 0, 31)
    expect(wide.kind).toBe('interval')
    expect(wide.bins.length).toBeGreaterThanOrEqual(5)
    expect(wide.bins.length).toBeLessThanOrEqual(12)
  })

  it('switches to about 10 equal bins as soon as one score has decimals', () => {
    const binning = binScores([1, 1.4, 2.5, 3.33, 5], 1, 5)
    expect(binning.kind).toBe('interval')
    expect(binning.bins).toHaveLength(10)
    expect(binning.bins[0]).toMatchObject({ from: 1, to: 1.4, label: '1 to under 1.4' })
    expect(binning.bins[9]).toMatchObject({ from: 4.6, to: 5, label: '4.6 to 5' })
    // 1 → first bin; 1.4 opens the second (edges are inclusive below); 5 (max) is in the last.
    expect(counts(binning)).toEqual([1, 1, 0, 1, 0, 1, 0, 0, 0, 1])
  })

  it('puts a score exactly on an edge in the upper bin despite floating point (0.3 = 3 × 0.1)', () => {
    const binning = binScores([0.3, 0.7, 0.99, 1], 0, 1)
    expect(binning.bins.map((bin) => bin.from)).toEqual([
      0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9,
    ])
    expect(counts(binning)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 2])
  })

  it('picks a bin count whose width has at most 2 decimals', () => {
    // 4.55 / 10 = 0.455 would need 3 decimals; 4.55 / 5 = 0.91 does not.
    const binning = binScores([1.5], 0, 4.55)
    expect(binning.bins).toHaveLength(5)
    expect(binning.bins[1]!.from).toBe(0.91)
  })

  it('uses equal bins when the scale bounds are not whole, even for whole scores', () => {
    expect(binScores([1, 2], 0.5, 4.5).kind).toBe('interval')
  })

  it('counts every in-range score once and reports the ones outside', () => {
    const values = [-1, 0, 2.25, 7.77, 10, 11, Number.NaN]
    const binning = binScores(values, 0, 10)
    expect(counts(binning).reduce((a, b) => a + b, 0)).toBe(4)
    expect(binning.outOfRange).toBe(2)
  })

  it('copes with a scale of one point', () => {
    expect(counts(binScores([4, 4], 4, 4))).toEqual([2])
    expect(counts(binScores([4.5], 4.5, 4.5))).toEqual([1])
  })

  it('says how to fix bounds that cannot make an axis', () => {
    expect(() => binScores([], 10, 0)).toThrow(/min ≤ max.*scale's bounds/)
    expect(() => binScores([], 0, Number.POSITIVE_INFINITY)).toThrow(/\[study-runner\]/)
  })
})
