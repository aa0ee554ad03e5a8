import { createStore } from 'zustand/vanilla'
import { answerVariablesOf, reportedValueOf } from './answer-value'
import { createElementResolver } from './content'
import { noContentFeatures } from './content-features'
import type { AnswerDelivery } from './answer-delivery'
import type { SessionPersistence } from './create-session-persistence'
import type { ResponseQueue } from './create-response-queue'
import { createHostNotifier } from './host-notifier'
import { idleDelivery } from './idle-delivery'
import { loadAnswerDelivery } from './load-answer-delivery'
import { planComputedValues } from './plan-computed-values'
import { syncVisibility } from './sync-visibility'
import { createVisibility } from './create-visibility'
import { toStudyRunnerError } from './errors'
import { unacknowledgedAnswersOf } from './unacknowledged-answers'
import { contentErrorsOf, visiblePagesOf } from './pages'
import { resolveQueueOptions } from './queue-options'
import { withShownElements } from './shown-elements'
import { createRandomId } from './random-id'
import { answerTransition } from './record-answer'
import { layoutSession, type SessionLayout } from './session-layout'
import {
  canMove,
  initialSessionData,
  takesAnswers,
  transition,
  type SessionAction,
} from './session-transitions'
import type {
  StudySessionOptions,
  StudySessionState,
  StudySessionStore,
} from './study-session-types'
import { nextStep, stepToReview, type NextStep } from './next-step'

export type {
  PageSignal,
  StudySessionCallbacks,
  StudySessionOptions,
  StudySessionState,
  StudySessionStatus,
  StudySessionStore,
} from './study-session-types'

/**
 * Creates the store driving one participant through a study (docs/service.md#participant-calls,
 * docs/architecture.md#the-widgets-promises): start or
 * resume, answer, a durable outbox delivered by a response queue, finish exactly once.
 * Framework-free; each widget creates its own, and creating one has no side effects.
 * @example
 * const session = createStudySession({ transport, studyId, content, language: 'en' })
 * await session.getState().start()
 */
export function createStudySession(options: StudySessionOptions): StudySessionStore {
  const now = options.now ?? Date.now
  const isOnline = options.isOnline ?? (() => true)
  const sendMode = options.sendMode ?? 'page'
  const queueOptions = resolveQueueOptions(options.queue)
  const answerVariables = answerVariablesOf(options.content)
  const createKey = options.createIdempotencyKey ?? createRandomId
  let idempotencyKey = createKey()
  const resolve = createElementResolver(options.content)
  const features = options.features ?? noContentFeatures
  const visibility = createVisibility(
    options.content,
    features.conditions,
    new Set(answerVariables.keys()),
  )
  // Every page, hidden ones included; laid out again at start, when the session id seeds the
  // shuffles.
  let layout = layoutSession(options.content, resolve, { panel: features.panel })
  const lay = (seed?: string): SessionLayout =>
    (layout = layoutSession(options.content, resolve, { seed, panel: features.panel }))
  const computed = planComputedValues(options.content, features.conditions, answerVariables)
  const contentErrors = [
    ...contentErrorsOf(layout.allPages),
    ...visibility.errors,
    ...computed.errors,
    ...(features.piping?.findProblems(options.content, answerVariables) ?? []),
  ]
  // The queue's and the device record's code (a chunk of its own): loaded before a session
  // starts or resumes, and the record kept from then on.
  let delivery: AnswerDelivery | null = null
  let sessionStart: ReturnType<AnswerDelivery['createSessionStart']> | undefined
  let persistence: SessionPersistence | undefined
  let pageShownAt = now()
  let queue: ResponseQueue | null = null
  let restoreChecked = false
  let disposed = false

  const notify = createHostNotifier(options)

  const store = createStore<StudySessionState>()((set, get) => {
    // Every change of the session's data is one named transition (session-transitions.ts).
    const dispatch = (action: SessionAction) => set(transition(get(), action))

    function fail(error: unknown, failedAction: 'start' | 'next', report = true) {
      const studyError = toStudyRunnerError(error)
      dispatch({ type: 'failed', error: studyError, failedAction })
      if (report) notify('onError', studyError.toReport())
    }

    function showPage(pageIndex: number) {
      pageShownAt = now()
      const page = get().pages[pageIndex]
      const shownAt = withShownElements(get().shownAt, page, pageShownAt)
      dispatch({ type: 'pageShown', pageIndex, shownAt })
      if (page) notify('onPageChange', { index: pageIndex, moduleId: page.module.id })
    }

    /** Creates the session's queue, replacing any earlier one (its code is loaded by then). */
    function openQueue(session: { sessionId: string; token: string }) {
      queue?.stop()
      const opened = delivery!.openSessionQueue({
        transport: options.transport,
        session,
        presentation: layout.presentation,
        options: queueOptions,
        isOnline,
        get,
        dispatch,
        variables: () => layout.variables,
        notify,
        isCurrent: (candidate) => candidate === queue,
      })
      queue = opened
      return opened
    }

    /** Does what Next (or "Back to review") decided: problems, a page, the review, or finish. */
    function take(step: NextStep | undefined, session: { sessionId: string; token: string }) {
      if (!step) return
      if (step.kind === 'invalid') {
        if (step.pageIndex !== get().pageIndex) showPage(step.pageIndex)
        return dispatch({ type: 'validationFailed', fieldErrors: step.fieldErrors })
      }
      if (step.kind === 'finish') {
        const finishing = queue ?? openQueue(session)
        const context = { get, dispatch, notify, options, persistence, session }
        return delivery!.finishSession({ ...context, queue: finishing, endedBy: step.endedBy })
      }
      // The page's answers are on the device; the queue delivers them while the participant
      // goes on (page mode: now, as one request; stream mode: with the next gathered batch).
      if (sendMode === 'page') queue?.flush()
      else queue?.schedule(queueOptions.streamIntervalMs)
      if (step.kind === 'review') dispatch({ type: 'reviewShown' })
      else showPage(step.pageIndex)
    }

    const beginning = () =>
      (sessionStart ??= delivery!.createSessionStart({
        options,
        queueOptions,
        visibility,
        panel: features.panel,
        get,
        dispatch,
        fail,
        notify,
        showPage,
        lay,
        openQueue,
        persistence: () => persistence,
        idempotencyKey: () => idempotencyKey,
        isDisposed: () => disposed,
        now,
      }))

    return {
      ...initialSessionData({
        content: options.content,
        language: options.language,
        pages: visiblePagesOf(layout.allPages, visibility, {}),
        contentErrors,
        storedOnDevice: options.storage !== undefined,
      }),

      async start() {
        const { status, session } = get()
        if (session || status === 'starting' || status === 'completed') return
        dispatch({ type: 'startRequested' })
        // Fetched beside the content (use-study-content.ts); awaited before the stored session is
        // read or a new one asked for, so no answer is ever given without a queue to send it and
        // a record to keep it.
        const code = loadAnswerDelivery()
        code.catch(() => {})
        const queueReady = async () => {
          try {
            if (!delivery) {
              delivery = await code
              delivery.syncComputed(store, { ...computed, now, notify })
            }
            // The durable outbox (docs/architecture.md#the-widgets-promises), kept from now on.
            if (options.storage && !persistence) {
              persistence = delivery.keepSessionRecord(store, {
                storage: options.storage,
                studyId: options.studyId,
                participantRef: options.participantRef,
                revision: options.content.revision,
                isKnownVariable: (variableCode) => answerVariables.has(variableCode),
              })
            }
            return true
          } catch (error) {
            fail(error, 'start')
            return false
          }
        }
        if (!(await queueReady())) return
        if (!restoreChecked) {
          if (!options.allowRetake && (await persistence?.completedBefore())) {
            return fail(delivery!.alreadyCompleted(), 'start')
          }
          const restored = persistence ? await persistence.load() : null
          restoreChecked = true
          if (restored?.session) return beginning().resume(restored.session)
          if (restored) idempotencyKey = restored.idempotencyKey
        }
        await beginning().startNew()
      },

      setAnswer(variableCode, value) {
        if (!takesAnswers(get().status)) return
        const answered = answerTransition(get(), {
          variableCode,
          value,
          variable: answerVariables.get(variableCode),
          variables: layout.variables,
          now: now(),
          pageShownAt,
        })
        if (!answered) return
        dispatch(answered.action)
        if (!answered.changed) return
        const reported = reportedValueOf(answered.fields, answerVariables.get(variableCode)?.kind)
        notify('onAnswer', { variableCode, value: reported })
        if (sendMode === 'stream') queue?.schedule(queueOptions.streamIntervalMs)
      },

      async next() {
        const { session } = get()
        // Double clicks and clicks during a request change nothing: finish happens once.
        if (session && canMove(get())) await take(nextStep(get(), visibility), session)
      },

      async returnToReview() {
        const { session } = get()
        if (session && canMove(get())) await take(stepToReview(get(), visibility), session)
      },

      back() {
        const { pageIndex, reviewing } = get()
        if (!canMove(get()) || (pageIndex === 0 && !reviewing)) return
        // The review comes after the last page, which stays `pageIndex` meanwhile.
        showPage(reviewing ? pageIndex : pageIndex - 1)
      },

      async goToPage(index) {
        const { pages, pageIndex, reviewing } = get()
        const current = pages[pageIndex]
        if (!current || !canMove(get())) return
        // From the review every page lies back, the last one too.
        if (index === current.index && !reviewing) return
        if (index > current.index) return reviewing ? undefined : get().next()
        const target = pages.findLastIndex((page) => page.index <= index)
        showPage(Math.max(0, target))
      },

      async retry() {
        const { failedAction } = get()
        if (failedAction === 'start') return get().start()
        if (failedAction === 'next') return get().next()
        queue?.retryNow()
      },

      async restart() {
        const { status, session, answers, acknowledged } = get()
        if (status !== 'lost' && status !== 'error') return
        queue?.stop()
        queue = null
        persistence?.forget(session?.sessionId ?? null)
        idempotencyKey = createKey()
        restoreChecked = true
        const { allPages } = lay()
        dispatch({
          type: 'restarted',
          pages: visiblePagesOf(allPages, visibility, {}),
          answers: unacknowledgedAnswersOf(answers, acknowledged),
          delivery: idleDelivery,
        })
        await get().start()
      },

      pageSignal(signal) {
        if (!queue) return
        if (signal === 'online') queue.online()
        else if (signal === 'offline') queue.flush()
        else if (signal === 'hidden') queue.flush({ keepalive: true })
        else queue.sendBeacon()
      },

      whenSaved: () => queue?.drain() ?? Promise.resolve(),

      connect() {
        disposed = false
        const { session, status } = get()
        const stopped = !queue || queue.getState().phase === 'stopped'
        if (session && stopped && status !== 'completed' && status !== 'lost') {
          openQueue(session).flush()
        }
        return () => {
          disposed = true
          queue?.stop()
        }
      },
    }
  })

  syncVisibility(store, { allPages: () => layout.allPages, visibility, now, notify })
  return store
}
