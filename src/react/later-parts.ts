import { createErrorSummary } from './error-summary'
import type { LaterShared } from './later-shared'
import { laterStyles } from './later-styles'
import { createScoreTable } from './score-table'

/**
 * The parts of the widget that no first page needs, a chunk of their own (use-later-parts.ts):
 * the list of problems after a failed Next, and the score table of the thank-you screen. Built
 * from the pieces the entry hands over (later-shared.ts).
 */
export function createLaterParts(shared: LaterShared) {
  return {
    ErrorSummary: createErrorSummary(shared),
    ScoreTable: createScoreTable(shared),
    /** Their styles, rendered by the widget once they arrived (`ChunkStyles`). */
    stylesheet: laterStyles,
  }
}

/** The later parts, built. */
export type LaterParts = ReturnType<typeof createLaterParts>
