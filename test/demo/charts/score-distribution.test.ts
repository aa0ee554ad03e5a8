// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  renderScoreDistribution,
  type ScoreDistributionInput,
} from '../../../demo/console/charts/index'
import { parseChart, tableRows } from './parse-chart'

const input: ScoreDistributionInput = {
  title: 'DES-6: total',
  scale: 'total',
  instrumentId: 'des6',
  min: 0,
  max: 12,
  bands: [
    { from: 0, to: 6, label: 'low' },
    { from: 6.01, to: 12, label: 'high' },
  ],
  values: [3, 4, 5, 5, 6, 6, 7, 7, 8, 9, 11, 6],
}

describe('renderScoreDistribution', () => {
  it('is a figure with a captioned image described in words', () => {
    const document = parseChart(renderScoreDistribution(input))
    const figure = document.querySelector('figure')!
    expect(figure.querySelector('figcaption')!.textContent).toBe('DES-6: total n = 12 · median 6')
    const svg = figure.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    expect(svg.getAttribute('width')).toBe('100%')
    const title = document.getElementById(svg.getAttribute('aria-labelledby')!)!
    const desc = document.getElementById(svg.getAttribute('aria-describedby')!)!
    expect(title.textContent).toBe('DES-6: total')
    expect(desc.textContent).toBe('12 scores from 3 to 11; median 6; 7 in band low, 5 in band high')
  })

  it('draws one bar per non-empty bin with its count, matching the data table', () => {
    const document = parseChart(renderScoreDistribution(input))
    const bars = document.querySelectorAll('.sr-chart__bar')
    const labels = [...document.querySelectorAll('.sr-chart__count')].map((l) => l.textContent)
    expect(bars).toHaveLength(8)
    expect(labels).toEqual(['1', '1', '2', '3', '2', '1', '1', '1'])
    const [binTable, bandTable] = document.querySelectorAll('details table')
    expect(binTable!.querySelector('caption')!.textContent).toBe('Scores per bin')
    const rows = tableRows(binTable!)
    expect(rows).toHaveLength(13)
    expect(rows.filter(([, count]) => count !== '0')).toEqual([
      ['3', '1'],
      ['4', '1'],
      ['5', '2'],
      ['6', '3'],
      ['7', '2'],
      ['8', '1'],
      ['9', '1'],
      ['11', '1'],
    ])
    expect(binTable!.querySelector('tfoot')!.textContent).toBe('Total12')
    expect(tableRows(bandTable!)).toEqual([
      ['low', '0 to 6', '7'],
      ['high', '6.01 to 12', '5'],
    ])
    expect(binTable!.querySelectorAll('th[scope="col"]')).toHaveLength(2)
    expect(binTable!.querySelectorAll('tbody th[scope="row"]')).toHaveLength(13)
  })

  it('places bars higher for larger counts and on their score along the axis', () => {
    const document = parseChart(renderScoreDistribution(input))
    const bars = [...document.querySelectorAll('.sr-chart__bar')].map((bar) => ({
      x: Number(bar.getAttribute('x')),
      height: Number(bar.getAttribute('height')),
    }))
    const xs = bars.map((bar) => bar.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    // Scores 6 (3 scores) and 5 (2 scores).
    expect(bars[3]!.height / bars[2]!.height).toBeCloseTo(3 / 2)
  })

  it('shades each band from its first to its last bar, meeting between 6 and 7', () => {
    const document = parseChart(renderScoreDistribution(input))
    const regions = [...document.querySelectorAll('.sr-chart__band')].map((rect) => {
      const x = Number(rect.getAttribute('x'))
      return [x, x + Number(rect.getAttribute('width'))]
    })
    // 13 bins over 48…628: 44.62 units each; low = bins 0–6, high = bins 7–12.
    const bin = (628 - 48) / 13
    expect(regions).toHaveLength(2)
    expect(regions[0]![0]).toBeCloseTo(48, 1)
    expect(regions[0]![1]).toBeCloseTo(48 + 7 * bin, 1)
    expect(regions[1]![0]).toBeCloseTo(48 + 7 * bin, 1)
    expect(regions[1]![1]).toBeCloseTo(628, 1)
    const labels = [...document.querySelectorAll('.sr-chart__band-label')]
    expect(labels.map((label) => label.textContent)).toEqual(['low', 'high'])
    expect(document.querySelector('.sr-chart__band-key')!.textContent).toBe('low 0–6high 6.01–12')
  })

  it('draws one dashed edge where two bands almost meet (2.5 and 2.51)', () => {
    const document = parseChart(
      renderScoreDistribution({
        ...input,
        min: 1,
        max: 5,
        bands: [
          { from: 1, to: 2.5, label: 'low' },
          { from: 2.51, to: 3.5, label: 'medium' },
        ],
        values: [2.2],
      }),
    )
    const edges = [...document.querySelectorAll('.sr-chart__band-edge')]
    expect(edges.map((edge) => Number(edge.getAttribute('x1')))).toEqual([48, 265.5, 410.5])
  })

  it('bins mean scores with decimals into equal ranges and labels the edges', () => {
    const document = parseChart(
      renderScoreDistribution({
        ...input,
        min: 1,
        max: 5,
        bands: [],
        values: [1, 1.25, 2.5, 3.3, 3.4, 5],
      }),
    )
    const rows = tableRows(document.querySelector('table')!)
    expect(rows[0]).toEqual(['1 to under 1.4', '2'])
    expect(rows.at(-1)).toEqual(['4.6 to 5', '1'])
    expect(document.querySelectorAll('details table')).toHaveLength(1)
    const ticks = [...document.querySelectorAll('.sr-chart__tick')].map((t) => t.textContent)
    expect(ticks).toContain('1.4')
    expect(ticks).toContain('5')
    expect(document.querySelector('desc')!.textContent).toBe('6 scores from 1 to 5; median 2.9')
  })

  it('reports scores in no band and outside the scale', () => {
    const document = parseChart(renderScoreDistribution({ ...input, values: [1, 13, -2] }))
    expect(document.querySelector('desc')!.textContent).toBe(
      '3 scores from -2 to 13; median 1; 1 in band low, 0 in band high, 2 in no band; 2 outside 0 to 12, not drawn',
    )
    expect(tableRows(document.querySelectorAll('table')[1]!).at(-1)).toEqual(['No band', '—', '2'])
  })

  it('escapes hostile titles, scales and band labels everywhere', () => {
    const hostile = '<script>alert("x")</script>&'
    const html = renderScoreDistribution({
      ...input,
      title: hostile,
      scale: hostile,
      instrumentId: hostile,
      bands: [{ from: 0, to: 12, label: hostile }],
    })
    expect(html).not.toContain('<script')
    const document = parseChart(html)
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('title')!.textContent).toBe(hostile)
    expect(document.querySelector('.sr-chart__axis-title')!.textContent).toBe(hostile)
    expect(document.querySelector('.sr-chart__band-label')!.textContent).toBe(hostile)
    expect(document.querySelector('figure')!.id).toMatch(/^[a-z0-9-]+$/)
  })

  it('shows "No scores yet" as text in the figure when there are no scores', () => {
    const document = parseChart(renderScoreDistribution({ ...input, values: [] }))
    const figure = document.querySelector('figure')!
    expect(figure.querySelector('figcaption')!.textContent).toBe('DES-6: total')
    expect(figure.querySelector('.sr-chart__empty')!.textContent).toBe('No scores yet')
    expect(figure.querySelector('svg')).toBeNull()
  })

  it('renders the same markup every time and distinct ids per instrument and scale', () => {
    expect(renderScoreDistribution(input)).toBe(renderScoreDistribution(input))
    const ids = [
      renderScoreDistribution(input),
      renderScoreDistribution({ ...input, scale: 'absorption' }),
      renderScoreDistribution({ ...input, instrumentId: 'phq-9' }),
    ].flatMap((html) => [...parseChart(html).querySelectorAll('[id]')].map((el) => el.id))
    expect(ids).toHaveLength(9)
    expect(new Set(ids).size).toBe(9)
  })
})
