import { parseStoredSession } from './persisted-session'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { ResumeSession } from './resume-session'

// Loaded code, the same for every widget on the page: kept once (docs/code-style.md#3).
let loading: Promise<ResumeSession> | undefined

/**
 * The code of "continue on another device" (resume-session.ts), a chunk the delivery chunk
 * fetches when a page carries a resume id or a participant asks for a link. A chunk that cannot
 * be fetched is a retryable network error, like a failed request; the next call fetches it again.
 * Part of the delivery chunk (answer-delivery.ts).
 */
export function loadResumeSession(pieces: ResponseQueuePieces): Promise<ResumeSession> {
  loading ??= pieces.importResumeSession().then(
    (module) => module.createResumeSession({ ...pieces, parseStoredSession }),
    (error: unknown) => {
      loading = undefined
      throw new pieces.NetworkError('A part of the widget could not be loaded.', { cause: error })
    },
  )
  return loading
}
