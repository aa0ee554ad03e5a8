import type { StudyStatus } from '../../src/api/types'
import { SandboxError } from './errors'

/**
 * The status moves of docs/service.md#researcher-side: draft → live (publish), live → closed,
 * closed → live (reopen). Asking for the current status is no move and is allowed (a retried PATCH
 * stays harmless); every other move is 409 `conflict`.
 */
const moves: Record<StudyStatus, readonly StudyStatus[]> = {
  draft: ['live'],
  live: ['closed'],
  closed: ['live'],
}

/** Throws 409 `conflict` unless `from → to` is a move the service allows. */
export function assertStatusMove(studyId: string, from: StudyStatus, to: StudyStatus): void {
  if (from === to || moves[from].includes(to)) return
  const allowed = moves[from].join(' or ')
  throw new SandboxError(
    'conflict',
    `Study "${studyId}" is ${from}; it can move to ${allowed}, not ${to}.`,
  )
}
