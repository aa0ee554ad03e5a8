import type { Visibility } from './create-visibility'
import type { SessionPersistence } from './create-session-persistence'
import type { PanelFlow } from './panel-flow'
import type { StoredSession } from './persisted-session'
import type { ResolvedQueueOptions } from './queue-options'
import { requestSession } from './request-session'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { SessionLayout } from './session-layout'
import type { SessionAction, SessionData } from './session-transitions'
import { storedSessionStart } from './stored-session-start'
import type { HostNotifier } from './host-notifier'
import type { StudySessionOptions } from './study-session-types'

/** What the start of a session uses of the session that creates it (create-study-session.ts). */
export interface SessionStartContext {
  options: StudySessionOptions
  queueOptions: ResolvedQueueOptions
  visibility: Visibility
  /** The panel chunk, for content with parameters, conditions or module groups. */
  panel: PanelFlow | null
  get: () => SessionData
  dispatch: (action: SessionAction) => void
  fail: (error: unknown, failedAction: 'start') => void
  notify: HostNotifier
  showPage: (pageIndex: number) => void
  /** Lays the study out again for a session id, and answers the layout. */
  lay: (seed: string) => SessionLayout
  /** Opens the session's response queue and answers it. */
  openQueue: (session: { sessionId: string; token: string }) => { flush: () => void }
  persistence: () => SessionPersistence | undefined
  idempotencyKey: () => string
  isDisposed: () => boolean
  now: () => number
}

/**
 * The two ways a session begins (docs/architecture.md#the-widgets-promises): taking up a session
 * stored on the device where it was left, or asking the service for a new one — only with every
 * required parameter (a panel's link without its participant id starts nothing,
 * docs/content-format.md) — and beginning it with its parameters and assigned arm as answers.
 * Part of the delivery chunk (answer-delivery.ts), which a session awaits before it begins.
 */
export function createSessionStart(context: SessionStartContext, pieces: ResponseQueuePieces) {
  const { options, visibility, dispatch, notify } = context
  const { StudyRunnerError, conditionDataOf, visiblePagesOf } = pieces

  /** Takes up a stored session where it was left: its page, its answers, its outbox. */
  function resume(stored: StoredSession) {
    const { allPages } = context.lay(stored.sessionId)
    const started = storedSessionStart(stored, {
      allPages,
      visibility,
      content: options.content,
      language: options.language,
      pieces,
    })
    dispatch(started)
    const queue = context.openQueue(started.session)
    notify('onSessionStart', { sessionId: stored.sessionId, resumed: true })
    context.showPage(context.get().pageIndex)
    queue.flush()
  }

  async function startNew() {
    const parameters = context.panel?.checkParameters(options.content, options.parameters ?? {})
    if (parameters?.kind === 'incomplete') {
      const names = parameters.names.join(', ')
      const message = `[study-runner] the study link lacks the parameter(s) ${names}, or one does not match its pattern`
      return context.fail(new StudyRunnerError('parameter_missing', message), 'start')
    }
    const key = context.idempotencyKey()
    context.persistence()?.savePointer(key, null)
    const outcome = await requestSession({
      options,
      idempotencyKey: key,
      queueOptions: context.queueOptions,
      isDisposed: context.isDisposed,
      pieces,
    })
    if (outcome.kind === 'abandoned') return dispatch({ type: 'startAbandoned' })
    if (outcome.kind === 'failed') return context.fail(outcome.error, 'start')
    const { sessionId, token, condition } = outcome.started
    const session = { sessionId, token }
    context.persistence()?.savePointer(key, sessionId)
    const { allPages } = context.lay(sessionId)
    const given = context.panel?.startedAnswers(context.get(), {
      content: options.content,
      parameters: parameters?.answers ?? {},
      condition,
      now: context.now(),
    })
    const answers = given?.answers ?? context.get().answers
    dispatch({
      type: 'started',
      session,
      ...(given && { given }),
      pages: visiblePagesOf(allPages, visibility, conditionDataOf(answers)),
      pageIndex: 0,
    })
    context.openQueue(session)
    notify('onSessionStart', { sessionId })
    context.showPage(0)
  }

  return { resume, startNew }
}
