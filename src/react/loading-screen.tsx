import { useUiText } from './use-ui-text'

/**
 * The skeleton shown while the UI strings or the study load: the rough shape of a page at a fixed
 * height (no layout jump), `aria-busy`, and "Loading…" for screen readers once the UI strings of
 * the language are there (`announce`; before, nothing rather than a flash of another language).
 */
export function LoadingScreen({ announce = true }: { announce?: boolean }) {
  const t = useUiText()
  return (
    <div
      className="sr-screen sr-loading"
      data-screen="loading"
      data-code="loading"
      aria-busy="true"
      part="skeleton"
    >
      {announce && (
        <p role="status" className="sr-visually-hidden">
          {t('loading')}
        </p>
      )}
      <div className="sr-skeleton" aria-hidden="true">
        <span className="sr-skeleton-line sr-skeleton-short" />
        <span className="sr-skeleton-line sr-skeleton-heading" />
        <span className="sr-skeleton-line" />
        <span className="sr-skeleton-line" />
        <span className="sr-skeleton-line sr-skeleton-medium" />
        <span className="sr-skeleton-button" />
      </div>
    </div>
  )
}
