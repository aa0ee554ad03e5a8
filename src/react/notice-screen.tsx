import { studyNoticeOf, type StudyNoticeKind } from '../core/study-notice'
import type { UiMessageKey } from '../i18n/ui-messages'
import { useUiText } from './use-ui-text'

/** Props of {@link NoticeScreen}. */
export interface NoticeScreenProps {
  /** Why the study could not be loaded or started. */
  error: unknown
  /** Loads or starts again; offered only where retrying may help. */
  onRetry: () => void
}

const wording: Record<StudyNoticeKind, { title: UiMessageKey; text: UiMessageKey }> = {
  'not-found': { title: 'notFound.title', text: 'notFound.text' },
  'not-live': { title: 'notLive.title', text: 'notLive.text' },
  'license-inactive': { title: 'licenseInactive.title', text: 'licenseInactive.text' },
  'already-completed': { title: 'alreadyCompleted.title', text: 'alreadyCompleted.text' },
  'load-failed': { title: 'error.loadTitle', text: 'error.load' },
  'link-incomplete': { title: 'linkIncomplete.title', text: 'linkIncomplete.text' },
}

/**
 * What shows instead of the study when it cannot be loaded or started: a plain message in the
 * participant's language, and for tests and hosts the screen (`data-screen`) and the same code
 * `onError` reported (`data-code`).
 */
export function NoticeScreen({ error, onRetry }: NoticeScreenProps) {
  const t = useUiText()
  const notice = studyNoticeOf(error)
  const { title, text } = wording[notice.kind]
  return (
    <div
      role="alert"
      className={notice.retryable ? 'sr-screen sr-notice sr-notice-error' : 'sr-screen sr-notice'}
      data-screen={notice.kind}
      data-code={notice.code}
      part="notice"
    >
      <h2>{t(title)}</h2>
      <p>{t(text)}</p>
      {notice.retryable && (
        <button
          type="button"
          className="sr-button sr-button-secondary"
          part="button"
          onClick={onRetry}
        >
          {t('retry')}
        </button>
      )}
    </div>
  )
}
