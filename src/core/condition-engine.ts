import type { Computed, JsonLogic, StudyContent } from '../api/types'
import type { ComputedPlan } from './computed-values'
import type { Answer } from './response-batch'

/**
 * The variables a condition reads: answers by `variableCode` (multi questions: one 1/0 variable
 * per option, `${variableCode}_${value}`). An unanswered variable is `null` (docs/content-format.md).
 */
export type ConditionData = Readonly<Record<string, number | string | null>>

/**
 * Checks and evaluates `showIf` / `endIf` conditions (JsonLogic). It lives in its own chunk
 * (evaluate-condition.ts, with json-logic-js): only a study that has conditions loads it.
 */
export interface ConditionEngine {
  /**
   * Why a condition cannot be evaluated, or `null` when it is well-formed — and, given the study's
   * variables (`known`), reads only those (docs/content-format.md: an unknown variable is a content
   * error when the content loads).
   */
  findProblem: (condition: unknown, known?: ReadonlySet<string>) => string | null
  /** The condition's outcome over the answers; one that throws counts as false. */
  evaluate: (condition: unknown, data: ConditionData) => boolean
  /**
   * The content's computed values in the order to work them out, and the ones that cannot be
   * (malformed, reading an unknown variable, in a cycle); `known` are the other variables.
   */
  planComputed: (computed: readonly Computed[], known: ReadonlySet<string>) => ComputedPlan
  /**
   * Works the planned values out again over the answers (a number, booleans as 1 / 0, a text, or
   * nothing): the answers with the ones that changed, or `null` when none did.
   */
  recompute: (
    order: readonly Computed[],
    answers: Readonly<Record<string, Answer>>,
    now: number,
  ) => { answers: Record<string, Answer>; changed: string[] } | null
}

/** Whether any module or question of the content has a `showIf` or `endIf`, or it computes values. */
export function usesConditions(content: StudyContent): boolean {
  return (
    (content.computed ?? []).length > 0 ||
    (content.modules ?? []).some(
      (module) => hasCondition(module.showIf) || hasCondition(module.endIf),
    ) ||
    (content.questions ?? []).some((question) => hasCondition(question.showIf))
  )
}

/** Absent and `null` both mean "no condition" (a generator may write null for an absent member). */
export function hasCondition(condition: JsonLogic | undefined): condition is JsonLogic {
  return condition !== undefined && condition !== null
}

/** Loads the condition engine's chunk (once; the module system keeps it). */
export async function loadConditionEngine(): Promise<ConditionEngine> {
  const { conditionEngine } = await import('./evaluate-condition')
  return conditionEngine
}
