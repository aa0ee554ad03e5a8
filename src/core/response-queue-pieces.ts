import { createStore } from 'zustand/vanilla'
import {
  isApiError,
  isRetryableError,
  NetworkError,
  StudyRunnerError,
  toStudyRunnerError,
} from './errors'
import { takeBatch } from './response-batch'
import { retryDelayOf } from './retry-delay'

/**
 * What the response queue's chunk (create-response-queue.ts) uses of the rest of the core, handed
 * to it when it is loaded instead of imported: a lazy chunk of the embed must import nothing of
 * the entry (docs/architecture.md, "What a study loads").
 */
export const responseQueuePieces = {
  createStore,
  isApiError,
  isRetryableError,
  NetworkError,
  StudyRunnerError,
  toStudyRunnerError,
  takeBatch,
  retryDelayOf,
}

/** The pieces' types, for the chunk (which imports types only). */
export type ResponseQueuePieces = typeof responseQueuePieces
