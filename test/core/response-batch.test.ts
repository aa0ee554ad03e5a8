import { ownValue } from '../../src/core/own-value'
import { describe, expect, it } from 'vitest'
import { acknowledgeBatch, buildResponseBatch, type Answer } from '../../src/core/response-batch'

const at = '2025-01-01T00:00:00.000Z'
const answer = (fields: Partial<Answer>): Answer => ({
  valueNum: null,
  answeredAt: at,
  rtMs: 100,
  changes: 0,
  ...fields,
})

describe('buildResponseBatch', () => {
  it('sends each option of a multi question as its own 1/0 item', () => {
    const answers = {
      ACT_1: answer({ valueNum: 1 }),
      ACT_2: answer({ valueNum: 0 }),
      ACT_99: answer({ valueNum: 0 }),
    }
    const items = buildResponseBatch({
      ownValue,
      answers,
      variableCodes: ['ACT_1', 'ACT_2', 'ACT_99'],
      acknowledged: {},
    })
    expect(items.map((item) => [item.variableCode, item.valueNum])).toEqual([
      ['ACT_1', 1],
      ['ACT_2', 0],
      ['ACT_99', 0],
    ])
  })

  it('sends a text answer as valueText with valueNum null', () => {
    const items = buildResponseBatch({
      ownValue,
      answers: { COMMENT: answer({ valueText: 'Fine. <b>not bold</b>' }) },
      variableCodes: ['COMMENT'],
      acknowledged: {},
    })
    expect(items).toEqual([
      {
        variableCode: 'COMMENT',
        valueNum: null,
        valueText: 'Fine. <b>not bold</b>',
        answeredAt: at,
        rtMs: 100,
        changes: 0,
      },
    ])
  })

  it('sends a clearing as valueNum null, and valueText null for a text', () => {
    const items = buildResponseBatch({
      ownValue,
      answers: {
        AGE: answer({ valueNum: null, changes: 1 }),
        COMMENT: answer({ valueText: null, changes: 2 }),
      },
      variableCodes: ['AGE', 'COMMENT'],
      acknowledged: { AGE: 0, COMMENT: 1 },
    })
    expect(
      items.map(({ variableCode, valueNum, valueText }) => ({ variableCode, valueNum, valueText })),
    ).toEqual([
      { variableCode: 'AGE', valueNum: null, valueText: undefined },
      { variableCode: 'COMMENT', valueNum: null, valueText: null },
    ])
    expect('valueText' in (items[0] ?? {})).toBe(false)
  })

  it("never sends a number field's typed entry", () => {
    const [item] = buildResponseBatch({
      ownValue,
      answers: { DOSE: answer({ valueNum: 2.5, entry: '2,5' }) },
      variableCodes: ['DOSE'],
      acknowledged: {},
    })
    expect(item).not.toHaveProperty('entry')
    expect(item?.valueNum).toBe(2.5)
  })

  it('skips what is unanswered or acknowledged in its current version', () => {
    const answers = { A: answer({ valueNum: 1, changes: 2 }), B: answer({ valueNum: 2 }) }
    const items = buildResponseBatch({
      ownValue,
      answers,
      variableCodes: ['A', 'B', 'C'],
      acknowledged: { A: 2 },
    })
    expect(items.map((item) => item.variableCode)).toEqual(['B'])
    expect(acknowledgeBatch({ A: 2 }, items)).toEqual({ A: 2, B: 0 })
  })
})
