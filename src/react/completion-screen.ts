import type { ScaleSummary, Score } from '../api/types'
import type { LaterShared } from './later-shared'
import { createScoreTable } from './score-table'

/** Props of the thank-you screen. */
export interface CompletionScreenProps {
  /** The scores of the finish answer; shown only when the host set `showScores`. */
  scores?: readonly Score[] | undefined
  /** The content's `scales`, which name the scores in the participant's language. */
  scales?: readonly ScaleSummary[] | undefined
  /** The study ended early (a module's `endIf`, a screen-out): the screen's code is `ended`. */
  ended?: boolean
  /** With `ended`: this key's study text replaces the thank-you text. */
  endTextKey?: string | null | undefined
}

/**
 * The thank-you screen after finish (a later part, later-shared.ts); its heading takes focus, as on
 * any page change.
 */
export function createCompletionScreen(shared: LaterShared) {
  const { h, useEffect, useRef, useUiText, useWidget, useDisplayOptions, richText, ProgressBar } =
    shared
  const ScoreTable = createScoreTable(shared)
  return function CompletionScreen({
    scores = [],
    scales,
    ended = false,
    endTextKey,
  }: CompletionScreenProps) {
    const code = ended ? 'ended' : 'completed'
    const t = useUiText()
    const { text } = useWidget()
    const { showScores } = useDisplayOptions()
    const headingRef = useRef<HTMLHeadingElement>(null)
    useEffect(() => headingRef.current?.focus(), [])
    return h(
      'section',
      {
        className: 'sr-screen sr-completion',
        'data-screen': code,
        'data-code': code,
        part: 'completion',
      },
      h(ProgressBar, { fraction: 1, valueText: t('progress.done') }),
      h('h2', { ref: headingRef, tabIndex: -1 }, t('completed.title')),
      h('p', null, endTextKey ? richText(text(endTextKey)) : t('completed.text')),
      // A screened-out participant may have no score at all: no table of dashes then.
      showScores &&
        scores.some((score) => score.value !== null) &&
        h(ScoreTable, { scores, scales }),
    )
  }
}
