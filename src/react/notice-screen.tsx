import { useUiText } from './use-ui-text'

/** Props of {@link NoticeScreen}. */
export interface NoticeScreenProps {
  kind: 'loading' | 'unavailable' | 'failed'
  /** For `failed`: tries again. */
  onRetry?: () => void
}

/** What shows instead of a page: loading, a study that cannot be taken, or a load failure. */
export function NoticeScreen({ kind, onRetry }: NoticeScreenProps) {
  const t = useUiText()
  if (kind === 'loading') {
    return (
      <p role="status" className="sr-loading">
        {t('loading')}
      </p>
    )
  }
  if (kind === 'unavailable') {
    return (
      <div role="alert">
        <h2>{t('unavailable.title')}</h2>
        <p>{t('unavailable.text')}</p>
      </div>
    )
  }
  return (
    <div role="alert" className="sr-notice-error">
      <p>{t('error.load')}</p>
      <button type="button" className="sr-button sr-button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}
