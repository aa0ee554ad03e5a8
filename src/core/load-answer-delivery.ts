import type { AnswerDelivery } from './answer-delivery'
import { NetworkError } from './errors'
import { responseQueuePieces } from './response-queue-pieces'

// The loaded code is the same for every widget on the page and holds nothing of any of them:
// kept once (docs/code-style.md, "Factories, not singletons").
let loading: Promise<AnswerDelivery> | undefined

/**
 * The code of the answers' way to the service — the response queue and the session's record on
 * the device (answer-delivery.ts), a chunk of its own so the embed's first request carries only
 * what the first page needs: fetched when a widget mounts, awaited when a session starts or
 * resumes. A chunk that cannot be fetched is a retryable {@link NetworkError}, like a failed
 * request; the next call fetches it again.
 */
export function loadAnswerDelivery(): Promise<AnswerDelivery> {
  loading ??= import('./answer-delivery').then(
    (module) => module.createAnswerDelivery(responseQueuePieces),
    (error: unknown) => {
      loading = undefined
      throw new NetworkError('A part of the widget could not be loaded.', { cause: error })
    },
  )
  return loading
}
