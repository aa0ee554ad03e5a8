import { useUiText } from './use-ui-text'

/** Props of {@link SessionLostScreen}. */
export interface SessionLostScreenProps {
  /** The service's code: `session_closed`, `not_found` or `invalid_token`. */
  code: string
  onRestart: () => void
}

/**
 * What shows when the stored session can take no more answers (it was closed or abandoned, or its
 * token is refused; docs/architecture.md#the-widgets-promises): a plain explanation and a fresh
 * start that keeps the answers not saved yet.
 */
export function SessionLostScreen({ code, onRestart }: SessionLostScreenProps) {
  const t = useUiText()
  return (
    <div
      role="alert"
      className="sr-screen sr-notice"
      data-screen="session-lost"
      data-code={code}
      part="notice"
    >
      <h2>{t('sessionLost.title')}</h2>
      <p>{t('sessionLost.text')}</p>
      <button
        type="button"
        className="sr-button sr-button-primary"
        part="button button-primary"
        onClick={onRestart}
      >
        {t('sessionLost.restart')}
      </button>
    </div>
  )
}
