import type { ScaleSummary, Score } from '../api/types'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/** Props of {@link ScoreTable}. */
export interface ScoreTableProps {
  scores: readonly Score[]
  /** The content's `scales`: names, band names and ranges. Without one, a score shows its codes. */
  scales?: readonly ScaleSummary[] | undefined
}

/**
 * The scores the service computed, as a small table: each scale's name, its value in the
 * language's numerals with its range ("5 of 18"; a dash when too few items were answered) and the
 * band's name — all from the content's translations, falling back to the codes.
 */
export function ScoreTable({ scores, scales = [] }: ScoreTableProps) {
  const t = useUiText()
  const { language, text } = useWidget()
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
  // Several instruments may share scale codes ("total"): then a code names its instrument too.
  const instruments = new Set(scores.map((score) => score.instrumentId))
  const hasBands = scores.some((score) => score.band)
  return (
    <table className="sr-scores" part="scores">
      <caption>{t('scores.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('scores.scale')}</th>
          <th scope="col">{t('scores.value')}</th>
          {hasBands && <th scope="col">{t('scores.band')}</th>}
        </tr>
      </thead>
      <tbody>
        {scores.map((score) => {
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
          return (
            <tr key={`${score.instrumentId}/${score.scale}`}>
              <th scope="row">{summary?.labelKey ? text(summary.labelKey) : code}</th>
              <td>{value}</td>
              {hasBands && <td>{band?.labelKey ? text(band.labelKey) : (score.band ?? '—')}</td>}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
