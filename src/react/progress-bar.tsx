import { useUiText } from './use-ui-text'

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Done, from 0 to 1. */
  fraction: number
  /** What the bar says to screen readers: "Page 2 of 5", "Completed". */
  valueText: string
}

/**
 * How far the participant is, as a native `<progress>` (role progressbar) in percent, whose value
 * screen readers hear in words.
 */
export function ProgressBar({ fraction, valueText }: ProgressBarProps) {
  const t = useUiText()
  return (
    <progress
      className="sr-progress-bar"
      part="progress"
      max={100}
      value={Math.round(Math.min(Math.max(fraction, 0), 1) * 100)}
      aria-label={t('progress.label')}
      aria-valuetext={valueText}
    />
  )
}
