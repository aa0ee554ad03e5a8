import type { StudyContent } from '../api/types'
import type { Visibility } from './create-visibility'
import type { StudyPage } from './pages'
import type { ResponseQueuePieces } from './response-queue-pieces'
import type { StoredSession } from './persisted-session'
import type { SessionAction } from './session-transitions'

/**
 * The `started` transition for a session stored on the device: its answers, its outbox and its
 * page — the nearest visible page at or before the stored one, as the stored answers decide — in
 * its own language when the study still offers it.
 */
export function storedSessionStart(
  stored: StoredSession,
  input: {
    /** The pages laid out with the stored session's id. */
    allPages: readonly StudyPage[]
    visibility: Visibility
    content: StudyContent
    /** The language chosen for this visit, kept when the stored one is no longer offered. */
    language: string
    /** Handed in: this runs in the delivery chunk (answer-delivery.ts). */
    pieces: Pick<ResponseQueuePieces, 'visiblePagesOf' | 'conditionDataOf'>
  },
): Extract<SessionAction, { type: 'started' }> {
  const { visiblePagesOf, conditionDataOf } = input.pieces
  const pages = visiblePagesOf(
    input.allPages,
    input.visibility,
    conditionDataOf(stored.answers),
    stored.page,
  )
  const found = pages.findLastIndex((page) => page.index <= stored.page)
  return {
    type: 'started',
    session: { sessionId: stored.sessionId, token: stored.token },
    pages,
    pageIndex: Math.max(0, found),
    resumed: {
      language: input.content.languages.includes(stored.language)
        ? stored.language
        : input.language,
      answers: stored.answers,
      acknowledged: stored.acknowledged,
      sent: stored.sent,
      shownAt: stored.shownAt,
      deadlines: stored.deadlines ?? {},
    },
  }
}
