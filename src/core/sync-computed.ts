import type { HostNotifier } from './host-notifier'
import type { ComputedValues } from './plan-computed-values'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { StudySessionStore } from './study-session-types'

/**
 * Live computed values (docs/content-format.md `computed`): whenever the answers change, each
 * value is worked out again, in order (`plan`, from the condition engine), and a value that
 * changed becomes an answer like any other — sent with the next batch, read by conditions and
 * piping, heard by the host. Part of the delivery chunk (answer-delivery.ts): values change only
 * once its actions are installed.
 */
export function syncComputed(
  store: StudySessionStore,
  input: ComputedValues & { now: () => number; notify: HostNotifier },
  { transition }: Pick<ResponseQueuePieces, 'transition'>,
): void {
  const { engine, order } = input
  if (!engine || order.length === 0) return
  store.subscribe((state, previous) => {
    if (state.answers === previous.answers) return
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
