import type { TFunction } from 'i18next'
import type { createElement } from 'react'
import type { ScaleSummary, Score } from '../api/types'

// A chunk of its own, fetched only by hosts with `showScores` (completion-screen.tsx). It imports
// nothing but types — React's createElement comes in as `h`, the words as `t` and `text` — so
// the chunk needs nothing from the widget's entry (docs/architecture.md, "What a study loads");
// hence createElement calls rather than JSX, which would import React's JSX runtime.

/** What {@link scoreTable} draws from. */
export interface ScoreTableInput {
  /** React's createElement. */
  h: typeof createElement
  scores: readonly Score[]
  /** The content's `scales`: names, band names and ranges. Without one, a score shows its codes. */
  scales?: readonly ScaleSummary[] | undefined
  /** The UI strings and the study's wording, in the participant's language. */
  t: TFunction
  text: (key: string) => string
  language: string
}

/**
 * The scores the service computed, as a small table: each scale's name, its value in the
 * language's numerals with its range ("5 of 18"; a dash when too few items were answered) and the
 * band's name — all from the content's translations, falling back to the codes.
 */
export function scoreTable({ h, scores, scales = [], t, text, language }: ScoreTableInput) {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
  // Several instruments may share scale codes ("total"): then a code names its instrument too.
  const instruments = new Set(scores.map((score) => score.instrumentId))
  const hasBands = scores.some((score) => score.band)
  const rows = scores.map((score) => {
    const summary = scales.find(
      (scale) => scale.instrumentId === score.instrumentId && scale.scale === score.scale,
    )
    const band = summary?.bands.find((candidate) => candidate.label === score.band)
    const code = instruments.size > 1 ? `${score.instrumentId} · ${score.scale}` : score.scale
    let value = '—'
    if (score.value !== null && summary) {
      const { min, max } = summary
      value =
        min === 0
          ? t('scores.ofMax', { value: score.value, max })
          : t('scores.inRange', { value: score.value, min, max })
    } else if (score.value !== null) value = format.format(score.value)
    return h(
      'tr',
      { key: `${score.instrumentId}/${score.scale}` },
      h('th', { scope: 'row' }, summary?.labelKey ? text(summary.labelKey) : code),
      h('td', null, value),
      hasBands && h('td', null, band?.labelKey ? text(band.labelKey) : (score.band ?? '—')),
    )
  })
  const column = (key: 'scores.scale' | 'scores.value' | 'scores.band') =>
    h('th', { scope: 'col' }, t(key))
  return h(
    'table',
    { className: 'sr-scores', part: 'scores' },
    h('caption', null, t('scores.title')),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        column('scores.scale'),
        column('scores.value'),
        hasBands && column('scores.band'),
      ),
    ),
    h('tbody', null, rows),
  )
}
