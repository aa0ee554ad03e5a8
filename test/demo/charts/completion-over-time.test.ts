// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderCompletionOverTime } from '../../../demo/console/charts/index'
import { parseChart, tableRows } from './parse-chart'

const points = [
  { date: '2024-03-01', started: 5, completed: 4 },
  { date: '2024-03-04', started: 2, completed: 1 },
  { date: '2024-03-02', started: 3, completed: 0 },
]

describe('renderCompletionOverTime', () => {
  it('is a captioned image with a legend naming both series', () => {
    const document = parseChart(renderCompletionOverTime({ title: 'Sessions', points }))
    expect(document.querySelector('figcaption')!.textContent).toBe(
      'Sessions 10 started · 5 completed (50%)',
    )
    expect(document.querySelector('desc')!.textContent).toBe(
      '4 days from 2024-03-01 to 2024-03-04: 10 sessions started, 5 completed (50%).',
    )
    const legend = [...document.querySelectorAll('.sr-chart__legend li')]
    expect(legend.map((item) => item.textContent)).toEqual(['Started (all sessions)', 'Completed'])
  })

  it('fills the missing day with zeros in the data table and on the axis', () => {
    const document = parseChart(renderCompletionOverTime({ title: 'Sessions', points }))
    expect(tableRows(document.querySelector('table')!)).toEqual([
      ['2024-03-01', '5', '4'],
      ['2024-03-02', '3', '0'],
      ['2024-03-03', '0', '0'],
      ['2024-03-04', '2', '1'],
    ])
    expect(document.querySelector('tfoot')!.textContent).toBe('Total105')
    const ticks = [...document.querySelectorAll('.sr-chart__tick')].map((t) => t.textContent)
    expect(ticks).toEqual(expect.arrayContaining(['1 Mar', '2 Mar', '3 Mar', '4 Mar']))
  })

  it('draws a wide started bar and a narrow completed bar per day with sessions', () => {
    const document = parseChart(renderCompletionOverTime({ title: 'Sessions', points }))
    const started = document.querySelectorAll('.sr-chart__started')
    const completed = document.querySelectorAll('.sr-chart__completed')
    expect(started).toHaveLength(3)
    expect(completed).toHaveLength(2)
    const width = (element: Element) => Number(element.getAttribute('width'))
    expect(width(completed[0]!)).toBeLessThan(width(started[0]!) / 2)
    const height = (element: Element) => Number(element.getAttribute('height'))
    expect(height(completed[0]!) / height(started[0]!)).toBeCloseTo(4 / 5)
  })

  it('thins the date labels for long ranges, keeping the first day', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10),
      started: index % 5,
      completed: index % 3,
    }))
    const document = parseChart(renderCompletionOverTime({ title: 'Two months', points: many }))
    const ticks = [...document.querySelectorAll('.sr-chart__tick')].filter((tick) =>
      /[A-Z][a-z]{2}$/.test(tick.textContent ?? ''),
    )
    expect(ticks.length).toBeLessThanOrEqual(8)
    expect(ticks[0]!.textContent).toBe('1 Jan')
    expect(
      ticks.filter((tick) => tick.classList.contains('sr-chart__minor')).length,
    ).toBeGreaterThan(0)
    expect(document.querySelectorAll('tbody tr')).toHaveLength(60)
  })

  it('escapes a hostile title', () => {
    const html = renderCompletionOverTime({ title: '<img src=x onerror=alert(1)>', points })
    expect(html).not.toContain('<img')
    expect(parseChart(html).querySelector('title')!.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('shows "No sessions yet" as text in the figure when there are no points', () => {
    const document = parseChart(renderCompletionOverTime({ title: 'Sessions', points: [] }))
    expect(document.querySelector('figure .sr-chart__empty')!.textContent).toBe('No sessions yet')
    expect(document.querySelector('figcaption')!.textContent).toBe('Sessions')
  })

  it('renders the same markup every time', () => {
    const render = () => renderCompletionOverTime({ title: 'Sessions', points })
    expect(render()).toBe(render())
  })
})
