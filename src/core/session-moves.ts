import type { StudySessionStatus } from './study-session-types'

/** Statuses in which a page is on screen and the participant may answer or move. */
const onPage: ReadonlySet<StudySessionStatus> = new Set(['answering', 'error'])

/** Whether answers are still taken: not once finishing has begun or the session is gone. */
export function takesAnswers(status: StudySessionStatus): boolean {
  return status !== 'completed' && status !== 'finishing' && status !== 'lost'
}

/**
 * Whether Next, Back and history moves apply: a page is on screen — with or without a session,
 * which the first answer or Next starts (session-start.ts).
 */
export function canMove(state: { status: StudySessionStatus }): boolean {
  return onPage.has(state.status)
}
