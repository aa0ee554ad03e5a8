import { useUiText } from './use-ui-text'

/** Props of {@link PageNavigation}. */
export interface PageNavigationProps {
  isFirst: boolean
  isLast: boolean
  /** A request is running: the buttons stay focusable but do nothing. */
  busy: boolean
  onBack: () => void
  /** Once the review was shown (`review: true`): "Back to review", between Back and Next. */
  onReview?: (() => void) | undefined
}

/** Back and Next (Finish on the last page); Next submits the page's form. */
export function PageNavigation({ isFirst, isLast, busy, onBack, onReview }: PageNavigationProps) {
  const t = useUiText()
  return (
    <div className="sr-navigation">
      {!isFirst && (
        <button
          type="button"
          className="sr-button sr-button-secondary"
          part="button"
          aria-disabled={busy || undefined}
          onClick={onBack}
        >
          {t('back')}
        </button>
      )}
      {onReview && (
        <button
          type="button"
          className="sr-button sr-button-secondary"
          part="button"
          aria-disabled={busy || undefined}
          onClick={onReview}
        >
          {t('review.back')}
        </button>
      )}
      <button
        type="submit"
        className="sr-button sr-button-primary"
        part="button button-primary"
        aria-disabled={busy || undefined}
      >
        {isLast ? t('finish') : t('next')}
      </button>
    </div>
  )
}
