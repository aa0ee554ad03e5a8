import { enLaterParts } from '../i18n/catalogues/en-later-parts'
import { completionActionsStyles, createCompletionActions } from './completion-actions'
import { createErrorSummary } from './error-summary'
import type { LaterShared } from './later-shared'
import { laterStyles } from './later-styles'
import { createReviewList, reviewListStyles } from './review-list'
import { createScoreTable } from './score-table'
import { createTimeLeft, timeLeftStyles } from './time-left'

/**
 * The parts of the widget that no first page needs, a chunk of their own (use-later-parts.ts):
 * the list of problems after a failed Next, the review page's list of answers (`review`), and the
 * completion screen's score table, redirect link and printed copy, and the time left of a timed
 * module. Built from the pieces the
 * entry hands over (later-shared.ts).
 */
export function createLaterParts(shared: LaterShared) {
  const ReviewList = createReviewList(shared)
  return {
    ErrorSummary: createErrorSummary(shared),
    ScoreTable: createScoreTable(shared),
    ReviewList,
    TimeLeft: createTimeLeft(shared),
    CompletionActions: createCompletionActions(shared, ReviewList),
    /** Their English strings, for `WidgetI18n.addFallbackStrings`. */
    english: enLaterParts,
    /** Their styles, rendered by the widget once they arrived (`ChunkStyles`). */
    stylesheet: laterStyles + reviewListStyles + completionActionsStyles + timeLeftStyles,
  }
}

/** The later parts, built. */
export type LaterParts = ReturnType<typeof createLaterParts>
