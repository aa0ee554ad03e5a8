import type { SaveState } from '../core/save-state'
import type { UiMessageKey } from '../i18n/ui-messages'
import { useUiText } from './use-ui-text'

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  /** What to say; `null` before anything was sent. */
  state: SaveState | null
  /** Whether waiting answers are kept on the device (`persist`), so "offline" can say so. */
  storedOnDevice: boolean
  /** Sends again now, after the service refused the answers (they are kept). */
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
 * region so that screen readers
 * announce each change: "Saving…", "All answers saved", "Offline — your answers are kept on this
 * device", "Couldn't save — retrying"; and when the service refused them, the error with a
 * button to try again.
 */
export function SaveStatus({ state, storedOnDevice, onRetry }: SaveStatusProps) {
  const t = useUiText()
  const key = state === 'offline' && !storedOnDevice ? 'save.offlineInMemory' : undefined
  return (
    <div role="status" aria-live="polite" className="sr-save-status" data-save-state={state ?? ''}>
      {state !== null && state !== 'error' && <p>{t(key ?? wording[state])}</p>}
      {state === 'error' && (
        <div className="sr-notice-error">
          <p>{t('error.save')}</p>
          <button
            type="button"
            className="sr-button sr-button-secondary"
            part="button"
            onClick={onRetry}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}
