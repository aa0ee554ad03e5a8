import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Score, SessionFinished, StudyContent } from '../api/types'
import {
  answerVariablesOf,
  reportedValueOf,
  sameAnswerValue,
  toAnswerFields,
  type AnswerValue,
} from './answer-value'
import { applyVisibility } from './apply-visibility'
import type { SendMode } from './check-host-options'
import { createElementResolver } from './content'
import {
  createResponseQueue,
  type DeliveryState,
  type ResponseQueue,
} from './create-response-queue'
import { createSessionPersistence } from './create-session-persistence'
import { conditionDataOf, createVisibility } from './create-visibility'
import {
  isRetryableError,
  isSessionLostError,
  toStudyRunnerError,
  type ContentError,
  type StudyRunnerError,
  type StudyRunnerErrorReport,
} from './errors'
import { createVariableIndex, pendingItemsOf, unacknowledgedAnswersOf } from './outbox'
import { buildPages, contentErrorsOf, visiblePagesOf, type StudyPage } from './pages'
import type { StoredSession } from './persisted-session'
import { resolveQueueOptions, type ResponseQueueOptions } from './queue-options'
import { createRandomId } from './random-id'
import { acknowledgeBatch, type Answer } from './response-batch'
import type { ResponseStorage } from './response-storage'
import { retryDelayOf } from './retry-delay'
import type { StudyTransport } from './transport'
import { validatePage, type ValidationMessage } from './validation'

/**
 * Where the participant is in the flow. `loading`: created, the session not started yet;
 * `error`: the last start or Finish failed (see `error`, `failedAction`); answers are kept;
 * `lost`: the stored session can take no more answers (closed, abandoned, token refused) — the
 * participant is offered {@link StudySessionState.restart}.
 */
export type StudySessionStatus =
  'loading' | 'starting' | 'answering' | 'finishing' | 'completed' | 'error' | 'lost'

/** What the host page tells the widget about the browser (bound by the React adapter). */
export type PageSignal = 'online' | 'offline' | 'hidden' | 'pagehide'

/** Callbacks of the host (DESIGN.md §11); each is optional, and one that throws is logged. */
export interface StudySessionCallbacks {
  /**
   * The service started a session, or a stored one was resumed (`resumed: true`) after a reload
   * or in a reopened tab.
   */
  onSessionStart?: (event: { sessionId: string; resumed?: true }) => void
  /**
   * A page is shown: the first one after the session started, then after each Next / Back.
   * `index` is the page's position among the visible pages, from 0.
   */
  onPageChange?: (event: { index: number; moduleId: string }) => void
  /**
   * The participant gave or changed an answer: a number (an option's value, a number, a slider
   * position, 1/0 for each option of a `multi` question), a text, or `null` when cleared.
   */
  onAnswer?: (event: { variableCode: string; value: number | string | null }) => void
  /** The session was finished; `ended` is true for an early end (a module's `endIf`, screen-out). */
  onComplete?: (event: { sessionId: string; scores: Score[]; ended: boolean }) => void
  /** Something failed; the flow keeps every answer and can be retried. */
  onError?: (report: StudyRunnerErrorReport) => void
}

/** Options of {@link createStudySession}. */
export interface StudySessionOptions extends StudySessionCallbacks {
  transport: StudyTransport
  studyId: string
  /** The loaded study content. */
  content: StudyContent
  /** The chosen study language, one of `content.languages`; a resumed session keeps its own. */
  language: string
  /** Passed to session start; also keeps each participant's stored state apart. */
  participantRef?: string | undefined
  /** Passed to session start; free-form JSON, at most 4 KB serialised. */
  metadata?: Record<string, unknown> | undefined
  /**
   * Where the session and its unacknowledged answers are kept on the device, so a reload or a
   * reopened tab resumes it (`persist`, DESIGN.md §10). Without one, they live in memory only.
   * @default undefined (memory only)
   */
  storage?: ResponseStorage | undefined
  /**
   * `'page'`: the answers go when the participant leaves a page (one request per page);
   * `'stream'`: shortly after they are given, gathered for `queue.streamIntervalMs`. Both also
   * flush when the tab is hidden and before finish.
   * @default 'page'
   */
  sendMode?: SendMode | undefined
  /** Retry, timeout and batching of the response queue. */
  queue?: ResponseQueueOptions | undefined
  /**
   * Whether the browser is online (`navigator.onLine`); while not, nothing is sent.
   * @default () => true
   */
  isOnline?: () => boolean
  /**
   * The clock, in milliseconds (answer times and response times).
   * @default Date.now
   */
  now?: () => number
  /**
   * Makes the `Idempotency-Key` of a session start; called once per store (and for a fresh start
   * after a lost session), so a retried start yields the same session.
   * @default createRandomId
   */
  createIdempotencyKey?: () => string
}

/** The state of one participant's run through a study, and its actions. */
export interface StudySessionState {
  status: StudySessionStatus
  content: StudyContent
  language: string
  /**
   * The pages the participant sees with the current answers (DESIGN.md §3), each with only its
   * visible elements; recomputed live as answers change `showIf` outcomes. Modules marked
   * `randomize` are shuffled once the session id is known (at start).
   */
  pages: StudyPage[]
  /**
   * One per element that cannot be shown and per malformed `showIf` / `endIf`; found when the
   * store is created.
   */
  contentErrors: ContentError[]
  session: { sessionId: string; token: string } | null
  /** The page on screen: its position in `pages`. The last page is `pages.length - 1`. */
  pageIndex: number
  /** Answers by `variableCode`; never dropped, whatever fails. */
  answers: Record<string, Answer>
  /** The `changes` count of each answer the service acknowledged, by `variableCode`. */
  acknowledged: Record<string, number>
  /** The `changes` count of each answer last sent (acknowledged or in flight), by `variableCode`. */
  sent: Record<string, number>
  /** When each element was first shown (ms), by element id: the start of its `rtMs`. */
  shownAt: Record<string, number>
  /** Where the response queue stands (sending, waiting for a retry, offline, blocked). */
  delivery: DeliveryState
  /** Whether unacknowledged answers are kept on the device (a `storage` was given). */
  storedOnDevice: boolean
  /** Validation problems of the current page, by `variableCode`. */
  fieldErrors: Record<string, ValidationMessage>
  /** Counts failed validations, so a binding can move focus on each one. */
  validationAttempt: number
  /** The last failure; `null` after a success. */
  error: StudyRunnerError | null
  /** What `retry` repeats: the start, or the Next / Finish that could not finish the session. */
  failedAction: 'start' | 'next' | null
  /** The finish answer, once completed. */
  result: SessionFinished | null
  /**
   * Set when a module's `endIf` ended the study early (screen-out): the completion screen shows
   * the module's `endTextKey` (when it has one) instead of the thank-you text.
   */
  endedEarly: { moduleId: string; textKey: string | null } | null
  /**
   * Starts the session — or resumes the one stored on the device, on its page with every
   * answer; does nothing once started or while starting.
   */
  start: () => Promise<void>
  /**
   * Records an answer (on the device at once, when stored) and clears its element's validation
   * error. `value` is an option's value or a number; for a `number` question also the text as
   * typed, read in the session's language ("2,5" in `de`); for a `text` question its text.
   * `null` or an empty text clears the answer.
   * @example setAnswer('ACTIVITY_99', 1) // one option of the multi question ACTIVITY
   */
  setAnswer: (variableCode: string, value: AnswerValue) => void
  /**
   * Validates the page (its visible elements); if it passes, hands its answers (and clearings of
   * hidden answers) to the response queue and shows the next visible page at once — or
   * finishes the session: on the last page, or early when the module's `endIf` holds as the
   * participant leaves it. Finish waits until every answer is acknowledged, and happens once.
   */
  next: () => Promise<void>
  /** Shows the previous visible page; answers are kept. */
  back: () => void
  /**
   * Moves to the page whose {@link StudyPage.index} is `index` (browser history): back at once
   * (to the nearest visible page before it when it is hidden now), forward only through
   * {@link StudySessionState.next}, one validated page at a time.
   */
  goToPage: (index: number) => Promise<void>
  /** Repeats the action that failed, or sends again now after the queue was refused. */
  retry: () => Promise<void>
  /**
   * After the stored session was lost: starts a new session from the first page, with the
   * answers the old one never acknowledged filled in.
   */
  restart: () => Promise<void>
  /** Tells the queue what the page does: back online, gone offline, hidden, being unloaded. */
  pageSignal: (signal: PageSignal) => void
  /**
   * Resolves once the response queue rests: everything it was given to send is acknowledged
   * (answers of the page on screen wait for Next in page mode). Rejects when it is refused.
   */
  whenSaved: () => Promise<void>
  /**
   * Lets the store deliver (call when the widget mounts); answers the disconnect, which stops
   * the queue's timers and requests (the widget unmounts) and keeps the stored state. Connecting
   * again takes delivery up where it stopped.
   */
  connect: () => () => void
}

/** A study session store: a zustand vanilla store, bound to React by `useStore`. */
export type StudySessionStore = StoreApi<StudySessionState>

const idleDelivery: DeliveryState = {
  phase: 'idle',
  attempt: 0,
  error: null,
  retryAt: null,
  acknowledgedRequests: 0,
}

/**
 * Creates the store driving one participant through a study (DESIGN.md §4, §10): start or
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
  const visibility = createVisibility(options.content)
  // Every page, hidden ones included; re-built at start, when the session id seeds `randomize`.
  let allPages = buildPages(options.content, resolve)
  let variables = createVariableIndex(allPages)
  const contentErrors = [...contentErrorsOf(allPages), ...visibility.errors]
  const persistence = options.storage
    ? createSessionPersistence({
        storage: options.storage,
        studyId: options.studyId,
        participantRef: options.participantRef,
        isKnownVariable: (variableCode) => answerVariables.has(variableCode),
      })
    : undefined
  let pageShownAt = now()
  let queue: ResponseQueue | null = null
  let restoreChecked = false
  let disposed = false

  // A throwing host callback must not break the flow (e.g. turn a completed session into an error).
  function notify<K extends keyof StudySessionCallbacks>(
    name: K,
    event: Parameters<NonNullable<StudySessionCallbacks[K]>>[0],
  ) {
    try {
      ;(options[name] as ((value: typeof event) => void) | undefined)?.(event)
    } catch (error) {
      console.error(`[study-runner] the host's ${name} callback threw`, error)
    }
  }

  const store = createStore<StudySessionState>()((set, get) => {
    function fail(error: unknown, failedAction: 'start' | 'next', report = true) {
      const studyError = toStudyRunnerError(error)
      set({ status: 'error', error: studyError, failedAction })
      if (report) notify('onError', studyError.toReport())
    }

    function showPage(pageIndex: number) {
      pageShownAt = now()
      const page = get().pages[pageIndex]
      set({
        status: 'answering',
        pageIndex,
        fieldErrors: {},
        error: null,
        failedAction: null,
        shownAt: withShownElements(get().shownAt, page),
      })
      if (page) notify('onPageChange', { index: pageIndex, moduleId: page.module.id })
    }

    function pendingItems() {
      const { answers, acknowledged, sent } = get()
      return pendingItemsOf({ answers, acknowledged, sent, index: variables })
    }

    /** Creates the session's queue; its refusals surface here (§4: a lost session, 4xx). */
    function openQueue(session: { sessionId: string; token: string }) {
      queue?.stop()
      const opened = createResponseQueue({
        transport: options.transport,
        session,
        options: queueOptions,
        isOnline,
        pending: pendingItems,
        onSend: (items) => set({ sent: acknowledgeBatch(get().sent, items) }),
        acknowledge: (items) => set({ acknowledged: acknowledgeBatch(get().acknowledged, items) }),
      })
      queue = opened
      opened.subscribe((delivery, previous) => {
        if (queue !== opened) return
        set({ delivery })
        const error = delivery.error
        if (delivery.phase !== 'blocked' || previous.phase === 'blocked' || !error) return
        if (isSessionLostError(error) && get().status !== 'completed') {
          set({ status: 'lost', error, failedAction: null })
        }
        notify('onError', error.toReport())
      })
      set({ delivery: opened.getState() })
      return opened
    }

    /** Takes up a stored session where it was left: its page, its answers, its outbox. */
    function resume(stored: StoredSession) {
      const session = { sessionId: stored.sessionId, token: stored.token }
      allPages = buildPages(options.content, resolve, { seed: stored.sessionId })
      variables = createVariableIndex(allPages)
      const pages = visiblePagesOf(
        allPages,
        visibility,
        conditionDataOf(stored.answers),
        stored.page,
      )
      const found = pages.findLastIndex((page) => page.index <= stored.page)
      set({
        session,
        language: options.content.languages.includes(stored.language)
          ? stored.language
          : options.language,
        pages,
        pageIndex: Math.max(0, found),
        answers: stored.answers,
        acknowledged: stored.acknowledged,
        sent: stored.sent,
        shownAt: stored.shownAt,
      })
      openQueue(session)
      notify('onSessionStart', { sessionId: session.sessionId, resumed: true })
      showPage(get().pageIndex)
      queue?.flush()
    }

    async function startNew() {
      persistence?.savePointer(idempotencyKey, null)
      const body = {
        language: options.language,
        ...(options.participantRef !== undefined ? { participantRef: options.participantRef } : {}),
        ...(options.metadata !== undefined ? { metadata: options.metadata } : {}),
      }
      for (let attempt = 0; ; attempt++) {
        try {
          const started = await options.transport.startSession(options.studyId, body, {
            idempotencyKey,
          })
          const session = { sessionId: started.sessionId, token: started.token }
          persistence?.savePointer(idempotencyKey, started.sessionId)
          allPages = buildPages(options.content, resolve, { seed: started.sessionId })
          variables = createVariableIndex(allPages)
          set({
            session,
            pages: visiblePagesOf(allPages, visibility, conditionDataOf(get().answers)),
            pageIndex: 0,
          })
          openQueue(session)
          notify('onSessionStart', { sessionId: started.sessionId })
          showPage(0)
          return
        } catch (error) {
          // The same Idempotency-Key makes a retried start harmless (§4).
          // Unmounted meanwhile: stop here; the next mount's start tries again, with the same key.
          if (disposed) return set({ status: 'loading' })
          if (isRetryableError(error) && attempt < queueOptions.startRetries) {
            await new Promise((wait) =>
              setTimeout(wait, retryDelayOf(attempt, error, queueOptions)),
            )
            continue
          }
          fail(error, 'start')
          return
        }
      }
    }

    /** Empties the outbox, then finishes once; `endedBy` is the module whose `endIf` held. */
    async function finish(session: { sessionId: string; token: string }, endedBy?: StudyPage) {
      set({ status: 'finishing', fieldErrors: {}, error: null, failedAction: null })
      const finishing = queue ?? openQueue(session)
      let result: SessionFinished
      try {
        result = await finishing.finish()
      } catch (error) {
        // The queue reported its refusal (onError, or the lost-session screen) already.
        if (get().status === 'finishing') fail(error, 'next', false)
        return
      }
      if (get().status !== 'finishing') return
      const endedEarly = endedBy
        ? { moduleId: endedBy.module.id, textKey: endedBy.module.endTextKey ?? null }
        : null
      // Completed: the token is of no further use, and must not resume anything (§10).
      finishing.stop()
      persistence?.forget(session.sessionId)
      set({ status: 'completed', result, endedEarly })
      notify('onComplete', {
        sessionId: session.sessionId,
        scores: result.scores,
        ended: endedEarly !== null,
      })
    }

    return {
      status: 'loading',
      content: options.content,
      language: options.language,
      pages: visiblePagesOf(allPages, visibility, {}),
      contentErrors,
      session: null,
      pageIndex: 0,
      answers: {},
      acknowledged: {},
      sent: {},
      shownAt: {},
      delivery: idleDelivery,
      storedOnDevice: persistence !== undefined,
      fieldErrors: {},
      validationAttempt: 0,
      error: null,
      failedAction: null,
      result: null,
      endedEarly: null,

      async start() {
        const { status, session } = get()
        if (session || status === 'starting' || status === 'completed') return
        set({ status: 'starting', error: null, failedAction: null })
        if (!restoreChecked) {
          restoreChecked = true
          const restored = persistence ? await persistence.load() : null
          if (restored?.session) return resume(restored.session)
          if (restored) idempotencyKey = restored.idempotencyKey
        }
        await startNew()
      },

      setAnswer(variableCode, value) {
        const { answers, fieldErrors, status, language } = get()
        if (status === 'completed' || status === 'finishing' || status === 'lost') return
        const variable = answerVariables.get(variableCode)
        const fields = toAnswerFields(value, variable?.kind, language)
        const previous = answers[variableCode]
        const changed = !previous || !sameAnswerValue(previous, fields)
        // A new spelling of the same number ("4" → "4.0") is kept for the field, not a change.
        if (!changed && previous.entry === fields.entry) return
        const otherErrors = { ...fieldErrors }
        delete otherErrors[variable?.elementCode ?? variableCode]
        // rtMs: from the question first shown to this change (paradata, §4).
        const elementId = variables.elementOf.get(variableCode)?.id
        const shownAt =
          (elementId !== undefined ? get().shownAt[elementId] : undefined) ?? pageShownAt
        const answer = changed
          ? {
              ...fields,
              answeredAt: new Date(now()).toISOString(),
              rtMs: Math.max(0, Math.round(now() - shownAt)),
              changes: previous ? previous.changes + 1 : 0,
            }
          : { ...previous, entry: fields.entry }
        if (answer.entry === undefined) delete answer.entry
        set({ answers: { ...answers, [variableCode]: answer }, fieldErrors: otherErrors })
        if (!changed) return
        notify('onAnswer', { variableCode, value: reportedValueOf(fields) })
        if (sendMode === 'stream') queue?.schedule(queueOptions.streamIntervalMs)
      },

      async next() {
        const { status, session, pages, pageIndex, answers } = get()
        // Double clicks and clicks during a request change nothing: finish happens once.
        if (!session || (status !== 'answering' && status !== 'error')) return
        const page = pages[pageIndex]
        if (!page) return
        const fieldErrors = validatePage(page, answers)
        if (Object.keys(fieldErrors).length > 0) {
          set({
            status: 'answering',
            fieldErrors,
            validationAttempt: get().validationAttempt + 1,
            error: null,
            failedAction: null,
          })
          return
        }
        const following = pages[pageIndex + 1]
        // endIf is read as the participant leaves the module's last visible page (§3).
        const leavesModule = following?.module !== page.module
        const ends = leavesModule && visibility.endsAfter(page.module, conditionDataOf(answers))
        if (!following || ends) return finish(session, ends ? page : undefined)
        // The page's answers are on the device; the queue delivers them while the participant
        // goes on (page mode: now, as one request; stream mode: with the next gathered batch).
        if (sendMode === 'page') queue?.flush()
        else queue?.schedule(queueOptions.streamIntervalMs)
        showPage(pageIndex + 1)
      },

      back() {
        const { status, pageIndex } = get()
        if ((status !== 'answering' && status !== 'error') || pageIndex === 0 || !get().session) {
          return
        }
        showPage(pageIndex - 1)
      },

      async goToPage(index) {
        const { status, session, pages, pageIndex } = get()
        const current = pages[pageIndex]
        if (!session || !current || (status !== 'answering' && status !== 'error')) return
        if (index === current.index) return
        if (index > current.index) return get().next()
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
        allPages = buildPages(options.content, resolve)
        variables = createVariableIndex(allPages)
        set({
          status: 'loading',
          session: null,
          pages: visiblePagesOf(allPages, visibility, {}),
          pageIndex: 0,
          answers: unacknowledgedAnswersOf(answers, acknowledged),
          acknowledged: {},
          sent: {},
          shownAt: {},
          delivery: idleDelivery,
          error: null,
          failedAction: null,
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

  // Live showIf (§3): every change of the answers re-decides what is shown, and clears the
  // answers of what is hidden now (the queue sends those clearings as `valueNum: null`).
  store.subscribe((state, previous) => {
    if (state.answers === previous.answers) return
    const { cleared, ...update } = applyVisibility({
      ...state,
      // An answer that went out may be stored even without an acknowledgement: clear it too.
      acknowledged: { ...state.acknowledged, ...state.sent },
      allPages,
      visibility,
      clearedAt: new Date(now()).toISOString(),
    })
    const shownAt = withShownElements(state.shownAt, update.pages[update.pageIndex], now())
    store.setState(shownAt === state.shownAt ? update : { ...update, shownAt })
    for (const variableCode of cleared) notify('onAnswer', { variableCode, value: null })
  })

  // The durable outbox (§10): the session's record is rewritten whenever what it holds changes.
  let written: unknown[] = []
  store.subscribe(() => {
    const state = store.getState()
    if (!persistence || !state.session || state.status === 'completed') return
    const page = state.pages[state.pageIndex]
    const members = [
      state.session,
      state.answers,
      state.acknowledged,
      state.sent,
      state.shownAt,
      page?.index,
      state.language,
    ]
    if (members.every((member, index) => member === written[index])) return
    written = members
    persistence.saveSession({
      studyId: options.studyId,
      sessionId: state.session.sessionId,
      token: state.session.token,
      language: state.language,
      revision: options.content.revision,
      page: page?.index ?? 0,
      answers: state.answers,
      acknowledged: state.acknowledged,
      sent: state.sent,
      shownAt: state.shownAt,
    })
  })
  return store

  function withShownElements(
    shownAt: Record<string, number>,
    page: StudyPage | undefined,
    at = pageShownAt,
  ): Record<string, number> {
    const fresh = page?.elements.filter((element) => !(element.id in shownAt)) ?? []
    if (fresh.length === 0) return shownAt
    return { ...shownAt, ...Object.fromEntries(fresh.map((element) => [element.id, at])) }
  }
}
