import { describe, expect, it } from 'vitest'
import { evaluateCondition, findConditionProblem } from '../../src/core/evaluate-condition'

describe('evaluateCondition', () => {
  it('reads answers by variableCode, with JsonLogic truthiness', () => {
    const smoker = { '==': [{ var: 'SMOKER' }, 1] }
    expect(evaluateCondition(smoker, { SMOKER: 1 })).toBe(true)
    expect(evaluateCondition(smoker, { SMOKER: 2 })).toBe(false)
    expect(evaluateCondition({ and: [{ '>=': [{ var: 'AGE' }, 18] }, true] }, { AGE: 30 })).toBe(
      true,
    )
    expect(evaluateCondition(0, {})).toBe(false)
    expect(evaluateCondition(true, {})).toBe(true)
  })

  it('sees an unanswered variable as null', () => {
    expect(evaluateCondition({ '==': [{ var: 'MOOD' }, null] }, {})).toBe(true)
    expect(evaluateCondition({ '==': [{ var: 'MOOD' }, null] }, { MOOD: null })).toBe(true)
    expect(evaluateCondition({ '==': [{ var: 'MOOD' }, null] }, { MOOD: 1 })).toBe(false)
  })

  it('reads a multi answer through its per-option 1/0 variables', () => {
    const choseSport = { '==': [{ var: 'HOBBY_3' }, 1] }
    expect(evaluateCondition(choseSport, { HOBBY_1: 1, HOBBY_3: 1 })).toBe(true)
    expect(evaluateCondition(choseSport, { HOBBY_1: 1, HOBBY_3: 0 })).toBe(false)
  })

  it('counts a condition that throws as false instead of crashing', () => {
    expect(evaluateCondition({ nope: [1] }, {})).toBe(false)
  })
})

describe('findConditionProblem', () => {
  it('accepts JsonLogic rules and primitives', () => {
    expect(findConditionProblem({ '==': [{ var: 'SMOKER' }, 1] })).toBeNull()
    expect(findConditionProblem({ in: [{ var: 'LANG' }, ['de', 'fr']] })).toBeNull()
    expect(findConditionProblem({ if: [{ var: 'A' }, 1, { var: 'B' }] })).toBeNull()
    expect(findConditionProblem(true)).toBeNull()
    expect(findConditionProblem(1)).toBeNull()
    expect(findConditionProblem('text')).toBeNull()
  })

  it('finds unknown operations, also where evaluation would never reach them', () => {
    expect(findConditionProblem({ eval: 'alert(1)' })).toBe('unknown operation "eval"')
    expect(findConditionProblem({ and: [false, { 'Math.max': [1, 2] }] })).toBe(
      'unknown operation "Math.max"',
    )
  })

  it('rejects arrays and objects that are not one-operation rules', () => {
    expect(findConditionProblem([{ var: 'A' }])).toMatch(/not an array/)
    expect(findConditionProblem({ '==': [1, 1], '!=': [1, 2] })).toMatch(/exactly one operation/)
    expect(findConditionProblem({})).toMatch(/exactly one operation/)
  })
})
