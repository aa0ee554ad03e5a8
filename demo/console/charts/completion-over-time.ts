import { chartId } from './chart-id'
import { countAxis, timelineFrame as frame, xTick } from './chart-frame'
import { dailyCounts, shortDate, type CompletionPoint } from './daily-counts'
import { renderEmptyFigure, renderFigure } from './figure-markup'
import { coordinate as c } from './number-format'

/** What the completion chart shows. */
export interface CompletionOverTimeInput {
  /** The chart's heading; it also makes the chart's ids, so give each chart on a page its own. */
  title: string
  /** Sessions per day, in any order; missing days between the first and last count as zero. */
  points: CompletionPoint[]
}

/** At most this many date labels at full width (half as many in narrow containers). */
const maxDateLabels = 8

/**
 * Sessions started and completed per day, as server-rendered HTML: a day's "started" counts
 * every session started on it (completed, abandoned or in progress since), its "completed" the
 * sessions completed on it. Each day has a wide outlined
 * bar (started) with a narrow solid bar inside it (completed): the two differ in shape and fill,
 * not only in colour, and a text legend names them.
 */
export function renderCompletionOverTime(input: CompletionOverTimeInput): string {
  const id = chartId('completion', input.title)
  const className = 'sr-chart--completion'
  const days = dailyCounts(input.points)
  if (days.length === 0) {
    return renderEmptyFigure({ id, className, title: input.title, message: 'No sessions yet' })
  }
  const started = days.reduce((sum, day) => sum + day.started, 0)
  const completed = days.reduce((sum, day) => sum + day.completed, 0)
  const first = days[0]!.date
  const last = days.at(-1)!.date
  const span = days.length === 1 ? `on ${first}` : `from ${first} to ${last}`
  const rate = started > 0 ? ` (${Math.round((completed / started) * 100)}%)` : ''
  return renderFigure({
    id,
    className,
    title: input.title,
    summary: `${started} started · ${completed} completed${rate}`,
    beforeSvg: legend,
    viewBox: frame,
    description: `${days.length} ${days.length === 1 ? 'day' : 'days'} ${span}: ${started} sessions started, ${completed} completed${rate}.`,
    svgContent: drawBars(days),
    tables: [
      {
        caption: 'Sessions per day',
        columns: ['Date', 'Started', 'Completed'],
        rows: days.map((day) => [day.date, day.started, day.completed]),
        footer: ['Total', started, completed],
      },
    ],
  })
}

// The keys repeat the bars' shapes (outlined wide, solid narrow) so the legend needs no colour.
// "Started" counts every session started that day, whatever became of it since: the same word
// and meaning as the console's study counts (in progress, completed and abandoned together).
const legend = `<ul class="sr-chart__legend">
<li><span class="sr-chart__key sr-chart__key--started" aria-hidden="true"></span>Started (all sessions)</li>
<li><span class="sr-chart__key sr-chart__key--completed" aria-hidden="true"></span>Completed</li>
</ul>
`

function drawBars(days: CompletionPoint[]): string {
  const { y, markup: axis } = countAxis(
    frame,
    Math.max(...days.map((d) => Math.max(d.started, d.completed))),
  )
  const slot = (frame.right - frame.left) / days.length
  const step = Math.ceil(days.length / maxDateLabels)
  const bars: string[] = []
  const ticks: string[] = []
  days.forEach((day, index) => {
    const centre = frame.left + slot * (index + 0.5)
    bars.push(bar('started', centre, slot * 0.76, y(day.started)))
    bars.push(bar('completed', centre, slot * 0.36, y(day.completed)))
    if (index % step === 0)
      ticks.push(xTick(frame, centre, shortDate(day.date), (index / step) % 2 === 1))
  })
  return `${axis}<g>${ticks.join('')}</g><g>${bars.join('')}</g>`
}

function bar(series: 'started' | 'completed', centre: number, width: number, top: number): string {
  if (top >= frame.bottom) return ''
  return `<rect class="sr-chart__${series}" x="${c(centre - width / 2)}" y="${c(top)}" width="${c(width)}" height="${c(frame.bottom - top)}"/>`
}
