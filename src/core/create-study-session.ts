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
import { createElementResolver, variableCodesOf } from './content'
import { conditionDataOf, createVisibility } from './create-visibility'
import {
  toStudyRunnerError,
  type ContentError,
  type StudyRunnerError,
  type StudyRunnerErrorReport,
} from './errors'
import {
  buildPages,
  contentErrorsOf,
  hiddenElementsOf,
  visiblePagesOf,
  type StudyPage,
} from './pages'
import { createRandomId } from './random-id'
import { acknowledgeBatch, buildResponseBatch, type Answer } from './response-batch'
import type { StudyTransport } from './transport'
import { validatePage, type ValidationMessage } from './validation'

/**
 * Where the participant is in the flow. `loading`: created, the session not started yet;
 * `error`: the last start or Next failed (see `error`, `failedAction`); answers are kept.
 */
export type StudySessionStatus =
  'loading' | 'starting' | 'answering' | 'submitting' | 'finishing' | 'completed' | 'error'

/** Callbacks of the host (DESIGN.md §11); each is optional, and one that throws is logged. */
export interface StudySessionCallbacks {
  /** The service started a session. */
  onSessionStart?: (event: { sessionId: string }) => void
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
  /** The chosen study language, one of `content.languages`. */
  language: string
  /** Passed to session start. */
  participantRef?: string | undefined
  /** Passed to session start; free-form JSON, at most 4 KB serialised. */
  metadata?: Record<string, unknown> | undefined
  /**
   * The clock, in milliseconds (answer times and response times).
   * @default Date.now
   */
  now?: () => number
  /**
   * Makes the `Idempotency-Key` of the session start; called once per store, so a retried start
   * yields the same session.
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
  /** Validation problems of the current page, by `variableCode`. */
  fieldErrors: Record<string, ValidationMessage>
  /** Counts failed validations, so a binding can move focus on each one. */
  validationAttempt: number
  /** The last failure; `null` after a success. */
  error: StudyRunnerError | null
  /** What `retry` repeats. */
  failedAction: 'start' | 'next' | null
  /** The finish answer, once completed. */
  result: SessionFinished | null
  /**
   * Set when a module's `endIf` ended the study early (screen-out): the completion screen shows
   * the module's `endTextKey` (when it has one) instead of the thank-you text.
   */
  endedEarly: { moduleId: string; textKey: string | null } | null
  /** Starts the session; does nothing once started or while starting. */
  start: () => Promise<void>
  /**
   * Records an answer and clears its element's validation error. `value` is an option's value or
   * a number; for a `number` question also the text as typed, read in the session's language
   * ("2,5" in `de`); for a `text` question its text. `null` or an empty text clears the answer.
   * @example setAnswer('ACTIVITY_99', 1) // one option of the multi question ACTIVITY
   */
  setAnswer: (variableCode: string, value: AnswerValue) => void
  /**
   * Validates the page (its visible elements); if it passes, sends its new answers (and clearings
   * of hidden answers) as one batch and shows the next visible page, or finishes the session: on
   * the last page, or early when the module's `endIf` holds as the participant leaves it.
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
  /** Repeats the action that failed. */
  retry: () => Promise<void>
}

/** A study session store: a zustand vanilla store, bound to React by `useStore`. */
export type StudySessionStore = StoreApi<StudySessionState>

/**
 * Creates the store driving one participant through a study (DESIGN.md §4): start, answer,
 * one batch per page, finish exactly once. Framework-free; each widget creates its own.
 * @example
 * const session = createStudySession({ transport, studyId, content, language: 'en' })
 * await session.getState().start()
 */
export function createStudySession(options: StudySessionOptions): StudySessionStore {
  const now = options.now ?? Date.now
  const answerVariables = answerVariablesOf(options.content)
  const idempotencyKey = (options.createIdempotencyKey ?? createRandomId)()
  const resolve = createElementResolver(options.content)
  const visibility = createVisibility(options.content)
  // Every page, hidden ones included; re-built at start, when the session id seeds `randomize`.
  let allPages = buildPages(options.content, resolve)
  const contentErrors = [...contentErrorsOf(allPages), ...visibility.errors]
  let pageShownAt = now()

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
    function fail(error: unknown, failedAction: 'start' | 'next') {
      const studyError = toStudyRunnerError(error)
      set({ status: 'error', error: studyError, failedAction })
      notify('onError', studyError.toReport())
    }

    function showPage(pageIndex: number) {
      pageShownAt = now()
      set({ status: 'answering', pageIndex, fieldErrors: {}, error: null, failedAction: null })
      const page = get().pages[pageIndex]
      if (page) notify('onPageChange', { index: pageIndex, moduleId: page.module.id })
    }

    /** Sends what is left, then finishes once; `endedBy` is the module whose `endIf` held. */
    async function finish(session: { sessionId: string; token: string }, endedBy?: StudyPage) {
      // The last batch takes every answer still unacknowledged: finish only after all (§10).
      await sendBatch(Object.keys(get().answers), session.token, session.sessionId)
      set({ status: 'finishing' })
      const result = await options.transport.finishSession(session.sessionId, {
        token: session.token,
      })
      const endedEarly = endedBy
        ? { moduleId: endedBy.module.id, textKey: endedBy.module.endTextKey ?? null }
        : null
      set({ status: 'completed', result, endedEarly })
      notify('onComplete', {
        sessionId: session.sessionId,
        scores: result.scores,
        ended: endedEarly !== null,
      })
    }

    async function sendBatch(variableCodes: Iterable<string>, token: string, sessionId: string) {
      const { answers, acknowledged } = get()
      const responses = buildResponseBatch({ answers, variableCodes, acknowledged })
      // An empty batch is a 422 (§4), and nothing new is nothing to send.
      if (responses.length === 0) return
      await options.transport.submitResponses(sessionId, { token, responses })
      set({ acknowledged: acknowledgeBatch(get().acknowledged, responses) })
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
      fieldErrors: {},
      validationAttempt: 0,
      error: null,
      failedAction: null,
      result: null,
      endedEarly: null,

      async start() {
        const { status, session } = get()
        if (session || status === 'starting') return
        set({ status: 'starting', error: null, failedAction: null })
        try {
          const started = await options.transport.startSession(
            options.studyId,
            {
              language: options.language,
              ...(options.participantRef !== undefined
                ? { participantRef: options.participantRef }
                : {}),
              ...(options.metadata !== undefined ? { metadata: options.metadata } : {}),
            },
            { idempotencyKey },
          )
          allPages = buildPages(options.content, resolve, { seed: started.sessionId })
          const data = conditionDataOf(get().answers)
          set({
            session: { sessionId: started.sessionId, token: started.token },
            pages: visiblePagesOf(allPages, visibility, data),
            pageIndex: 0,
          })
          notify('onSessionStart', { sessionId: started.sessionId })
          showPage(0)
        } catch (error) {
          fail(error, 'start')
        }
      },

      setAnswer(variableCode, value) {
        const { answers, fieldErrors, status, language } = get()
        if (status === 'completed' || status === 'finishing') return
        const variable = answerVariables.get(variableCode)
        const fields = toAnswerFields(value, variable?.kind, language)
        const previous = answers[variableCode]
        const changed = !previous || !sameAnswerValue(previous, fields)
        // A new spelling of the same number ("4" → "4.0") is kept for the field, not a change.
        if (!changed && previous.entry === fields.entry) return
        const otherErrors = { ...fieldErrors }
        delete otherErrors[variable?.elementCode ?? variableCode]
        const answer = changed
          ? {
              ...fields,
              answeredAt: new Date(now()).toISOString(),
              rtMs: Math.max(0, Math.round(now() - pageShownAt)),
              changes: previous ? previous.changes + 1 : 0,
            }
          : { ...previous, entry: fields.entry }
        if (answer.entry === undefined) delete answer.entry
        set({ answers: { ...answers, [variableCode]: answer }, fieldErrors: otherErrors })
        if (changed) notify('onAnswer', { variableCode, value: reportedValueOf(fields) })
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
        set({ status: 'submitting', fieldErrors: {}, error: null, failedAction: null })
        try {
          if (!following || ends) return await finish(session, ends ? page : undefined)
          // This page's answers, and the clearings of answers hidden since the last batch.
          const variableCodes = [
            ...page.elements.flatMap(variableCodesOf),
            ...hiddenElementsOf(allPages, pages).flatMap(variableCodesOf),
          ]
          await sendBatch(variableCodes, session.token, session.sessionId)
          // Answers may have changed while sending; find the page again by its identity.
          const nextIndex = get().pages.findIndex(
            (candidate) => candidate.index === following.index,
          )
          showPage(nextIndex === -1 ? Math.min(pageIndex + 1, get().pages.length - 1) : nextIndex)
        } catch (error) {
          fail(error, 'next')
        }
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
      },
    }
  })

  // Live showIf (§3): every change of the answers re-decides what is shown, and clears the
  // answers of what is hidden now (the next batch sends those clearings as `valueNum: null`).
  store.subscribe((state, previous) => {
    if (state.answers === previous.answers) return
    const { cleared, ...update } = applyVisibility({
      ...state,
      allPages,
      visibility,
      clearedAt: new Date(now()).toISOString(),
    })
    store.setState(update)
    for (const variableCode of cleared) notify('onAnswer', { variableCode, value: null })
  })
  return store
}
