import { useUiText } from './use-ui-text'

/** Props of {@link SaveStatus}. */
export interface SaveStatusProps {
  saving: boolean
  /** Sending failed; the answers are kept and `onRetry` sends them again. */
  failed: boolean
  onRetry: () => void
}

/** A polite live region announcing that answers are being saved, or could not be. */
export function SaveStatus({ saving, failed, onRetry }: SaveStatusProps) {
  const t = useUiText()
  return (
    <div role="status" className="sr-save-status">
      {saving && <p className="sr-visually-hidden">{t('saving')}</p>}
      {failed && (
        <div className="sr-notice-error">
          <p>{t('error.save')}</p>
          <button type="button" className="sr-button sr-button-secondary" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}
