import type { Computed } from '../api/types'
import type { ConditionData } from './condition-engine'
import type { Answer } from './response-batch'

/** A computed value's result as an answer: a number (a boolean as 1 or 0), a text, or nothing. */
export interface ComputedResult {
  valueNum: number | null
  valueText: string | null
}

/** The content's computed values in an order that works them out, and the ones that cannot be. */
export interface ComputedPlan {
  /** Each after the computed values it reads. */
  order: Computed[]
  /** Left out: a malformed expression, an unknown variable, or a cycle. */
  problems: Array<{ variableCode: string; problem: string }>
}

/**
 * Orders the content's `computed` values (docs/content-format.md) so each is worked out after the
 * computed values it reads, and finds the ones that cannot be: an expression that is no JsonLogic
 * rule (`findProblem`), one reading a variable that is neither `known` (answers, parameters, the
 * condition) nor computed, one whose variable name is worked out at run time, and every value of a
 * cycle. Part of the condition engine's chunk.
 */
export function planComputed(
  computed: readonly Computed[],
  known: ReadonlySet<string>,
  findProblem: (rule: unknown) => string | null,
): ComputedPlan {
  const problems: ComputedPlan['problems'] = []
  const reads = new Map<string, Set<string>>()
  const byCode = new Map(computed.map((item) => [item.variableCode, item]))
  for (const item of computed) {
    const read = readsOf(item.expression, (code) => known.has(code) || byCode.has(code))
    const problem = findProblem(item.expression) ?? ('problem' in read ? read.problem : null)
    reads.set(item.variableCode, 'names' in read ? read.names : new Set())
    if (problem) problems.push({ variableCode: item.variableCode, problem })
  }
  const order: Computed[] = []
  const state = new Map<string, 'visiting' | 'done' | 'failed'>()
  const visit = (code: string): boolean => {
    const seen = state.get(code)
    if (seen) return seen === 'done'
    const item = byCode.get(code)
    if (!item || problems.some((each) => each.variableCode === code)) {
      state.set(code, 'failed')
      return false
    }
    state.set(code, 'visiting')
    for (const read of reads.get(code) ?? []) {
      if (!byCode.has(read)) continue
      if (state.get(read) === 'visiting' || !visit(read)) {
        problems.push({
          variableCode: code,
          problem: `reads "${read}", which cannot be computed first`,
        })
        state.set(code, 'failed')
        return false
      }
    }
    state.set(code, 'done')
    order.push(item)
    return true
  }
  for (const item of computed) visit(item.variableCode)
  return { order, problems }
}

/**
 * The variables a JsonLogic rule reads (`var`: the first segment of its path), or why it reads
 * something no study variable can be: a name worked out while answering, or one not `known`.
 */
export function readsOf(
  rule: unknown,
  known: (variableCode: string) => boolean,
): { names: Set<string> } | { problem: string } {
  const names = new Set<string>()
  const walk = (value: unknown): string | null => {
    if (Array.isArray(value)) {
      for (const entry of value) {
        const problem = walk(entry)
        if (problem) return problem
      }
      return null
    }
    if (value === null || typeof value !== 'object') return null
    for (const [operation, argument] of Object.entries(value)) {
      if (operation === 'var') {
        const name: unknown = Array.isArray(argument) ? argument[0] : argument
        if (typeof name !== 'string') return 'a variable name worked out while answering'
        const code = name.split('.')[0] ?? name
        if (code !== '' && !known(code))
          return `reads "${code}", which is not a variable of this study`
        if (code !== '') names.add(code)
        continue
      }
      const problem = walk(argument)
      if (problem) return problem
    }
    return null
  }
  const problem = walk(rule)
  return problem ? { problem } : { names }
}

/** What JsonLogic gave, as an answer: numbers and text as they are, booleans as 1 / 0. */
export function computedResult(value: unknown): ComputedResult {
  if (typeof value === 'boolean') return { valueNum: value ? 1 : 0, valueText: null }
  if (typeof value === 'number' && Number.isFinite(value))
    return { valueNum: value, valueText: null }
  if (typeof value === 'string') return { valueNum: null, valueText: value.slice(0, 10_000) }
  return { valueNum: null, valueText: null }
}

/**
 * Works every planned value out again over the answers, in order, each seeing the ones before:
 * the answers with the values that changed (new ones `changes` 0, else one more), and their
 * codes; `null` when none changed.
 */
export function recomputeAnswers(
  order: readonly Computed[],
  answers: Readonly<Record<string, Answer>>,
  input: { now: number; compute: (expression: unknown, data: ConditionData) => ComputedResult },
): { answers: Record<string, Answer>; changed: string[] } | null {
  const data = Object.create(null) as Record<string, number | string | null>
  for (const [code, answer] of Object.entries(answers)) {
    data[code] = answer.valueNum ?? answer.valueText ?? null
  }
  let next: Record<string, Answer> = { ...answers }
  const changed: string[] = []
  for (const { variableCode: code, expression } of order) {
    const result = input.compute(expression, data)
    data[code] = result.valueNum ?? result.valueText
    const before = Object.hasOwn(next, code) ? next[code] : undefined
    const same = before
      ? before.valueNum === result.valueNum && (before.valueText ?? null) === result.valueText
      : result.valueNum === null && result.valueText === null
    if (same) continue
    const answer: Answer = {
      ...result,
      answeredAt: new Date(input.now).toISOString(),
      rtMs: 0,
      changes: before ? before.changes + 1 : 0,
    }
    // A computed key defines an own property, `__proto__` included.
    next = { ...next, [code]: answer }
    changed.push(code)
  }
  return changed.length > 0 ? { answers: next, changed } : null
}
