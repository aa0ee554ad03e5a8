import type { AnswerVariable } from './answer-value'
import type { SessionRecordOptions } from './answer-delivery'
import type { ContentFeatures } from './content-features'
import type { ResponseQueue } from './create-response-queue'
import type { SessionPersistence } from './create-session-persistence'
import type { Visibility } from './create-visibility'
import type { FinishContext } from './finish-session'
import type { HostNotifier } from './host-notifier'
import type { OpenSessionQueueInput } from './open-session-queue'
import type { ComputedValues } from './plan-computed-values'
import type { SessionLayout } from './session-layout'
import type {
  StudySessionOptions,
  StudySessionState,
  StudySessionStore,
} from './study-session-types'

// The types of a session's runtime (session-runtime.ts): what it is given, and what it does.

/** What the session store (create-study-session.ts) hands to its runtime. */
export interface SessionRuntimeContext {
  store: StudySessionStore
  options: StudySessionOptions
  features: ContentFeatures
  visibility: Visibility
  /** The variables the content's questions answer, by code. */
  answerVariables: ReadonlyMap<string, AnswerVariable>
  computed: ComputedValues
  /** Lays the study out for a seed (the shuffles), and answers the layout. */
  lay: (seed?: string) => SessionLayout
  notify: HostNotifier
  /**
   * When the store put the first page on screen itself, before this code arrived (the options'
   * clock); the start then takes that page over instead of showing it. Null: the start shows it.
   */
  firstPageShownAt: number | null
  /**
   * The seed the store laid that first page out with (content that shuffles): the session starts
   * with it as its `Idempotency-Key`. Undefined: the start makes one.
   */
  firstSeed: string | undefined
}

/** The rest of the delivery chunk a runtime uses (answer-delivery.ts). */
export interface RuntimeDelivery {
  openSessionQueue: (input: Omit<OpenSessionQueueInput, 'createResponseQueue'>) => ResponseQueue
  keepSessionRecord: (store: StudySessionStore, options: SessionRecordOptions) => SessionPersistence
  finishSession: (context: FinishContext) => Promise<void>
}

/** The store's actions, as the runtime does them. */
export type SessionActions = Pick<
  StudySessionState,
  | 'start'
  | 'setAnswer'
  | 'next'
  | 'returnToReview'
  | 'extendTime'
  | 'back'
  | 'goToPage'
  | 'retry'
  | 'restart'
  | 'pageSignal'
  | 'whenSaved'
  | 'connect'
  | 'createResumeLink'
>
