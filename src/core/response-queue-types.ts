import type { ResponsesRequest, ResponseItem, SessionFinished } from '../api/types'
import type { StudyRunnerError } from './errors'
import type { ResolvedQueueOptions } from './queue-options'
import type { StudyTransport } from './transport'

// The types of a response queue (createResponseQueue): its options, its state and its methods.

/**
 * Where delivery stands: `idle` (nothing to send, or waiting for a reason to send), `sending`
 * (one request in flight), `waiting` (a retry is due at `retryAt`), `offline` (paused until the
 * browser is online), `blocked` (the service refused for good; the answers are kept until
 * {@link ResponseQueue.retryNow}) or `stopped`.
 */
export type DeliveryPhase = 'idle' | 'sending' | 'waiting' | 'offline' | 'blocked' | 'stopped'

/** The observable state of a {@link ResponseQueue}. */
export interface DeliveryState {
  phase: DeliveryPhase
  /** Failed attempts in a row; 0 after a success. */
  attempt: number
  /** The last failure; `null` after a success. */
  error: StudyRunnerError | null
  /** When the next attempt is due (ms since the epoch), while `waiting`. */
  retryAt: number | null
  /** How many requests the service acknowledged. */
  acknowledgedRequests: number
}

/** Options of {@link createResponseQueue}. */
export interface ResponseQueueConfig {
  transport: StudyTransport
  session: { sessionId: string; token: string }
  /** The outbox as it is now: the unacknowledged answers that may be sent, in order. */
  pending: () => ResponseItem[]
  /** The service acknowledged these items: they leave the outbox. */
  acknowledge: (items: ResponseItem[]) => void
  /** These items are about to go out (the service may store them even if no answer comes). */
  onSend?: (items: ResponseItem[]) => void
  /**
   * How the study was laid out (`presentation.moduleOrder`): sent with each batch until one is
   * acknowledged (the service keeps the first and takes the same again).
   */
  presentation?: ResponsesRequest['presentation']
  options: ResolvedQueueOptions
  /**
   * Whether the browser believes it is online (`navigator.onLine`); while not, nothing is sent.
   * @default () => true
   */
  isOnline?: () => boolean
}

/**
 * Delivers one session's answers (docs/architecture.md#the-request-budget,
 * docs/architecture.md#the-widgets-promises): one request at a time, each at most
 * `maxBatchBytes`, retried on network failures, 408, 429 and 5xx with capped exponential backoff
 * and full jitter (never sooner than `Retry-After`), paused while offline. Any other refusal
 * blocks the queue with the error; nothing is dropped. The finish goes through the same queue,
 * after the outbox is empty, exactly once.
 */
export interface ResponseQueue {
  getState(): DeliveryState
  subscribe(listener: (state: DeliveryState, previous: DeliveryState) => void): () => void
  /** Sends what is pending now; `keepalive` when the page may go away (tab hidden). */
  flush(options?: { keepalive?: boolean }): void
  /** Sends in `delayMs` unless a send is already scheduled (`sendMode: 'stream'`). */
  schedule(delayMs: number): void
  /**
   * Resolves once the queue rests (nothing in flight, no retry waiting): at once when it rests
   * already. Rejects with the error if the queue blocks. Sends nothing by itself.
   */
  drain(): Promise<void>
  /**
   * Empties the outbox, then finishes the session; every call answers the one completion.
   * An "already closed" refusal of the last answers is settled by the idempotent finish: a
   * session completed elsewhere (another tab) answers its completion
   * (docs/service.md#participant-calls).
   */
  finish(): Promise<SessionFinished>
  /** The browser is online again: stop waiting and send now. */
  online(): void
  /** Tries again now after a block or during a wait (the participant asked). */
  retryNow(): void
  /**
   * The page is going away (`pagehide`): sends the whole outbox at once with `keepalive`, in
   * requests of at most `maxBatchBytes` and 60 KB in all, without waiting for answers.
   */
  sendBeacon(): void
  /** Stops every timer; the queue sends nothing more. */
  stop(): void
}
