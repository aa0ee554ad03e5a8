import type { ResponsesRequest } from '../api/types'
import type { CreateResponseQueue, ResponseQueue } from './create-response-queue'
import type { isSessionLostError } from './errors'
import type { HostNotifier } from './host-notifier'
import { pendingItemsOf, type OutboxPieces } from './outbox'
import type { ResolvedQueueOptions } from './queue-options'
import { acknowledgeBatch } from './response-batch'
import type { SessionAction, SessionData } from './session-transitions'
import type { StudyTransport } from './transport'
import type { VariableIndex } from './variable-index'

/** Input of {@link openSessionQueue}. */
export interface OpenSessionQueueInput {
  /** The queue's code, loaded (load-response-queue.ts). */
  createResponseQueue: CreateResponseQueue
  transport: StudyTransport
  session: { sessionId: string; token: string }
  /** The layout to report with the first batch (session-layout.ts). */
  presentation: ResponsesRequest['presentation']
  options: ResolvedQueueOptions
  isOnline: () => boolean
  /** The session's data now. */
  get: () => SessionData
  dispatch: (action: SessionAction) => void
  /** The variable index of the current layout. */
  variables: () => VariableIndex
  notify: HostNotifier
  /** Whether `queue` is still the session's queue. */
  isCurrent: (queue: ResponseQueue) => boolean
}

/**
 * Creates the response queue of a started session and connects it to the store: what it sends
 * and has acknowledged, its state, and its refusals — a lost session (docs/service.md#participant-calls)
 * or another 4xx — which reach the host once each.
 */
export function openSessionQueue(
  input: OpenSessionQueueInput,
  pieces: OutboxPieces & { isSessionLostError: typeof isSessionLostError },
): ResponseQueue {
  const { get, dispatch } = input
  const queue = input.createResponseQueue({
    transport: input.transport,
    session: input.session,
    presentation: input.presentation,
    options: input.options,
    isOnline: input.isOnline,
    pending: () => {
      const { answers, acknowledged, sent } = get()
      return pendingItemsOf({ answers, acknowledged, sent, index: input.variables(), pieces })
    },
    onSend: (items) => dispatch({ type: 'batchSent', sent: acknowledgeBatch(get().sent, items) }),
    acknowledge: (items) =>
      dispatch({
        type: 'batchAcknowledged',
        acknowledged: acknowledgeBatch(get().acknowledged, items),
      }),
  })
  queue.subscribe((delivery, previous) => {
    // A queue replaced by a newer one (a restart) speaks no more for the session.
    if (!input.isCurrent(queue)) return
    dispatch({ type: 'deliveryChanged', delivery })
    const error = delivery.error
    if (delivery.phase !== 'blocked' || previous.phase === 'blocked' || !error) return
    if (pieces.isSessionLostError(error)) dispatch({ type: 'sessionLost', error })
    input.notify('onError', error.toReport())
  })
  dispatch({ type: 'deliveryChanged', delivery: queue.getState() })
  return queue
}
