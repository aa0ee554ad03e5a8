import type { CreateResponseQueue } from './create-response-queue'
import { NetworkError } from './errors'
import { responseQueuePieces } from './response-queue-pieces'

// The loaded queue code is the same for every widget on the page and holds nothing of any of
// them: kept once (docs/code-style.md, "Factories, not singletons").
let loading: Promise<CreateResponseQueue> | undefined

/**
 * The response queue's code (a chunk of its own, so the embed's first request carries only what
 * the first page needs): fetched when a widget mounts, awaited when a session starts or resumes.
 * A chunk that cannot be fetched is a retryable {@link NetworkError}, like a failed request; the
 * next call fetches it again.
 */
export function loadResponseQueue(): Promise<CreateResponseQueue> {
  loading ??= import('./create-response-queue').then(
    (module) => module.createResponseQueueFactory(responseQueuePieces),
    (error: unknown) => {
      loading = undefined
      throw new NetworkError('A part of the widget could not be loaded.', { cause: error })
    },
  )
  return loading
}
