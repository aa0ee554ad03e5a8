import type { SessionFinished } from '../api/types'
import { completionRedirectOf } from './completion-redirect'
import type { SessionPersistence } from './create-session-persistence'
import type { ResponseQueue } from './create-response-queue'
import type { HostNotifier } from './host-notifier'
import type { StudyPage } from './pages'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { SessionAction } from './session-transitions'
import type { StudySessionOptions, StudySessionState } from './study-session-types'

// Part of the answers' delivery chunk (answer-delivery.ts), loaded before a session starts: it
// imports only types of the entry's modules, and gets the rest handed in.

/** What finishing a session works with, from its store (create-study-session.ts). */
export interface FinishContext {
  get: () => StudySessionState
  dispatch: (action: SessionAction) => void
  notify: HostNotifier
  options: Pick<StudySessionOptions, 'content' | 'redirectOrigins'>
  persistence: SessionPersistence | undefined
  /** The session's response queue, which empties the outbox and sends the finish. */
  queue: ResponseQueue
  session: { sessionId: string; token: string }
  /** The page whose module's `endIf` held: an early end. */
  endedBy: StudyPage | undefined
}

/** Finishes sessions (see the returned function), with the pieces the entry hands in. */
export function createFinishSession({
  toStudyRunnerError,
}: Pick<ResponseQueuePieces, 'toStudyRunnerError'>) {
  /**
   * Empties the outbox, then finishes the session once (docs/architecture.md#the-widgets-promises);
   * the store is `finishing` from the call on, so a second Next does nothing. Once the service
   * acknowledged it: the token is forgotten, the device remembers taking part
   * (docs/content-format.md#order-time-endings), the completion's redirect is filled in, and the
   * host hears `onComplete`.
   */
  return async function finishSession(context: FinishContext): Promise<void> {
    const { get, dispatch, queue, session, endedBy } = context
    dispatch({ type: 'finishRequested' })
    let result: SessionFinished
    try {
      result = await queue.finish()
    } catch (error) {
      // The queue reported its refusal (onError, or the lost-session screen) already; Next
      // retries.
      if (get().status === 'finishing') {
        dispatch({ type: 'failed', error: toStudyRunnerError(error), failedAction: 'next' })
      }
      return
    }
    if (get().status !== 'finishing') return
    const endedEarly = endedBy
      ? { moduleId: endedBy.module.id, textKey: endedBy.module.endTextKey ?? null }
      : null
    const ended = endedEarly !== null
    const { content, redirectOrigins } = context.options
    const redirect = completionRedirectOf({
      content,
      answers: get().answers,
      ended,
      redirectOrigins: typeof redirectOrigins === 'function' ? redirectOrigins() : redirectOrigins,
    })
    // The token is of no further use, and must not resume anything.
    queue.stop()
    context.persistence?.rememberCompletion(session.sessionId)
    dispatch({ type: 'completed', result, endedEarly, redirect })
    context.notify('onComplete', {
      sessionId: session.sessionId,
      scores: result.scores,
      ended,
      ...(redirect && { redirectUrl: redirect.url }),
    })
  }
}
