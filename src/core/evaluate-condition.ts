import jsonLogic, { type RulesLogic } from 'json-logic-js'
import type { ConditionData, ConditionEngine } from './condition-engine'
import { computedResult, planComputed, readsOf, recomputeAnswers } from './computed-values'

// Every operation json-logic-js knows: the table it dispatches on plus the ones it handles inline
// (logic.js `apply`). Anything else is a content error, found before a participant sees a page.
const knownOperations: ReadonlySet<string> = new Set([
  ...['==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'log', 'in', 'cat'],
  ...['substr', '+', '*', '-', '/', 'min', 'max', 'merge', 'var', 'missing', 'missing_some'],
  ...['if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some'],
])

/**
 * Why a `showIf` / `endIf` condition cannot be evaluated, or `null` when it is well-formed: a
 * JsonLogic rule (an object with exactly one known operation) or a primitive (`true`, `1`, …).
 * @example findConditionProblem({ '==': [{ var: 'SMOKER' }, 1] }) // null
 * @example findConditionProblem({ eval: 'x' }) // 'unknown operation "eval"'
 */
export function findConditionProblem(condition: unknown): string | null {
  if (Array.isArray(condition)) return 'a condition must be a JsonLogic rule, not an array'
  const problem = findProblemIn(condition)
  if (problem) return problem
  // Belt and braces: json-logic-js throws on what it cannot run; probe once with no answers.
  try {
    jsonLogic.apply(condition as RulesLogic, {})
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

function findProblemIn(value: unknown): string | null {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint'
      ? `a condition cannot hold a ${typeof value}`
      : null
  }
  if (Array.isArray(value)) {
    for (const entry of value) {
      const problem = findProblemIn(entry)
      if (problem) return problem
    }
    return null
  }
  const keys = Object.keys(value)
  // json-logic-js would return such an object as data, silently; in a condition it is a mistake.
  if (keys.length !== 1) return `a rule must have exactly one operation, found ${keys.length}`
  const operation = keys[0] ?? ''
  if (!knownOperations.has(operation)) return `unknown operation "${operation}"`
  return findProblemIn((value as Record<string, unknown>)[operation])
}

/**
 * Evaluates a condition over the answers with json-logic-js (never `eval`), by JsonLogic's truthiness.
 * A condition that throws counts as false; check conditions up front with
 * {@link findConditionProblem}.
 */
export function evaluateCondition(condition: unknown, data: ConditionData): boolean {
  try {
    return jsonLogic.truthy(jsonLogic.apply(condition as RulesLogic, data))
  } catch {
    return false
  }
}

/** The engine the widget loads, as its own chunk, for a study with conditions. */
export const conditionEngine: ConditionEngine = {
  findProblem: (condition, known) => {
    const problem = findConditionProblem(condition)
    if (problem || !known) return problem
    const read = readsOf(condition, (code) => known.has(code))
    return 'problem' in read ? read.problem : null
  },
  evaluate: evaluateCondition,
  planComputed: (computed, known) => planComputed(computed, known, findConditionProblem),
  recompute: (order, answers, now) => recomputeAnswers(order, answers, { now, compute }),
}

function compute(expression: unknown, data: ConditionData) {
  try {
    return computedResult(jsonLogic.apply(expression as RulesLogic, data))
  } catch {
    return computedResult(null)
  }
}
