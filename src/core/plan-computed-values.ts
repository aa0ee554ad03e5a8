import type { ConditionEngine } from './condition-engine'
import type { Computed, StudyContent } from '../api/types'
import { ContentError } from './errors'

/** The content's computed values, ordered, with the engine that works them out. */
export interface ComputedValues {
  order: readonly Computed[]
  engine: ConditionEngine | null
  /** One per computed value that cannot be worked out (docs/content-format.md). */
  errors: ContentError[]
}

/**
 * Plans the content's computed values once, when the session is created: in an order that works
 * them out, each one that cannot be (malformed, reading an unknown variable, in a cycle) a content
 * error and left out. `known`: every other variable of the study.
 */
export function planComputedValues(
  content: Pick<StudyContent, 'computed'>,
  engine: ConditionEngine | null,
  known: { has: (variableCode: string) => boolean; keys: () => Iterable<string> },
): ComputedValues {
  const computed = content.computed ?? []
  if (!engine || computed.length === 0) return { order: [], engine, errors: [] }
  const plan = engine.planComputed(computed, new Set(known.keys()))
  const errors = plan.problems.map(
    ({ variableCode, problem }) =>
      new ContentError(
        'invalid_computed',
        variableCode,
        `[study-runner] the computed value "${variableCode}" cannot be worked out: ${problem}`,
      ),
  )
  return { order: plan.order, engine, errors }
}
