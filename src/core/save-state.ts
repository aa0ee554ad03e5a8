import type { StudySessionState } from './create-study-session'

/**
 * The state of the participant's answers as the host sees it (`onSaveStateChange`, DESIGN.md §11):
 * `saving` while a batch (or the finish) is in flight, `saved` when it was acknowledged, `error`
 * when it failed — the answers are kept and sent again on retry.
 */
export type SaveState = 'saving' | 'saved' | 'error'

/**
 * The save state after a store update, given the one reported before (`null`: none yet).
 * Derived from the session status alone; answers are held in memory until sent (the durable,
 * on-device queue is a later issue).
 * @example saveStateOf({ status: 'submitting', failedAction: null }, null) // 'saving'
 */
export function saveStateOf(
  state: Pick<StudySessionState, 'status' | 'failedAction'>,
  previous: SaveState | null,
): SaveState | null {
  if (state.status === 'submitting' || state.status === 'finishing') return 'saving'
  if (state.status === 'error' && state.failedAction === 'next') return 'error'
  // A batch in flight ended without an error: the service acknowledged it.
  if (previous === 'saving' && state.status !== 'error') return 'saved'
  return previous
}
