import { createElement, useEffect, useRef, useState } from 'react'
import type { ScaleSummary, Score } from '../api/types'
import { useDisplayOptions } from './display-options'
import { ProgressBar } from './progress-bar'
import { richText } from './rich-text'
import type { scoreTable } from './score-table'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

type ScoreTableModule = { scoreTable: typeof scoreTable }
const loadScoreTable = (): Promise<ScoreTableModule> => import('./score-table')

/** Starts fetching the score table's chunk: when a session starts for a host with `showScores`. */
export function prefetchScoreTable(): void {
  loadScoreTable().catch(() => {})
}

/** Props of {@link CompletionScreen}. */
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

/** The thank-you screen after finish; its heading takes focus, as on any page change. */
export function CompletionScreen({
  scores = [],
  scales,
  ended = false,
  endTextKey,
}: CompletionScreenProps) {
  const code = ended ? 'ended' : 'completed'
  const t = useUiText()
  const { text } = useWidget()
  const { showScores } = useDisplayOptions()
  const { language } = useWidget()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const wantsTable = showScores && scores.length > 0
  const [table, setTable] = useState<ScoreTableModule | null>(null)
  useEffect(() => {
    if (!wantsTable) return
    let live = true
    // Fetched at session start already; should it still fail (offline), the thank-you stays
    // without the table — the host has the scores through onComplete either way.
    loadScoreTable().then(
      (module) => live && setTable(module),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wantsTable])
  return (
    <section
      className="sr-screen sr-completion"
      data-screen={code}
      data-code={code}
      part="completion"
    >
      <ProgressBar fraction={1} valueText={t('progress.done')} />
      <h2 ref={headingRef} tabIndex={-1}>
        {t('completed.title')}
      </h2>
      <p>{endTextKey ? richText(text(endTextKey)) : t('completed.text')}</p>
      {wantsTable && table?.scoreTable({ h: createElement, scores, scales, t, text, language })}
    </section>
  )
}
