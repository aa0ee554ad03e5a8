import type { Score } from '../api/types'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * The scores the service computed, as a small table: scale, value (formatted for the language by
 * `Intl.NumberFormat`; a dash when too few items were answered) and band.
 */
export function ScoreTable({ scores }: { scores: readonly Score[] }) {
  const t = useUiText()
  const { language } = useWidget()
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
  // Several instruments may share scale names ("total"): then name the instrument too.
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
        {scores.map((score) => (
          <tr key={`${score.instrumentId}/${score.scale}`}>
            <th scope="row">
              {instruments.size > 1 ? `${score.instrumentId} · ${score.scale}` : score.scale}
            </th>
            <td>{score.value === null ? '—' : format.format(score.value)}</td>
            {hasBands && <td>{score.band ?? '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
