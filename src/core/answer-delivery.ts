import { createResponseQueueFactory } from './create-response-queue'
import { createFinishSession } from './finish-session'
import {
  createSessionPersistence,
  type SessionPersistence,
  type SessionPersistenceOptions,
} from './create-session-persistence'
import { openSessionQueue, type OpenSessionQueueInput } from './open-session-queue'
import type { ResponseQueuePieces } from './response-queue-pieces'
import { createSessionStart, type SessionStartContext } from './session-start'
import { saveSessionChanges } from './save-session-changes'
import { syncComputed } from './sync-computed'
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
  return {
    createResponseQueue,
    /** A started session's queue, connected to its store (open-session-queue.ts). */
    openSessionQueue: (input: Omit<OpenSessionQueueInput, 'createResponseQueue'>) =>
      openSessionQueue({ ...input, createResponseQueue }, pieces),
    keepSessionRecord,
    /** Computed values kept up to date with the answers (sync-computed.ts). */
    syncComputed: (store: StudySessionStore, input: Parameters<typeof syncComputed>[1]) =>
      syncComputed(store, input, pieces),
    createSessionStart: (context: SessionStartContext) => createSessionStart(context, pieces),
    finishSession: createFinishSession(pieces),
    /**
     * The refusal to start on a device that took part before (`already_completed`,
     * docs/content-format.md#order-time-endings): the notice screen's, and `onError`'s.
     */
    alreadyCompleted: () =>
      new pieces.StudyRunnerError(
        'already_completed',
        '[study-runner] this device already took part in the study; allowRetake lets it start again',
      ),
  }
}

/** The chunk's code, built. */
export type AnswerDelivery = ReturnType<typeof createAnswerDelivery>
