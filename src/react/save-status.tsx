import { useState } from 'react'
import type { SaveState } from '../core/save-state'
import type { UiMessageKey } from '../i18n/ui-messages'
import { useUiText } from './use-ui-text'

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  /** What to say; `null` before anything was sent. */
  state: SaveState | null
  /** Whether waiting answers are kept on the device (`persist`), so "offline" can say so. */
  storedOnDevice: boolean
  /**
   * Finish was pressed and the session is finishing: while offline or between attempts, the status
   * says that the study will finish by itself and offers to try again at once.
   */
  finishing?: boolean
  /** Sends again now: after the service refused the answers (they are kept), or at Finish. */
  onRetry: () => void
}

const wording: Record<Exclude<SaveState, 'error'>, UiMessageKey> = {
  saving: 'saving',
  saved: 'save.saved',
  offline: 'save.offline',
  retrying: 'save.retrying',
}

/**
 * The save state in plain words (docs/architecture.md#the-widgets-promises), in a polite live
 * region just above Back and Next, so that screen readers announce each change: "Saving…", "All
 * answers saved", "Offline — your answers are kept on this device", "Couldn't save — retrying".
 * At Finish while offline or waiting to retry, it adds that the study finishes by itself; once
 * a retry is waited for, it offers "Try again now" (kept, inert, while that attempt runs, so focus
 * stays on it; not offered for offline, where it could not help). When the service refused the
 * answers: the error, with a button to try again.
 */
export function SaveStatus({ state, storedOnDevice, finishing = false, onRetry }: SaveStatusProps) {
  const t = useUiText()
  const [waitedAtFinish, setWaitedAtFinish] = useState(false)
  // Remembered from render to render (React's "storing information from previous renders").
  if (waitedAtFinish !== (finishing && (waitedAtFinish || state === 'retrying'))) {
    setWaitedAtFinish(!waitedAtFinish)
  }
  let key: UiMessageKey | undefined
  if (state === 'offline' && !storedOnDevice) key = 'save.offlineInMemory'
  else if (state !== null && state !== 'error') key = wording[state]
  const retryButton = (label: UiMessageKey, inert = false) => (
    <button
      type="button"
      className="sr-button sr-button-secondary"
      part="button"
      aria-disabled={inert || undefined}
      onClick={inert ? undefined : onRetry}
    >
      {t(label)}
    </button>
  )
  return (
    <div role="status" aria-live="polite" className="sr-save-status" data-save-state={state ?? ''}>
      {key && <p>{t(key)}</p>}
      {finishing && (state === 'offline' || state === 'retrying') && (
        <p>{t(state === 'offline' ? 'finish.offline' : 'finish.retrying')}</p>
      )}
      {waitedAtFinish && retryButton('retryNow', state !== 'retrying')}
      {state === 'error' && (
        <div className="sr-notice-error">
          <p>{t('error.save')}</p>
          {retryButton('retry')}
        </div>
      )}
    </div>
  )
}
