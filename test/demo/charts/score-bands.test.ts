import { describe, expect, it } from 'vitest'
import { bandRegions, countBands } from '../../../demo/console/charts/score-bands'
import { binScores } from '../../../demo/console/charts/score-bins'
import { median } from '../../../demo/console/charts/median'

const bands = [
  { from: 0, to: 6, label: 'low' },
  { from: 6.01, to: 12, label: 'high' },
]

describe('countBands', () => {
  it('assigns each score to the first band with from ≤ score ≤ to, like the sandbox', () => {
    const overlapping = [
      { from: 0, to: 5, label: 'a' },
      { from: 5, to: 10, label: 'b' },
    ]
    expect(countBands([5], overlapping)).toEqual({ counts: [1, 0], unbanded: 0 })
  })

  it('counts scores that fall in a gap or outside every band as unbanded', () => {
    expect(countBands([0, 6, 6.005, 6.01, 12, 13], bands)).toEqual({
      counts: [2, 2],
      unbanded: 2,
    })
  })
})

describe('bandRegions', () => {
  it('makes bands meet between the bars of whole scores', () => {
    const regions = bandRegions(bands, binScores([1], 0, 12))
    expect(regions.map((region) => region.extent)).toEqual([
      [-0.5, 6.5],
      [6.5, 12.5],
    ])
  })

  it('keeps the exact bounds, gaps included, with equal-width bins', () => {
    const regions = bandRegions(
      [
        { from: 1, to: 2.5, label: 'low' },
        { from: 4, to: 5, label: 'high' },
      ],
      binScores([1.5], 1, 5),
    )
    expect(regions.map((region) => region.extent)).toEqual([
      [1, 2.5],
      [4, 5],
    ])
  })

  it('clips bands to the axis and leaves out bands entirely off it', () => {
    const regions = bandRegions(
      [
        { from: -10, to: 2, label: 'below' },
        { from: 20, to: 30, label: 'off' },
        { from: 8, to: 50, label: 'above' },
        { from: 3.2, to: 3.8, label: 'no whole score' },
      ],
      binScores([1], 0, 10),
    )
    expect(regions.map(({ band, extent }) => [band.label, extent])).toEqual([
      ['below', [-0.5, 2.5]],
      ['above', [7.5, 10.5]],
    ])
  })
})

describe('median', () => {
  it('takes the middle score, or the mean of the two middle ones, rounded to 2 decimals', () => {
    expect(median([7, 1, 3])).toBe(3)
    expect(median([1, 2, 3.333, 4])).toBe(2.67)
    expect(median([])).toBeNull()
  })
})
