import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Score, SessionFinished, StudyContent } from '../api/types'
import { createElementResolver } from './content'
import {
  toStudyRunnerError,
  type ContentError,
  type StudyRunnerError,
  type StudyRunnerErrorReport,
} from './errors'
import { buildPages, contentErrorsOf, type StudyPage } from './pages'
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
  /** A page is shown: the first one after the session started, then after each Next / Back. */
  onPageChange?: (event: { index: number; moduleId: string }) => void
  /** The participant gave or changed an answer. */
  onAnswer?: (event: { variableCode: string; value: number | null }) => void
  /** The session was finished; `ended` is true for an early end (screen-out, later). */
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
  pages: StudyPage[]
  /** One per element that cannot be shown; found when the store is created. */
  contentErrors: ContentError[]
  session: { sessionId: string; token: string } | null
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
  /** Starts the session; does nothing once started or while starting. */
  start: () => Promise<void>
  /** Records an answer (`null` clears it) and clears that field's validation error. */
  setAnswer: (variableCode: string, value: number | null) => void
  /**
   * Validates the page; if it passes, sends its new answers as one batch and shows the next page,
   * or, on the last page, finishes the session.
   */
  next: () => Promise<void>
  /** Shows the previous page. */
  back: () => void
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
  const idempotencyKey = (options.createIdempotencyKey ?? createRandomId)()
  const pages = buildPages(options.content, createElementResolver(options.content))
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

  return createStore<StudySessionState>()((set, get) => {
    function fail(error: unknown, failedAction: 'start' | 'next') {
      const studyError = toStudyRunnerError(error)
      set({ status: 'error', error: studyError, failedAction })
      notify('onError', studyError.toReport())
    }

    function showPage(pageIndex: number) {
      pageShownAt = now()
      set({ status: 'answering', pageIndex, fieldErrors: {}, error: null, failedAction: null })
      const page = pages[pageIndex]
      if (page) notify('onPageChange', { index: pageIndex, moduleId: page.module.id })
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
      pages,
      contentErrors: contentErrorsOf(pages),
      session: null,
      pageIndex: 0,
      answers: {},
      acknowledged: {},
      fieldErrors: {},
      validationAttempt: 0,
      error: null,
      failedAction: null,
      result: null,

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
          set({ session: { sessionId: started.sessionId, token: started.token } })
          notify('onSessionStart', { sessionId: started.sessionId })
          showPage(0)
        } catch (error) {
          fail(error, 'start')
        }
      },

      setAnswer(variableCode, value) {
        const { answers, fieldErrors, status } = get()
        if (status === 'completed' || status === 'finishing') return
        const previous = answers[variableCode]
        if (previous && previous.valueNum === value) return
        const otherErrors = { ...fieldErrors }
        delete otherErrors[variableCode]
        set({
          answers: {
            ...answers,
            [variableCode]: {
              valueNum: value,
              answeredAt: new Date(now()).toISOString(),
              rtMs: Math.max(0, Math.round(now() - pageShownAt)),
              changes: previous ? previous.changes + 1 : 0,
            },
          },
          fieldErrors: otherErrors,
        })
        notify('onAnswer', { variableCode, value })
      },

      async next() {
        const { status, session, pageIndex, answers } = get()
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
        const isLast = pageIndex === pages.length - 1
        set({ status: 'submitting', fieldErrors: {}, error: null, failedAction: null })
        try {
          // The last batch takes every answer still unacknowledged: finish only after all (§10).
          const variableCodes = isLast
            ? Object.keys(get().answers)
            : page.elements.flatMap((element) =>
                element.kind === 'invalid' ? [] : [element.variableCode],
              )
          await sendBatch(variableCodes, session.token, session.sessionId)
          if (!isLast) return showPage(pageIndex + 1)
          set({ status: 'finishing' })
          const result = await options.transport.finishSession(session.sessionId, {
            token: session.token,
          })
          set({ status: 'completed', result })
          notify('onComplete', {
            sessionId: session.sessionId,
            scores: result.scores,
            ended: false,
          })
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

      async retry() {
        const { failedAction } = get()
        if (failedAction === 'start') return get().start()
        if (failedAction === 'next') return get().next()
      },
    }
  })
}
