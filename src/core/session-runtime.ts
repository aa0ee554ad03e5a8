import type { Module } from '../api/types'
import { reportedValueOf } from './answer-value'
import { createModuleTimer } from './module-timer'
import { loadResumeSession } from './load-resume-session'
import { nextStep, stepAfterModule, stepToReview, type NextStep } from './next-step'
import { createPaintTimes } from './paint-times'
import { resolveQueueOptions } from './queue-options'
import { answerTransition } from './record-answer'
import type { ResponseQueue } from './create-response-queue'
import type { SessionPersistence } from './create-session-persistence'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type {
  RuntimeDelivery,
  SessionActions,
  SessionRuntimeContext,
} from './session-runtime-types'
import { canMove as onPageNow, takesAnswers } from './session-moves'
import { createSessionStart } from './session-start'
import type { SessionAction } from './session-transitions'
import { withShownElements } from './shown-elements'
import { syncComputed } from './sync-computed'
import { syncVisibility } from './sync-visibility'
import { unacknowledgedAnswersOf } from './unacknowledged-answers'

export type {
  RuntimeDelivery,
  SessionActions,
  SessionRuntimeContext,
} from './session-runtime-types'

/**
 * What a session does once its code is there (docs/architecture.md#the-widgets-promises): the
 * first page shown without asking the service for anything, the session started by the
 * participant's first answer or Next, answers recorded and delivered by a response queue, pages
 * moved through, finish exactly once. Part of the delivery chunk (answer-delivery.ts), which the
 * store loads beside the content and installs as its actions; it imports nothing of the entry,
 * and what it shares with it is handed in (`pieces`).
 */
export function createSessionRuntime(
  context: SessionRuntimeContext,
  delivery: RuntimeDelivery,
  pieces: ResponseQueuePieces,
): SessionActions {
  const { store, options, visibility, answerVariables, notify } = context
  const { get } = { get: store.getState }
  const now = options.now ?? Date.now
  const isOnline = options.isOnline ?? (() => true)
  const sendMode = options.sendMode ?? 'page'
  const queueOptions = resolveQueueOptions(options.queue)
  const { transition, toStudyRunnerError } = pieces
  let layout = context.lay()
  let persistence: SessionPersistence | undefined
  let pageShownAt = now()
  // The first page is on screen already (create-study-session.ts): shown since then.
  let onScreenSince = context.firstPageShownAt
  let queue: ResponseQueue | null = null
  let disposed = false
  // rtMs on the page's own clock, from each question's first paint (not with a host's `now`).
  const paintTimes = createPaintTimes(get, options.now !== undefined)

  // Every change of the session's data is one named transition (session-transitions.ts).
  const dispatch = (action: SessionAction) => store.setState(transition(get(), action))

  function fail(error: unknown, failedAction: 'start' | 'next', report = true) {
    const studyError = toStudyRunnerError(error)
    dispatch({ type: 'failed', error: studyError, failedAction })
    if (report) notify('onError', studyError.toReport())
  }

  function showPage(pageIndex: number) {
    pageShownAt = onScreenSince ?? now()
    onScreenSince = null
    const page = get().pages[pageIndex]
    const shownAt = withShownElements(get().shownAt, page, pageShownAt)
    dispatch({ type: 'pageShown', pageIndex, shownAt })
    if (page) notify('onPageChange', { index: pageIndex, moduleId: page.module.id })
  }

  /** Creates the session's queue, replacing any earlier one. */
  function openQueue(session: { sessionId: string; token: string }) {
    queue?.stop()
    const opened = delivery.openSessionQueue({
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

  const beginning = createSessionStart(
    {
      options,
      queueOptions,
      visibility,
      panel: context.features.panel,
      get,
      dispatch,
      fail,
      notify,
      showPage,
      lay: (seed) => (layout = context.lay(seed)),
      firstSeed: context.firstSeed,
      openQueue,
      persistence: () => persistence,
      isKnownVariable: (variableCode) => answerVariables.has(variableCode),
      isDisposed: () => disposed,
      now,
    },
    pieces,
  )

  /** Does what Next (or "Back to review") decided: problems, a page, the review, or finish. */
  async function take(step: NextStep | undefined) {
    if (!step) return
    if (step.kind === 'invalid') {
      if (step.pageIndex !== get().pageIndex) showPage(step.pageIndex)
      return dispatch({ type: 'validationFailed', fieldErrors: step.fieldErrors })
    }
    // Leaving a page with every answer valid: the session exists from here on, whatever the
    // page held (a page of text only starts it too).
    let session = get().session
    if (!session) {
      waiting = true
      session = await beginning.begin('next').finally(() => (waiting = false))
      if (!session) return
    }
    if (step.kind === 'finish') {
      const finishing = queue ?? openQueue(session)
      const finish = { get, dispatch, notify, options, persistence, session }
      return delivery.finishSession({ ...finish, queue: finishing, endedBy: step.endedBy })
    }
    // The page's answers are on the device; the queue delivers them while the participant
    // goes on (page mode: now, as one request; stream mode: with the next gathered batch).
    if (sendMode === 'page') queue?.flush()
    else queue?.schedule(queueOptions.streamIntervalMs)
    // A module whose time ran out is passed over, not shown for a moment.
    const closed = step.kind === 'page' ? get().pages[step.pageIndex]?.module : undefined
    if (closed && timer.isClosed(closed)) return timeUp(closed)
    if (step.kind === 'review') dispatch({ type: 'reviewShown' })
    else showPage(step.pageIndex)
  }

  /** Time is up for `module` on one of its pages: on with what is answered, required waived. */
  function timeUp(module: Module) {
    timer.markExpired(module)
    const step = stepAfterModule(get(), module, visibility, pieces)
    if (!step) return
    void take(step)
  }

  const timer = createModuleTimer({
    get,
    dispatch,
    now,
    shownSince: () => onScreenSince ?? pageShownAt,
    // Entering a timed module is taking part: its clock is kept with a session.
    started: () => void beginning.begin('answer'),
    expire: timeUp,
  })

  store.subscribe((state, previous) => {
    const moved =
      state.pages !== previous.pages ||
      state.pageIndex !== previous.pageIndex ||
      state.reviewing !== previous.reviewing ||
      state.status !== previous.status
    if (moved || state.deadlines !== previous.deadlines) timer.check()
    if (moved) paintTimes.notePage()
  })

  // Set while Next waits for the session to start: further clicks change nothing.
  let waiting = false
  /** Whether Next, Back and history moves apply: a page is on screen and nothing under way. */
  const canMove = () => !waiting && onPageNow(get())

  syncVisibility(store, { allPages: () => layout.allPages, visibility, now, notify }, pieces)
  syncComputed(store, { ...context.computed, now, notify }, pieces)

  return {
    async start() {
      const { status, session } = get()
      if (session || status === 'starting' || status === 'completed') return
      // A first page on screen stays there while the device is looked at: no loading between.
      const onScreen = onScreenSince !== null
      if (!onScreen) dispatch({ type: 'startRequested' })
      // The durable outbox (docs/architecture.md#the-widgets-promises), kept from now on.
      if (options.storage && !persistence) {
        persistence = delivery.keepSessionRecord(store, {
          storage: options.storage,
          studyId: options.studyId,
          keys: pieces.storageKeysOf(options.studyId, options.participantRef),
          version: pieces.persistedVersion,
          revision: options.content.revision,
          isKnownVariable: (variableCode) => answerVariables.has(variableCode),
        })
      }
      await beginning.prepare()
      onScreenSince = null
      // The page did not move, so the store's subscriber above saw nothing: its clock starts now.
      // Its paint went unnoted: response times count from when it was shown (`shownAt`).
      if (onScreen) timer.check()
    },

    setAnswer(variableCode, value) {
      if (!takesAnswers(get().status)) return
      const answered = answerTransition(
        get(),
        {
          variableCode,
          value,
          variable: answerVariables.get(variableCode),
          variables: layout.variables,
          now: now(),
          pageShownAt,
          rtMs: paintTimes.responseTime(layout.variables.elementOf.get(variableCode)?.id),
        },
        pieces,
      )
      if (!answered) return
      dispatch(answered.action)
      if (!answered.changed) return
      const reported = reportedValueOf(answered.fields, answerVariables.get(variableCode)?.kind)
      notify('onAnswer', { variableCode, value: reported })
      // The first answer starts the session; until it exists the answers wait on the device.
      if (!get().session) {
        beginning.keepPending()
        void beginning.begin('answer')
      } else if (sendMode === 'stream') queue?.schedule(queueOptions.streamIntervalMs)
    },

    async next() {
      // Double clicks and clicks during a request change nothing: finish happens once.
      if (canMove()) await take(nextStep(get(), visibility, pieces))
    },

    async returnToReview() {
      if (canMove()) await take(stepToReview(get(), visibility, pieces))
    },

    back() {
      const { pages, pageIndex, reviewing } = get()
      if (!canMove()) return
      // The review comes after the last page, which stays `pageIndex` meanwhile; a module whose
      // time ran out is passed over.
      let target = reviewing ? pageIndex : pageIndex - 1
      while (target >= 0 && timer.isClosed(pages[target]?.module)) target--
      if (target >= 0) showPage(target)
    },

    async goToPage(index) {
      const { pages, pageIndex, reviewing } = get()
      const current = pages[pageIndex]
      if (!current || !canMove()) return
      // From the review every page lies back, the last one too.
      if (index === current.index && !reviewing) return
      if (index > current.index) return reviewing ? undefined : get().next()
      const target = Math.max(
        0,
        pages.findLastIndex((page) => page.index <= index),
      )
      if (!timer.isClosed(pages[target]?.module)) showPage(target)
    },

    extendTime: () => timer.extend(),

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
      const allPages = beginning.renew()
      dispatch({
        type: 'restarted',
        pages: pieces.visiblePagesOf(allPages, visibility, {}),
        answers: unacknowledgedAnswersOf(answers, acknowledged, pieces),
        delivery: pieces.idleDelivery,
      })
      // The participant asked for a new session, with answers to deliver: it starts now.
      showPage(0)
      await beginning.begin('next')
    },

    pageSignal(signal) {
      if (!queue) {
        // A session the first answer is starting: what the page said applies once it exists.
        void beginning.settled().then(() => queue && get().pageSignal(signal))
        return
      }
      if (signal === 'online') queue.online()
      else if (signal === 'offline') queue.flush()
      else if (signal === 'hidden') queue.flush({ keepalive: true })
      else queue.sendBeacon()
    },

    async whenSaved() {
      await beginning.settled()
      await queue?.drain()
    },

    createResumeLink: async (input) =>
      (await loadResumeSession(pieces)).createResumeLink(
        {
          options,
          get,
          begin: () => beginning.begin('resume link'),
          startError: beginning.startError,
          queueOf: (session) => queue ?? openQueue(session),
          seed: beginning.seed,
          isOnline,
          timeoutMs: queueOptions.requestTimeoutMs,
          notify,
        },
        input,
      ),

    connect() {
      disposed = false
      paintTimes.start()
      timer.check()
      const { session, status } = get()
      const stopped = !queue || queue.getState().phase === 'stopped'
      if (session && stopped && status !== 'completed' && status !== 'lost') {
        openQueue(session).flush()
      }
      return () => {
        disposed = true
        queue?.stop()
        timer.stop()
        paintTimes.stop()
      }
    },
  }
}
