import { escapeHtml } from '../escape-html'
import { drawBandLayer } from './band-layer'
import { chartId } from './chart-id'
import { countAxis, histogramFrame as frame, xTick } from './chart-frame'
import { renderEmptyFigure, renderFigure, type DataTable } from './figure-markup'
import { linearScale } from './linear-scale'
import { median } from './median'
import { coordinate as c, formatNumber } from './number-format'
import { bandRegions, countBands, type ScoreBand } from './score-bands'
import { binScores, type ScoreBinning } from './score-bins'

/** What a score histogram shows: one scale of one instrument and the sessions' scores on it. */
export interface ScoreDistributionInput {
  /** The chart's heading, e.g. `PHQ-9: total`. */
  title: string
  /** The scale's name; it labels the x axis and, with `instrumentId`, makes the chart's ids. */
  scale: string
  instrumentId: string
  /** The scale's lowest and highest possible scores (the x axis, both inclusive). */
  min: number
  max: number
  /** Named ranges drawn as shaded regions behind the bars; they may leave gaps. */
  bands: ScoreBand[]
  /** One score per session; an empty list renders "No scores yet". */
  values: number[]
}

/** Above this many bars, counts on the bars are hidden in narrow containers. */
const denseBins = 16

/**
 * A histogram of the scores on one scale, as server-rendered HTML: bars per bin, the bands as
 * labelled shaded regions, n and median in the caption, and the counts as tables.
 *
 * @example renderScoreDistribution({ title: 'PHQ-9', scale: 'total', instrumentId: 'phq-9',
 *   min: 0, max: 27, bands: [{ from: 0, to: 4, label: 'minimal' }], values: [3, 7, 12] })
 */
export function renderScoreDistribution(input: ScoreDistributionInput): string {
  const id = chartId('score', input.instrumentId, input.scale)
  const className = 'sr-chart--scores'
  const values = input.values.filter((value) => Number.isFinite(value))
  const binning = binScores(values, input.min, input.max)
  if (values.length === 0) {
    return renderEmptyFigure({ id, className, title: input.title, message: 'No scores yet' })
  }
  const middle = median(values)!
  const bandCounts = countBands(values, input.bands)
  return renderFigure({
    id,
    className,
    title: input.title,
    summary: `n = ${values.length} · median ${formatNumber(middle)}`,
    viewBox: frame,
    description: describe(input, values, middle, binning, bandCounts),
    svgContent: drawHistogram(input, binning),
    afterSvg: bandKey(input.bands),
    tables: [binTable(binning), ...(input.bands.length ? [bandTable(input, bandCounts)] : [])],
  })
}

function drawHistogram(input: ScoreDistributionInput, binning: ScoreBinning): string {
  const x = linearScale(binning.domain, [frame.left, frame.right])
  const { y, markup: axis } = countAxis(frame, Math.max(...binning.bins.map((bin) => bin.count)))
  const bands = drawBandLayer(bandRegions(input.bands, binning), x, frame)
  const dense = binning.bins.length > denseBins
  const bars = binning.bins
    .filter((bin) => bin.count > 0)
    .map((bin) => {
      const [x0, x1] = [x(bin.extent[0]), x(bin.extent[1])]
      const gap = Math.min(3, (x1 - x0) * 0.12)
      const countClass = dense ? 'sr-chart__count sr-chart__minor' : 'sr-chart__count'
      return (
        `<rect class="sr-chart__bar" x="${c(x0 + gap)}" y="${c(y(bin.count))}" width="${c(x1 - x0 - 2 * gap)}" height="${c(frame.bottom - y(bin.count))}"/>` +
        `<text class="${countClass}" x="${c((x0 + x1) / 2)}" y="${c(y(bin.count) - 5)}" text-anchor="middle">${bin.count}</text>`
      )
    })
  const title = `<text class="sr-chart__axis-title" x="${(frame.left + frame.right) / 2}" y="${frame.height - 8}" text-anchor="middle">${escapeHtml(input.scale)}</text>`
  return `${bands}${axis}<g>${xTicks(binning).join('')}</g><g>${bars.join('')}</g>${title}`
}

/** The bands as text under the chart: their labels may not fit on narrow bands or screens. */
function bandKey(bands: ScoreBand[]): string {
  if (bands.length === 0) return ''
  const items = bands.map(
    (band) =>
      `<li><span class="sr-chart__band-name">${escapeHtml(band.label)}</span> ${formatNumber(band.from)}–${formatNumber(band.to)}</li>`,
  )
  return `<ul class="sr-chart__band-key" aria-label="Bands">${items.join('')}</ul>\n`
}

/** Whole scores: every 1, 2, 5 or 10 so at most 16 labels; equal bins: every edge. */
function xTicks(binning: ScoreBinning): string[] {
  const x = linearScale(binning.domain, [frame.left, frame.right])
  if (binning.kind === 'interval') {
    const edges = [...binning.bins.map((bin) => bin.from), binning.bins.at(-1)!.to]
    const thin = edges.length > 8
    return edges.map((edge, index) =>
      xTick(frame, x(edge), formatNumber(edge), thin && index % 2 === 1),
    )
  }
  const step = [1, 2, 5, 10].find((s) => binning.bins.length / s <= 16) ?? 10
  const scores = binning.bins.map((bin) => bin.from).filter((score) => score % step === 0)
  const thin = scores.length > 8
  return scores.map((score) =>
    xTick(frame, x(score), String(score), thin && score % (2 * step) !== 0),
  )
}

function describe(
  input: ScoreDistributionInput,
  values: number[],
  middle: number,
  binning: ScoreBinning,
  bandCounts: ReturnType<typeof countBands>,
): string {
  const parts = [
    `${values.length} ${values.length === 1 ? 'score' : 'scores'} from ${formatNumber(Math.min(...values))} to ${formatNumber(Math.max(...values))}`,
    `median ${formatNumber(middle)}`,
  ]
  const inBands = input.bands.map(
    (band, index) => `${bandCounts.counts[index]} in band ${band.label}`,
  )
  if (bandCounts.unbanded > 0 && input.bands.length > 0) {
    inBands.push(`${bandCounts.unbanded} in no band`)
  }
  if (inBands.length) parts.push(inBands.join(', '))
  if (binning.outOfRange > 0) {
    parts.push(
      `${binning.outOfRange} outside ${formatNumber(input.min)} to ${formatNumber(input.max)}, not drawn`,
    )
  }
  return parts.join('; ')
}

function binTable(binning: ScoreBinning): DataTable {
  const total = binning.bins.reduce((sum, bin) => sum + bin.count, 0)
  return {
    caption: 'Scores per bin',
    columns: ['Score', 'Count'],
    rows: binning.bins.map((bin) => [bin.label, bin.count]),
    footer: ['Total', total],
  }
}

function bandTable(
  input: ScoreDistributionInput,
  bandCounts: ReturnType<typeof countBands>,
): DataTable {
  const rows = input.bands.map((band, index) => [
    band.label,
    `${formatNumber(band.from)} to ${formatNumber(band.to)}`,
    bandCounts.counts[index]!,
  ])
  if (bandCounts.unbanded > 0) rows.push(['No band', '—', bandCounts.unbanded])
  return { caption: 'Scores per band', columns: ['Band', 'Range', 'Count'], rows }
}
