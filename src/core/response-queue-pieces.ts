import { createStore } from 'zustand/vanilla'
import { questionTypeDefinitions } from '../api/question-types'
import {
  isApiError,
  isRetryableError,
  isSessionLostError,
  NetworkError,
  StudyRunnerError,
  toStudyRunnerError,
} from './errors'
import { conditionDataOf } from './create-visibility'
import { idleDelivery } from './idle-delivery'
import { toAnswerFields } from './answer-fields'
import { ownValue, setOwn } from './own-value'
import { variableCodesOf } from './content'
import { hiddenElementsOf } from './pages'
import { visiblePagesOf } from './pages'
import { transition } from './session-transitions'
import { validateAnswer, validateElement, validatePage } from './validation'
import { retryDelayOf } from './retry-delay'
import { persistedVersion, storageKeysOf } from './storage-keys'
import { createRandomId } from './random-id'

/**
 * What the delivery chunk (answer-delivery.ts: the session's start, the response queue, the device
 * record) uses of the rest of the core, handed
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
  retryDelayOf,
  conditionDataOf,
  visiblePagesOf,
  isSessionLostError,
  validateAnswer,
  questionTypeDefinitions,
  ownValue,
  transition,
  idleDelivery,
  setOwn,
  validateElement,
  validatePage,
  variableCodesOf,
  hiddenElementsOf,
  /**
   * Fetches the resume chunk (resume-session.ts), which the delivery chunk builds
   * (load-resume-session.ts). The import is written here, in the entry, so the bundler's helper
   * for it stays in the entry: written in the delivery chunk, the helper would become a chunk
   * of its own that the entry imports — a second request before anything runs.
   */
  importResumeSession: () => import('./resume-session'),
  storageKeysOf,
  persistedVersion,
  toAnswerFields,
  createRandomId,
}

/** The pieces' types, for the chunk (which imports types only). */
export type ResponseQueuePieces = typeof responseQueuePieces
