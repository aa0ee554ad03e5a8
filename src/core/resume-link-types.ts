import type { Answer } from './response-batch'
import type { ModuleDeadline } from './study-session-types'

// The widget's side of the proxy's fifth route (docs/architecture.md#continue-on-another-device).

/** A session's place as a resume link carries it: enough for another device to go on. */
export interface ResumePlace {
  studyId: string
  sessionId: string
  /** The session token: kept in the proxy's store, never put in a URL. */
  token: string
  /** The page on screen, as its `StudyPage.index`. */
  page: number
  /** The answers the service acknowledged, by `variableCode`, as the widget keeps them. */
  answers: Record<string, Answer>
  /**
   * The seed of the session's shuffles: its start's `Idempotency-Key`, as secret as the token
   * (the same key answers the same session).
   */
  seed: string
  /** The language the session runs in. */
  language: string
  /**
   * The clocks of the timed modules entered, by module id (module-timer.ts), when there are any:
   * wall time, so the other device goes on with the time left and switching gains none. The
   * questions' first-shown times (`shownAt`) stay behind: a response time across two devices
   * would count the time between them, so the other device counts from when it shows a question.
   */
  deadlines?: Record<string, ModuleDeadline>
}

/** What the widget sends to `POST {proxy}/resume`. */
export interface ResumeLinkRequest extends ResumePlace {
  /** The page the link leads back to; the proxy keeps its path only and adds the resume id. */
  destination: string
  /** The query parameter that carries the resume id (`resumeParam`). @default 'resume' */
  param?: string
  /** The content's `resume.ttlHours`; the proxy caps it. */
  ttlHours?: number
}

/** What `POST {proxy}/resume` answers: the link, and when it stops working. */
export interface ResumeLinkCreated {
  resumeId: string
  /** The short link (the long one when the Link API refused or is not configured). */
  url: string
  /** ISO 8601. */
  expiresAt: string
}

/** What the widget sends to `POST {proxy}/resume/{resumeId}`. */
export interface ResumeClaimRequest {
  /**
   * The study on the page: the proxy hands out only a record of that study, and answers another
   * study's with 409 `conflict`, leaving it for the page that shows that study.
   */
  studyId: string
}

/**
 * What `POST {proxy}/resume/{resumeId}` answers, once (a used or expired id is 404
 * `not_found`, another study's 409 `conflict`). Read as untrusted: the widget checks every
 * member before it uses one.
 */
export interface ClaimedResume {
  studyId: string
  sessionId: string
  token: string
  page: number
  answers: Record<string, unknown>
  seed?: string
  language?: string
  deadlines?: Record<string, unknown>
  expiresAt: string
}

/**
 * What became of a resume link the page was opened with (`StudySessionState.resumeLink`):
 * `'claimed'`, its session goes on here; `'unusable'` (used or expired), the study starts
 * afresh, saying so; `'kept'`, unusable too, but a session this device kept of the study goes on
 * instead — as when a link is opened again on the device that claimed it; `'anotherStudy'`, the
 * link is another study's and stays valid for that study's page (a page showing two studies, or
 * another study at the link's path): this one starts as if there were no link, saying nothing.
 */
export type ResumeLinkOutcome = 'claimed' | 'unusable' | 'kept' | 'anotherStudy'
