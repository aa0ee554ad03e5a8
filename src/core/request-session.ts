import type { SessionStarted } from '../api/types'
import type { ResolvedQueueOptions } from './queue-options'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { StudySessionOptions } from './study-session-types'

/** How a session start ended: started, given up because the widget unmounted, or failed. */
export type SessionRequestOutcome =
  | { kind: 'started'; started: SessionStarted }
  | { kind: 'abandoned' }
  | { kind: 'failed'; error: unknown }

/**
 * Asks the service for a session, retrying what may pass on a retry (a timeout, a 5xx, a 429
 * after its `Retry-After`) up to `startRetries` times. Every attempt carries the same
 * `Idempotency-Key`, so a retry that crosses a slow success starts no second session
 * (docs/service.md#participant-calls).
 */
export async function requestSession(input: {
  options: Pick<
    StudySessionOptions,
    'transport' | 'studyId' | 'language' | 'participantRef' | 'metadata'
  >
  idempotencyKey: string
  queueOptions: ResolvedQueueOptions
  /** True once the widget unmounted: stop, and let the next mount start again with the same key. */
  isDisposed: () => boolean
  /** Handed in: this runs in the delivery chunk (answer-delivery.ts). */
  pieces: Pick<ResponseQueuePieces, 'isRetryableError' | 'retryDelayOf'>
}): Promise<SessionRequestOutcome> {
  const { options, queueOptions } = input
  const { isRetryableError, retryDelayOf } = input.pieces
  const body = {
    language: options.language,
    ...(options.participantRef !== undefined ? { participantRef: options.participantRef } : {}),
    ...(options.metadata !== undefined ? { metadata: options.metadata } : {}),
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const started = await options.transport.startSession(options.studyId, body, {
        idempotencyKey: input.idempotencyKey,
      })
      return { kind: 'started', started }
    } catch (error) {
      if (input.isDisposed()) return { kind: 'abandoned' }
      if (!isRetryableError(error) || attempt >= queueOptions.startRetries) {
        return { kind: 'failed', error }
      }
      await new Promise((wait) => setTimeout(wait, retryDelayOf(attempt, error, queueOptions)))
    }
  }
}
