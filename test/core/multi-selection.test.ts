import { describe, expect, it } from 'vitest'
import type { Question } from '../../src/api/types'
import { multiSelection, toggleMultiOption } from '../../src/core/multi-selection'

const question: Question = {
  id: 'activity',
  variableCode: 'ACT',
  type: 'multi',
  textKey: 'x',
  options: [
    { value: 1, labelKey: 'a' },
    { value: 2, labelKey: 'b' },
    { value: 99, labelKey: 'none', exclusive: true },
  ],
}

describe('toggleMultiOption', () => {
  it('answers every option with 1 or 0 once one is checked', () => {
    expect(toggleMultiOption(question, new Set(), 2, true)).toEqual({
      ACT_1: 0,
      ACT_2: 1,
      ACT_99: 0,
    })
    expect(toggleMultiOption(question, new Set([2]), 1, true)).toEqual({
      ACT_1: 1,
      ACT_2: 1,
      ACT_99: 0,
    })
  })

  it('unchecks the others when an exclusive option is checked, and the other way round', () => {
    expect(toggleMultiOption(question, new Set([1, 2]), 99, true)).toEqual({
      ACT_1: 0,
      ACT_2: 0,
      ACT_99: 1,
    })
    expect(toggleMultiOption(question, new Set([99]), 1, true)).toEqual({
      ACT_1: 1,
      ACT_2: 0,
      ACT_99: 0,
    })
  })

  it('unchecks one option and keeps the rest', () => {
    expect(toggleMultiOption(question, new Set([1, 2]), 1, false)).toEqual({
      ACT_1: 0,
      ACT_2: 1,
      ACT_99: 0,
    })
  })
})

describe('multiSelection', () => {
  it('reads the checked options from the per-option answers', () => {
    const answers = { ACT_1: { valueNum: 1 }, ACT_2: { valueNum: 0 }, ACT_99: { valueNum: null } }
    expect([...multiSelection(question, answers)]).toEqual([1])
    expect(multiSelection(question, {}).size).toBe(0)
  })
})
