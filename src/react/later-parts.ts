import { createCompletionScreen } from './completion-screen'
import { createErrorSummary } from './error-summary'
import type { LaterShared } from './later-shared'

/**
 * The parts of the widget that no first page needs, a chunk of their own (use-later-parts.ts):
 * the list of problems after a failed Next, and the thank-you screen with its score table. Built
 * from the pieces the entry hands over (later-shared.ts).
 */
export function createLaterParts(shared: LaterShared) {
  return {
    ErrorSummary: createErrorSummary(shared),
    CompletionScreen: createCompletionScreen(shared),
  }
}

/** The later parts, built. */
export type LaterParts = ReturnType<typeof createLaterParts>
