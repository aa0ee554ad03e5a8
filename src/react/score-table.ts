import type { ScaleSummary, Score } from '../api/types'
import type { LaterShared } from './later-shared'

/** Props of the score table. */
export interface ScoreTableProps {
  scores: readonly Score[]
  /** The content's `scales`: names, band names and ranges. Without one, a score shows its codes. */
  scales?: readonly ScaleSummary[] | undefined
}

/**
 * The scores the service computed, as a small table (a later part, later-shared.ts): each scale's
 * name, its value in the language's numerals with its range ("5 of 18"; a dash when too few items
 * were answered) and the band's name — all from the content's translations, falling back to the
 * codes.
 */
export function createScoreTable({ h, useUiText, useWidget }: LaterShared) {
  return function ScoreTable({ scores, scales = [] }: ScoreTableProps) {
    const t = useUiText()
    const { language, text: wording, pipe } = useWidget()
    const text = (key: string) => pipe?.plainTextOf(key) ?? wording(key)
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
}
