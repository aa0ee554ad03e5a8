import { createStore } from 'zustand/vanilla'
import type { SessionFinished } from '../api/types'
import { answerVariablesOf, reportedValueOf, sameAnswerValue, toAnswerFields } from './answer-value'
import { applyVisibility } from './apply-visibility'
import { createElementResolver } from './content'
import {
  createResponseQueue,
  type DeliveryState,
  type ResponseQueue,
} from './create-response-queue'
import { createSessionPersistence } from './create-session-persistence'
import { conditionDataOf, createVisibility } from './create-visibility'
import { isRetryableError, isSessionLostError, toStudyRunnerError } from './errors'
import { createVariableIndex, pendingItemsOf, unacknowledgedAnswersOf } from './outbox'
import { buildPages, contentErrorsOf, visiblePagesOf, type StudyPage } from './pages'
import type { StoredSession } from './persisted-session'
import { resolveQueueOptions } from './queue-options'
import { saveSessionChanges } from './save-session-changes'
import { withShownElements } from './shown-elements'
import { createRandomId } from './random-id'
import { acknowledgeBatch } from './response-batch'
import { retryDelayOf } from './retry-delay'
import type {
  StudySessionCallbacks,
  StudySessionOptions,
  StudySessionState,
  StudySessionStore,
} from './study-session-types'
import { validatePage } from './validation'
import { ownValue } from './own-value'

export type {
  PageSignal,
  StudySessionCallbacks,
  StudySessionOptions,
  StudySessionState,
  StudySessionStatus,
  StudySessionStore,
} from './study-session-types'

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
        shownAt: withShownElements(get().shownAt, page, pageShownAt),
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
        const previous = ownValue(answers, variableCode)
        const changed = !previous || !sameAnswerValue(previous, fields)
        // A new spelling of the same number ("4" → "4.0") is kept for the field, not a change.
        if (!changed && previous.entry === fields.entry) return
        const otherErrors = { ...fieldErrors }
        delete otherErrors[variable?.elementCode ?? variableCode]
        // rtMs: from the question first shown to this change (paradata, §4).
        const elementId = variables.elementOf.get(variableCode)?.id
        const shownAt =
          (elementId !== undefined ? ownValue(get().shownAt, elementId) : undefined) ?? pageShownAt
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
  if (persistence) {
    saveSessionChanges(store, persistence, {
      studyId: options.studyId,
      revision: options.content.revision,
    })
  }
  return store
}
