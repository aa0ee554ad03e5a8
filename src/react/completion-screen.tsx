import { useEffect, useRef, type ReactNode } from 'react'
import type { ScaleSummary, Score } from '../api/types'
import { useDisplayOptions } from './display-options'
import type { LaterParts } from './later-parts'
import { ProgressBar } from './progress-bar'
import { richText } from './rich-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

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
  /**
   * The score table, from the chunk fetched when the session started (use-later-parts.ts); until
   * it is there (or if it cannot be fetched) the screen shows without it — the host has the
   * scores through `onComplete`.
   */
  ScoreTable?: LaterParts['ScoreTable'] | undefined
  /** After the text and scores: the redirect's link and the copy of the answers, when loaded. */
  children?: ReactNode
}

/** The thank-you screen after finish; its heading takes focus, as on any page change. */
export function CompletionScreen({
  scores = [],
  scales,
  ended = false,
  endTextKey,
  ScoreTable,
  children,
}: CompletionScreenProps) {
  const code = ended ? 'ended' : 'completed'
  const t = useUiText()
  const { text } = useWidget()
  const { showScores } = useDisplayOptions()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
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
      {/* A screened-out participant may have no score at all: no table of dashes then. */}
      {ScoreTable && showScores && scores.some((score) => score.value !== null) && (
        <ScoreTable scores={scores} scales={scales} />
      )}
      {children}
    </section>
  )
}
