import type { Frame } from './chart-frame'
import { escapeHtml } from '../escape-html'
import { coordinate as c } from './number-format'
import type { BandRegion } from './score-bands'

/** The narrow-container text size (chartStyles): labels that would not fit it become minor. */
const narrowFontSize = 28

/**
 * The bands behind the histogram: shaded regions in two alternating tints, a dashed line at
 * each edge (one line where two bands almost meet, e.g. 0–2.5 and 2.51–3.5) and the label on
 * top when it fits. The tints are not the only cue: edges and labels mark the bands too.
 */
export function drawBandLayer(
  regions: readonly BandRegion[],
  x: (score: number) => number,
  frame: Frame,
): string {
  const spans = regions.map(({ extent }) => [x(extent[0]), x(extent[1])] as const)
  const edges: number[] = []
  for (const edge of spans.flat()) {
    if (edges.every((drawn) => Math.abs(drawn - edge) >= 3)) edges.push(edge)
  }
  const shading = regions.map(({ band }, index) => {
    const [x0, x1] = spans[index]!
    const parity = index % 2 === 0 ? 'even' : 'odd'
    // About 0.6 em a glyph, plus some padding.
    const fits = (fontSize: number) => band.label.length * fontSize * 0.6 + 8 <= x1 - x0
    const label = fits(12)
      ? `<text class="sr-chart__band-label${fits(narrowFontSize) ? '' : ' sr-chart__minor'}" x="${c((x0 + x1) / 2)}" y="24" text-anchor="middle">${escapeHtml(band.label)}</text>`
      : ''
    return (
      `<rect class="sr-chart__band sr-chart__band--${parity}" x="${c(x0)}" y="4" width="${c(x1 - x0)}" height="${frame.bottom - 4}"/>` +
      label
    )
  })
  const lines = edges.map(
    (edge) =>
      `<line class="sr-chart__band-edge" x1="${c(edge)}" x2="${c(edge)}" y1="4" y2="${frame.bottom}"/>`,
  )
  return `<g>${shading.join('')}${lines.join('')}</g>`
}
