import { describe, expect, it } from 'vitest'
import { chartId } from '../../../demo/console/charts/chart-id'

describe('chartId', () => {
  it('is readable, valid as an id and the same on every render', () => {
    const id = chartId('score', 'PHQ-9', 'Total score')
    expect(id).toMatch(/^sr-score-phq-9-total-score-[a-z0-9]+$/)
    expect(chartId('score', 'PHQ-9', 'Total score')).toBe(id)
  })

  it('differs for parts that slug alike', () => {
    const ids = new Set([
      chartId('score', 'a b', 'c'),
      chartId('score', 'a-b', 'c'),
      chartId('score', 'a', 'b c'),
      chartId('score', 'A B', 'C'),
    ])
    expect(ids.size).toBe(4)
  })

  it('keeps hostile or empty text out of the id', () => {
    expect(chartId('score', '"><script>', '')).toMatch(/^sr-score-script-[a-z0-9]+$/)
    expect(chartId('completion', '   ')).toMatch(/^sr-completion-chart-[a-z0-9]+$/)
  })
})
