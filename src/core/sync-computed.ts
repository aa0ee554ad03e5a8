import type { ConditionEngine } from './condition-engine'
import type { HostNotifier } from './host-notifier'
import { transition } from './session-transitions'
import type { StudySessionStore } from './study-session-types'
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

/**
 * Live computed values (docs/content-format.md `computed`): whenever the answers change, each
 * value is worked out again, in order (`plan`, from the condition engine), and a value that
 * changed becomes an answer like any other — sent with the next batch, read by conditions and
 * piping, heard by the host.
 */
export function syncComputed(
  store: StudySessionStore,
  input: ComputedValues & { now: () => number; notify: HostNotifier },
): void {
  const { engine, order } = input
  if (!engine || order.length === 0) return
  store.subscribe((state, previous) => {
    if (!state.session || state.answers === previous.answers) return
    const next = engine.recompute(order, state.answers, input.now())
    if (!next) return
    const { answers } = next
    store.setState(transition(state, { type: 'answered', answers, fieldErrors: state.fieldErrors }))
    for (const code of next.changed) {
      const answer = answers[code]
      input.notify('onAnswer', {
        variableCode: code,
        value: answer?.valueText ?? answer?.valueNum ?? null,
      })
    }
  })
}
