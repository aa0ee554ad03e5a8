import type { StoreApi } from 'zustand/vanilla'
import type { Score, SessionFinished, StudyContent } from '../api/types'
import type { AnswerValue } from './answer-value'
import type { SendMode } from './check-host-options'
import type { CompletionRedirect } from './completion-redirect'
import type { DeliveryState } from './create-response-queue'
import type { ContentFeatures } from './content-features'
import type { ContentError, StudyRunnerError, StudyRunnerErrorReport } from './errors'
import type { StudyPage } from './pages'
import type { ResponseQueueOptions } from './queue-options'
import type { Answer } from './response-batch'
import type { ResponseStorage } from './response-storage'
import type { ResumeLinkCreated, ResumeLinkOutcome } from './resume-link-types'
import type { StudyTransport } from './transport'
import type { ValidationMessage } from './validation'

// The types of a study session store (createStudySession): its options, its state and actions.

/**
 * Where the participant is in the flow. `loading`: created, the session not started yet;
 * `error`: the last start or Finish failed (see `error`, `failedAction`); answers are kept;
 * `lost`: the stored session can take no more answers (closed, abandoned, token refused) — the
 * participant is offered {@link StudySessionState.restart}.
 */
export type StudySessionStatus =
  'loading' | 'starting' | 'answering' | 'finishing' | 'completed' | 'error' | 'lost'

/** The clock of a timed module (`timeLimitSeconds`). */
export interface ModuleDeadline {
  /** When the time is up, in ms since the epoch (the session's clock). */
  endsAt: number
  /**
   * How often the participant may still ask for more time: ten at first (WCAG 2.2.1), none for a
   * module with `timeLimitEssential`.
   */
  extensionsLeft: number
  /** The time ran out: the participant was moved on, and cannot go back into the module. */
  expired: boolean
}

/** What the host page tells the widget about the browser (bound by the React adapter). */
export type PageSignal = 'online' | 'offline' | 'hidden' | 'pagehide'

/**
 * Callbacks of the host (docs/architecture.md#host-interface); each is optional, and one that
 * throws is logged.
 */
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
  /**
   * The session was finished; `ended` is true for an early end (a module's `endIf`, screen-out).
   * `redirectUrl` is the content's completion redirect for that ending, filled in, when it has
   * one that is an http(s) URL — also when its origin is not in `redirectOrigins`, so a host
   * may take the participant there itself.
   */
  onComplete?: (event: {
    sessionId: string
    scores: Score[]
    ended: boolean
    redirectUrl?: string
  }) => void
  /** Something failed; the flow keeps every answer and can be retried. */
  onError?: (report: StudyRunnerErrorReport) => void
  /**
   * The participant made a link to continue on another device (`resume.acrossDevices`,
   * docs/architecture.md#continue-on-another-device): it works once, until `expiresAt`.
   */
  onResumeLinkCreated?: (event: { sessionId: string; url: string; expiresAt: string }) => void
}

/** Options of {@link createStudySession}. */
export interface StudySessionOptions extends StudySessionCallbacks {
  transport: StudyTransport
  studyId: string
  /** The loaded study content. */
  content: StudyContent
  /**
   * The chunks the content needs (`loadContentFeatures(content)`); content with conditions
   * cannot be run without them. @default noContentFeatures
   */
  features?: ContentFeatures | undefined
  /** The chosen study language, one of `content.languages`; a resumed session keeps its own. */
  language: string
  /** Passed to session start; also keeps each participant's stored state apart. */
  participantRef?: string | undefined
  /** Passed to session start; free-form JSON, at most 4 KB serialised. */
  metadata?: Record<string, unknown> | undefined
  /**
   * Values the participant arrived with, by parameter name: the page URL's and the host's (which
   * win). Only the content's `parameters` are read (session-parameters.ts).
   */
  parameters?: Readonly<Record<string, string>> | undefined
  /**
   * The origins the completion redirect may go to (docs/content-format.md#order-time-endings);
   * a redirect to any other is offered as a link only. Read when the session finishes: a
   * function gives the host's list at that moment (the React layer's latest prop).
   * @default [] (never followed by itself)
   */
  redirectOrigins?: readonly string[] | (() => readonly string[] | undefined) | undefined
  /**
   * Start a session even when this device already completed the study; without it, a study
   * completed (or ended early) here shows that the participant already took part, and starts
   * nothing. Read from `storage`: without one, nothing is remembered.
   * @default false
   */
  allowRetake?: boolean | undefined
  /**
   * Where the session and its unacknowledged answers are kept on the device, so a reload or a
   * reopened tab resumes it (`persist`, docs/architecture.md#the-widgets-promises). Without one,
   * they live in memory only.
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
  /**
   * The id of a resume link the page was opened with (`?resume=…`,
   * docs/architecture.md#continue-on-another-device): claimed once before the first page, and
   * the session it holds goes on here, kept on the device like any other. A used or expired one
   * starts as if there were none (`resumeLink: 'unusable'`, or `'kept'` when the device's own
   * session goes on); so does another study's, which the proxy keeps for that study's page
   * (`'anotherStudy'`).
   */
  resumeId?: string | undefined
}

/** The state of one participant's run through a study, and its actions. */
export interface StudySessionState {
  status: StudySessionStatus
  content: StudyContent
  language: string
  /**
   * The pages the participant sees with the current answers (docs/content-format.md), each with
   * only its visible elements; recomputed live as answers change `showIf` outcomes. Modules marked
   * `randomize` are shuffled once the session id is known (at start).
   */
  pages: StudyPage[]
  /**
   * One per element that cannot be shown, per malformed `showIf` / `endIf` and per placeholder
   * naming an unknown variable; found when the store is created.
   */
  contentErrors: ContentError[]
  session: { sessionId: string; token: string } | null
  /**
   * The page on screen: its position in `pages`. The last page is `pages.length - 1`; it stays
   * the last page while the review is on screen.
   */
  pageIndex: number
  /**
   * The review page is on screen instead of `pages[pageIndex]` (content with `review`): every
   * visible page's answers, each page with a way back to it, and Finish.
   */
  reviewing: boolean
  /** The review was shown once: each page offers the way back to it. */
  reviewed: boolean
  /** Answers by `variableCode`; never dropped, whatever fails. */
  answers: Record<string, Answer>
  /** The `changes` count of each answer the service acknowledged, by `variableCode`. */
  acknowledged: Record<string, number>
  /**
   * The `changes` count of each answer last sent (acknowledged or in flight), by `variableCode`.
   */
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
   * What became of the resume link the page was opened with ({@link StudySessionOptions.resumeId}):
   * `'claimed'` (its session goes on here), `'unusable'` (used or expired: a fresh start),
   * `'kept'` (unusable, and the session this device kept goes on instead), `'anotherStudy'` (left
   * for the page of its study; this one starts as without a link, and says nothing), `null`
   * without one or while it is claimed.
   */
  resumeLink: ResumeLinkOutcome | null
  /**
   * Set when a module's `endIf` ended the study early (screen-out): the completion screen shows
   * the module's `endTextKey` (when it has one) instead of the thank-you text.
   */
  endedEarly: { moduleId: string; textKey: string | null } | null
  /** Where the completion screen sends the participant, once completed (`completion.redirect`). */
  redirect: CompletionRedirect | null
  /**
   * The clock of each module with `timeLimitSeconds` the participant entered, by module id
   * (module-timer.ts): kept with the session on the device, so a reload does not restart it.
   */
  deadlines: Record<string, ModuleDeadline>
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
   * finishes the session: on the last page (from the review, with `review`), or early when the
   * module's `endIf` holds as the participant leaves it. Finish waits until every answer is
   * acknowledged, and happens once.
   */
  next: () => Promise<void>
  /** Shows the previous visible page (from the review: the last one); answers are kept. */
  back: () => void
  /**
   * Moves to the page whose {@link StudyPage.index} is `index` (browser history, a review's
   * "Change"): back at once (to the nearest visible page before it when it is hidden now),
   * forward only through {@link StudySessionState.next}, one validated page at a time.
   */
  goToPage: (index: number) => Promise<void>
  /**
   * "Back to review": Next, page after page, until the review — stopping on the first page with
   * a problem (answers changed since may have shown new questions), or finishing early where an
   * `endIf` now holds.
   */
  returnToReview: () => Promise<void>
  /**
   * Gives the module on screen its time limit once more (WCAG 2.2.1), while its deadline has
   * `extensionsLeft`; never for a module with `timeLimitEssential`.
   */
  extendTime: () => void
  /** Repeats the action that failed, or sends again now after the queue was refused. */
  retry: () => Promise<void>
  /**
   * After the stored session was lost: starts a new session from the first page, with the
   * answers the old one never acknowledged filled in.
   */
  restart: () => Promise<void>
  /**
   * "Continue on another device" (`resume.acrossDevices`): starts the session if it has not
   * started, sends every answer given so far (the page on screen's too), and once the service
   * acknowledged them has the proxy keep the session's place and answer a link back to
   * `destination` (the page's address; only its path is kept). Rejects with the failure (offline,
   * 429, the proxy refusing the page); nothing is lost either way.
   */
  createResumeLink: (input: { destination: string; param?: string }) => Promise<ResumeLinkCreated>
  /** Tells the queue what the page does: back online, gone offline, hidden, being unloaded. */
  pageSignal: (signal: PageSignal) => void
  /**
   * Resolves once the response queue rests: everything it was given to send is acknowledged
   * (answers of the page on screen wait for Next in page mode). A session the first answer is
   * starting is waited for first. Rejects when it is refused.
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
