import { createResponseQueueFactory } from './create-response-queue'
import { createFinishSession } from './finish-session'
import {
  createSessionPersistence,
  type SessionPersistence,
  type SessionPersistenceOptions,
} from './create-session-persistence'
import { openSessionQueue, type OpenSessionQueueInput } from './open-session-queue'
import type { ResponseQueuePieces } from './response-queue-pieces'
import { createSessionRuntime, type SessionRuntimeContext } from './session-runtime'
import { saveSessionChanges } from './save-session-changes'
import type { StudySessionStore } from './study-session-types'

/** Options of `keepSessionRecord`: where and for what the record is kept. */
export interface SessionRecordOptions extends SessionPersistenceOptions {
  /** The content revision the session runs on, kept with the record. */
  revision: string
}

/**
 * The session's record on the device (docs/architecture.md#the-widgets-promises): read at start
 * through the returned persistence, and rewritten whenever what it holds changes.
 */
function keepSessionRecord(
  store: StudySessionStore,
  options: SessionRecordOptions,
): SessionPersistence {
  const persistence = createSessionPersistence(options)
  saveSessionChanges(store, persistence, { studyId: options.studyId, revision: options.revision })
  return persistence
}

/**
 * The code that takes a participant's answers to the service, a chunk of its own
 * (load-answer-delivery.ts; docs/architecture.md, "What a study loads"): the session's start or
 * resumption, the response queue (batches, retries, back-off, keepalive), the session's record on
 * the device (read at start, rewritten as the session changes) and the finish (the completion
 * remembered on the device, its redirect filled in) — what a session needs from its first request
 * to its end. It imports nothing of the widget's entry; what it shares with the rest of the core
 * is handed in (`pieces`).
 */
export function createAnswerDelivery(pieces: ResponseQueuePieces) {
  const createResponseQueue = createResponseQueueFactory(pieces)
  const delivery = {
    createResponseQueue,
    /** A started session's queue, connected to its store (open-session-queue.ts). */
    openSessionQueue: (input: Omit<OpenSessionQueueInput, 'createResponseQueue'>) =>
      openSessionQueue({ ...input, createResponseQueue }, pieces),
    keepSessionRecord,
    finishSession: createFinishSession(pieces),
  }
  return {
    ...delivery,
    /** What a session does, installed as its store's actions (session-runtime.ts). */
    createSessionRuntime: (context: SessionRuntimeContext) =>
      createSessionRuntime(context, delivery, pieces),
  }
}

/** The chunk's code, built. */
export type AnswerDelivery = ReturnType<typeof createAnswerDelivery>
