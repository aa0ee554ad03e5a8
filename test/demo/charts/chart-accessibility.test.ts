// @vitest-environment jsdom
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the markup.
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  renderCompletionOverTime,
  renderScoreDistribution,
} from '../../../demo/console/charts/index'

afterEach(() => {
  document.body.innerHTML = ''
})

const scoreInput = {
  title: 'DES-6: total',
  scale: 'total',
  instrumentId: 'des6',
  min: 0,
  max: 12,
  bands: [
    { from: 0, to: 6, label: 'low' },
    { from: 6.01, to: 12, label: 'high' },
  ],
  values: [3, 4, 5, 5, 6, 7, 7, 8, 9, 11],
}

/** axe's violations on a page of charts, without the rules jsdom cannot decide (no layout). */
async function violations(html: string) {
  document.documentElement.lang = 'en'
  document.title = 'Charts'
  document.body.innerHTML = `<main><h1>Charts</h1>${html}</main>`
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((rule) => ({ id: rule.id, nodes: rule.nodes.map((n) => n.html) }))
}

describe('charts under axe', () => {
  it('have no violations, several charts on one page, empty states included', async () => {
    const html = [
      renderScoreDistribution(scoreInput),
      renderScoreDistribution({ ...scoreInput, scale: 'mean', max: 5, values: [1.5, 2.25] }),
      renderScoreDistribution({ ...scoreInput, instrumentId: 'other', values: [] }),
      renderCompletionOverTime({
        title: 'Sessions per day',
        points: [
          { date: '2024-03-01', started: 4, completed: 2 },
          { date: '2024-03-03', started: 1, completed: 1 },
        ],
      }),
      renderCompletionOverTime({ title: 'No sessions', points: [] }),
    ].join('\n')
    expect(await violations(html)).toEqual([])
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names each image by its title and reaches the data through a disclosure', () => {
    document.body.innerHTML = renderScoreDistribution(scoreInput)
    const svg = document.querySelector('svg')!
    const labelledBy = svg.getAttribute('aria-labelledby')!
    expect(document.getElementById(labelledBy)!.tagName.toLowerCase()).toBe('title')
    const summary = document.querySelector('details > summary')!
    expect(summary.textContent).toBe('Data table: DES-6: total')
  })
})
