import { describe, expect, it } from 'vitest'
import { roundTo2, scaleSummariesOf, scoreInstrument } from '../../demo/sandbox/scoring'
import type { InstrumentDefinition } from '../../demo/sandbox/seed/seed-types'

const options = [0, 1, 2, 3].map((value) => ({ value, labelKey: `o${value}` }))
const instrument: InstrumentDefinition = {
  id: 'x3',
  name: 'X',
  version: '1',
  protected: false,
  languages: ['en'],
  items: ['A', 'B', 'C'].map((code) => ({ id: code, variableCode: code, textKey: code, options })),
  translations: {},
  scoring: [
    { scale: 'sum', method: 'sum', items: ['A', 'B', 'C'], reverse: ['C'] },
    {
      scale: 'mean',
      method: 'mean',
      items: ['A', 'B', 'C'],
      minAnswered: 1,
      bands: [{ from: 0, to: 1.5, label: 'low' }],
    },
  ],
}

describe('scoreInstrument', () => {
  it('requires every item when minAnswered is not given', () => {
    const scores = scoreInstrument(
      instrument,
      new Map([
        ['A', 1],
        ['B', 2],
      ]),
    )
    expect(scores[0]).toEqual({ instrumentId: 'x3', scale: 'sum', value: null, band: null })
  })

  it('reverses with the item’s own lowest and highest option values', () => {
    const scores = scoreInstrument(
      instrument,
      new Map([
        ['A', 1],
        ['B', 2],
        ['C', 0],
      ]),
    )
    expect(scores[0]?.value).toBe(1 + 2 + 3)
  })

  it('leaves the band null when no band contains the value', () => {
    const scores = scoreInstrument(
      instrument,
      new Map([
        ['A', 3],
        ['B', 3],
        ['C', 0],
      ]),
    )
    // The mean scale reverses nothing: (3 + 3 + 0) / 3 = 2, above the only band (0–1.5).
    expect(scores[1]).toEqual({ instrumentId: 'x3', scale: 'mean', value: 2, band: null })
  })
})

describe('roundTo2', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(roundTo2(1.005)).toBe(1.01)
    expect(roundTo2(14.666666)).toBe(14.67)
    expect(roundTo2(-2.345)).toBe(-2.35)
    expect(roundTo2(7)).toBe(7)
  })
})

describe('scaleSummariesOf', () => {
  it('gives a sum the added-up range of its items and a mean their average range', () => {
    const [sum, mean] = scaleSummariesOf(instrument)
    expect(sum).toEqual({ instrumentId: 'x3', scale: 'sum', min: 0, max: 9, bands: [] })
    expect(mean).toEqual({
      instrumentId: 'x3',
      scale: 'mean',
      min: 0,
      max: 3,
      bands: [{ label: 'low', from: 0, to: 1.5 }],
    })
  })

  it('carries the names of the scale and its bands when the instrument gives them', () => {
    const named: InstrumentDefinition = {
      ...instrument,
      scoring: [
        {
          scale: 'sum',
          labelKey: 'x3.sum',
          method: 'sum',
          items: ['A'],
          bands: [{ from: 0, to: 3, label: 'any', labelKey: 'x3.any' }],
        },
      ],
    }
    expect(scaleSummariesOf(named)).toEqual([
      {
        instrumentId: 'x3',
        scale: 'sum',
        labelKey: 'x3.sum',
        min: 0,
        max: 3,
        bands: [{ label: 'any', labelKey: 'x3.any', from: 0, to: 3 }],
      },
    ])
  })
})
