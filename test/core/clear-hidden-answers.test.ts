import { describe, expect, it } from 'vitest'
import { clearHiddenAnswers } from '../../src/core/clear-hidden-answers'
import { ownValue, setOwn } from '../../src/core/own-value'

const answer = (valueNum: number | null, changes = 0) => ({
  valueNum,
  answeredAt: '2025-01-01T00:00:00.000Z',
  rtMs: 100,
  changes,
})

const own = { ownValue, setOwn }

describe('clearHiddenAnswers', () => {
  it('drops an answer the service never saw', () => {
    const answers = { A: answer(1), B: answer(2) }
    const result = clearHiddenAnswers(
      {
        answers,
        acknowledged: {},
        variableCodes: ['A'],
        clearedAt: '2025-01-01T00:01:00.000Z',
      },
      own,
    )
    expect(result.answers).toEqual({ B: answer(2) })
    expect(result.cleared).toEqual(['A'])
  })

  it('turns an acknowledged answer into a new version with valueNum null, to be sent', () => {
    const result = clearHiddenAnswers(
      {
        answers: { A: answer(1, 2) },
        acknowledged: { A: 2 },
        variableCodes: ['A'],
        clearedAt: '2025-01-01T00:01:00.000Z',
      },
      own,
    )
    expect(result.answers.A).toEqual({
      valueNum: null,
      answeredAt: '2025-01-01T00:01:00.000Z',
      rtMs: 100,
      changes: 3,
    })
  })

  it('returns the same answers object when nothing is to be cleared', () => {
    const answers = { A: answer(null, 1), B: answer(2) }
    const result = clearHiddenAnswers(
      {
        answers,
        acknowledged: { A: 0 },
        variableCodes: ['A', 'C'],
        clearedAt: '2025-01-01T00:01:00.000Z',
      },
      own,
    )
    expect(result.answers).toBe(answers)
    expect(result.cleared).toEqual([])
  })
})

describe('clearHiddenAnswers with text and typed numbers', () => {
  it('clears a sent text answer as valueText null, and forgets what was typed', () => {
    const result = clearHiddenAnswers(
      {
        answers: {
          NOTE: { ...answer(null), valueText: 'hello' },
          AGE: { ...answer(4), entry: '4,0' },
          DRAFT: { ...answer(null), entry: 'abc' },
        },
        acknowledged: { NOTE: 0, AGE: 0 },
        variableCodes: ['NOTE', 'AGE', 'DRAFT'],
        clearedAt: '2025-01-01T00:01:00.000Z',
      },
      own,
    )
    expect(result.answers.NOTE).toMatchObject({ valueNum: null, valueText: null, changes: 1 })
    expect(result.answers.AGE).not.toHaveProperty('entry')
    expect(result.answers.AGE?.valueNum).toBeNull()
    expect(result.answers).not.toHaveProperty('DRAFT')
  })
})
