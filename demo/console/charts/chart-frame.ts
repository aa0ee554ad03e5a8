import { escapeHtml } from '../escape-html'
import { countTicks, linearScale } from './linear-scale'
import { coordinate as c } from './number-format'

/** A chart's viewBox and plot area, in viewBox units (the SVG scales to its container). */
export interface Frame {
  width: number
  height: number
  left: number
  right: number
  top: number
  bottom: number
}

/** The histogram: room above the plot for band labels and below it for the axis title. */
export const histogramFrame: Frame = {
  width: 640,
  height: 350,
  left: 48,
  right: 628,
  top: 58,
  bottom: 288,
}

/** The completion chart: a legend in HTML above, date labels below. */
export const timelineFrame: Frame = {
  width: 640,
  height: 300,
  left: 48,
  right: 628,
  top: 14,
  bottom: 266,
}

/**
 * The count (y) axis: horizontal gridlines with their values, and the baseline.
 * Returns the scale so bars line up with the grid.
 */
export function countAxis(
  frame: Frame,
  maxCount: number,
): { y: (count: number) => number; markup: string } {
  const { top, ticks } = countTicks(maxCount)
  const y = linearScale([0, top], [frame.bottom, frame.top])
  const lines = ticks.map(
    (tick) =>
      `<line class="sr-chart__grid" x1="${frame.left}" x2="${frame.right}" y1="${c(y(tick))}" y2="${c(y(tick))}"/>` +
      `<text class="sr-chart__tick" x="${frame.left - 8}" y="${c(y(tick) + 4)}" text-anchor="end">${tick}</text>`,
  )
  const baseline = `<line class="sr-chart__axis" x1="${frame.left}" x2="${frame.right}" y1="${frame.bottom}" y2="${frame.bottom}"/>`
  return { y, markup: `<g>${lines.join('')}</g>${baseline}` }
}

/**
 * One label under the x axis with its tick mark. `minor` labels are hidden in narrow
 * containers (chartStyles), where the text is drawn larger.
 */
export function xTick(frame: Frame, x: number, text: string, minor: boolean): string {
  const className = minor ? 'sr-chart__tick sr-chart__minor' : 'sr-chart__tick'
  return (
    `<line class="sr-chart__axis" x1="${c(x)}" x2="${c(x)}" y1="${frame.bottom}" y2="${frame.bottom + 5}"/>` +
    `<text class="${className}" x="${c(x)}" y="${frame.bottom + 22}" text-anchor="middle">${escapeHtml(text)}</text>`
  )
}
