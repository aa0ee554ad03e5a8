import { useUiText } from './use-ui-text'

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The page on screen, counted from 1 among the visible pages. */
  current: number
  /** How many pages are visible with the current answers. */
  total: number
}

/**
 * How far the participant is: the visible pages done out of all visible pages, as a native
 * `<progress>` (role progressbar) whose value screen readers hear as "Page 2 of 5".
 */
export function ProgressBar({ current, total }: ProgressBarProps) {
  const t = useUiText()
  return (
    <progress
      className="sr-progress-bar"
      part="progress"
      max={Math.max(total, 1)}
      value={Math.min(Math.max(current - 1, 0), total)}
      aria-label={t('progress.label')}
      aria-valuetext={t('progress', { current, total })}
    />
  )
}
