import type { StudySessionState } from './create-study-session'

/**
 * The state of the participant's answers as the participant and the host see it
 * (`onSaveStateChange`, docs/architecture.md#the-widgets-promises,
 * docs/architecture.md#host-interface): `saving` while a batch (or the finish) is in
 * flight, `saved` once the service acknowledged everything sent, `offline` while the browser is
 * offline (answers wait on the device), `retrying` while a failed request waits for its next
 * attempt, `error` when the service refused them for good (they are kept; the participant can
 * try again) or the stored session was lost.
 */
export type SaveState = 'saving' | 'saved' | 'offline' | 'retrying' | 'error'

/**
 * The save state after a store update, given the one reported before (`null`: none yet — nothing
 * was sent so far, so there is nothing to announce).
 * @example saveStateOf({ status: 'answering', failedAction: null, delivery: { phase: 'sending' } },
 * null) // 'saving'
 */
export function saveStateOf(
  state: Pick<StudySessionState, 'status' | 'failedAction'> & {
    delivery: Pick<StudySessionState['delivery'], 'phase'>
  },
  previous: SaveState | null,
): SaveState | null {
  if (state.status === 'lost') return 'error'
  if (state.status === 'error' && state.failedAction === 'next') return 'error'
  switch (state.delivery.phase) {
    case 'blocked':
      return 'error'
    case 'offline':
      return 'offline'
    case 'waiting':
      return 'retrying'
    case 'sending':
      return 'saving'
    case 'idle':
      if (state.status === 'finishing') return 'saving'
      return previous === null ? null : 'saved'
    case 'stopped':
      return state.status === 'completed' && previous !== null ? 'saved' : previous
  }
}
