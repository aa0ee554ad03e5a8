import type { SessionFinished } from '../api/types'
import type { DeliveryState } from './create-response-queue'
import { idleDelivery } from './idle-delivery'
import type { StudyRunnerError } from './errors'
import type { StudyPage } from './pages'
import type { Answer } from './response-batch'
import type { ResumeLinkOutcome } from './resume-link-types'
import type { StudySessionState } from './study-session-types'
import type { ValidationMessage } from './validation'

/** The data of a session store, without its actions. */
export type SessionData = Omit<StudySessionState, SessionActionName>

type SessionActionName =
  | 'start'
  | 'setAnswer'
  | 'next'
  | 'back'
  | 'goToPage'
  | 'returnToReview'
  | 'extendTime'
  | 'retry'
  | 'restart'
  | 'pageSignal'
  | 'whenSaved'
  | 'connect'
  | 'createResumeLink'

type Session = { sessionId: string; token: string }

/**
 * Everything that can happen to a session. Each action names one transition; the store changes
 * only through {@link transition}, so the whole flow reads in this file.
 */
export type SessionAction =
  /** `start()` was called: a stored session is looked for, or a new one is requested. */
  | { type: 'startRequested' }
  /** The widget unmounted while a start was under way: the next mount starts again. */
  | { type: 'startAbandoned' }
  /** The service started a session, or a stored one was taken up (with its answers). */
  | {
      type: 'started'
      session: Session
      pages: StudyPage[]
      pageIndex: number
      resumed?: Pick<
        SessionData,
        'language' | 'answers' | 'acknowledged' | 'sent' | 'shownAt' | 'deadlines'
      >
      /** A new session's answers with its parameters and assigned arm (started-answers.ts). */
      given?: Pick<SessionData, 'answers' | 'acknowledged' | 'sent'>
    }
  /** The resume link the page was opened with was claimed, or found unusable. */
  | { type: 'resumeLinkSettled'; outcome: ResumeLinkOutcome }
  /** The study laid out for this device, before a session exists: the first page comes next. */
  | { type: 'pagesLaidOut'; pages: StudyPage[] }
  /** A page is on screen; `shownAt` adds the first-shown times of its elements. */
  | { type: 'pageShown'; pageIndex: number; shownAt: Record<string, number> }
  /** The participant answered: the new answers, with the answered field's problem gone. */
  | {
      type: 'answered'
      answers: Record<string, Answer>
      fieldErrors: Record<string, ValidationMessage>
    }
  /** Conditions were decided again for new answers: what is shown, and answers cleared. */
  | {
      type: 'visibilityApplied'
      pages: StudyPage[]
      pageIndex: number
      answers: Record<string, Answer>
      fieldErrors: Record<string, ValidationMessage>
      shownAt: Record<string, number>
    }
  /** A timed module's clock started, was extended or ran out (module-timer.ts). */
  | { type: 'deadlinesChanged'; deadlines: SessionData['deadlines'] }
  /** Next on the last page of a study with `review`: the review page is on screen. */
  | { type: 'reviewShown' }
  /** Next found problems on the page. */
  | { type: 'validationFailed'; fieldErrors: Record<string, ValidationMessage> }
  /** The response queue changed: its state, or what it sent or had acknowledged. */
  | { type: 'deliveryChanged'; delivery: DeliveryState }
  | { type: 'batchSent'; sent: Record<string, number> }
  | { type: 'batchAcknowledged'; acknowledged: Record<string, number> }
  /** The last page was left (or an `endIf` held): the outbox empties, then finish is sent. */
  | { type: 'finishRequested' }
  | {
      type: 'completed'
      result: SessionFinished
      endedEarly: SessionData['endedEarly']
      redirect: SessionData['redirect']
    }
  /** A start or a finish failed; answers are kept and `retry` repeats `failedAction`. */
  | { type: 'failed'; error: StudyRunnerError; failedAction: 'start' | 'next' }
  /** The stored session can take no more answers (closed, abandoned, token refused). */
  | { type: 'sessionLost'; error: StudyRunnerError }
  /** A fresh start after a lost session: the unacknowledged answers come along. */
  | {
      type: 'restarted'
      pages: StudyPage[]
      answers: Record<string, Answer>
      delivery: DeliveryState
    }

/**
 * The data of a session store before anything happened: created, no session yet.
 * @example createStore(() => ({ ...initialSessionData(input), ...actions }))
 */
export function initialSessionData(
  input: Pick<SessionData, 'content' | 'language' | 'pages' | 'contentErrors' | 'storedOnDevice'>,
): SessionData {
  return {
    ...input,
    status: 'loading',
    session: null,
    pageIndex: 0,
    answers: {},
    acknowledged: {},
    sent: {},
    shownAt: {},
    delivery: idleDelivery,
    fieldErrors: {},
    validationAttempt: 0,
    error: null,
    failedAction: null,
    result: null,
    endedEarly: null,
    reviewing: false,
    reviewed: false,
    redirect: null,
    deadlines: {},
    resumeLink: null,
  }
}

const cleared = { error: null, failedAction: null } as const

/**
 * The one place a session's data changes: the update each action makes to the current data.
 * Pure; the store applies the result with `setState`.
 * @example transition(state, { type: 'validationFailed', fieldErrors }) // { status: 'answering', … }
 */
export function transition(state: SessionData, action: SessionAction): Partial<SessionData> {
  switch (action.type) {
    case 'startRequested':
      return { status: 'starting', ...cleared }
    case 'startAbandoned':
      return { status: 'loading' }
    case 'started':
      return {
        session: action.session,
        pages: action.pages,
        pageIndex: action.pageIndex,
        ...action.resumed,
        ...action.given,
      }
    case 'resumeLinkSettled':
      return { resumeLink: action.outcome }
    case 'pagesLaidOut':
      return { pages: action.pages }
    case 'deadlinesChanged':
      return { deadlines: action.deadlines }
    case 'pageShown':
      return {
        status: 'answering',
        pageIndex: action.pageIndex,
        reviewing: false,
        fieldErrors: {},
        ...cleared,
        shownAt: action.shownAt,
      }
    case 'reviewShown':
      // The review stands after the last page, which Back then shows.
      return {
        status: 'answering',
        pageIndex: state.pages.length - 1,
        reviewing: true,
        reviewed: true,
        fieldErrors: {},
        ...cleared,
      }
    case 'answered':
      return { answers: action.answers, fieldErrors: action.fieldErrors }
    case 'visibilityApplied':
      return {
        pages: action.pages,
        pageIndex: action.pageIndex,
        answers: action.answers,
        fieldErrors: action.fieldErrors,
        shownAt: action.shownAt,
      }
    case 'validationFailed':
      return {
        status: 'answering',
        fieldErrors: action.fieldErrors,
        validationAttempt: state.validationAttempt + 1,
        ...cleared,
      }
    case 'deliveryChanged':
      return { delivery: action.delivery }
    case 'batchSent':
      return { sent: action.sent }
    case 'batchAcknowledged':
      return { acknowledged: action.acknowledged }
    case 'finishRequested':
      return { status: 'finishing', fieldErrors: {}, ...cleared }
    case 'completed':
      return {
        status: 'completed',
        result: action.result,
        endedEarly: action.endedEarly,
        redirect: action.redirect,
      }
    case 'failed':
      return { status: 'error', error: action.error, failedAction: action.failedAction }
    case 'sessionLost':
      // A completed session stays completed whatever the queue says afterwards.
      if (state.status === 'completed') return {}
      return { status: 'lost', error: action.error, failedAction: null }
    case 'restarted':
      return {
        status: 'loading',
        session: null,
        pages: action.pages,
        pageIndex: 0,
        reviewing: false,
        reviewed: false,
        answers: action.answers,
        acknowledged: {},
        sent: {},
        shownAt: {},
        delivery: action.delivery,
        ...cleared,
      }
  }
}
