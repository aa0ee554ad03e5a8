import { createResponseQueueFactory } from './create-response-queue'
import { createSessionPersistence } from './create-session-persistence'
import type { ResponseQueuePieces } from './response-queue-pieces'
import { saveSessionChanges } from './save-session-changes'

/**
 * The code that takes a participant's answers to the service, a chunk of its own
 * (load-answer-delivery.ts; docs/architecture.md, "What a study loads"): the response queue
 * (batches, retries, back-off, keepalive) and the session's record on the device (read at start,
 * rewritten as the session changes). It imports nothing of the widget's entry; what it shares
 * with the rest of the core is handed in (`pieces`).
 */
export function createAnswerDelivery(pieces: ResponseQueuePieces) {
  return {
    createResponseQueue: createResponseQueueFactory(pieces),
    createSessionPersistence,
    saveSessionChanges,
  }
}

/** The chunk's code, built. */
export type AnswerDelivery = ReturnType<typeof createAnswerDelivery>
