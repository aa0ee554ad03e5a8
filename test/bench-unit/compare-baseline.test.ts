import { describe, expect, it } from 'vitest'
import type { BenchMetric } from '../bench/benchmark'
import { compareWithBaseline, type BenchFile } from '../bench/compare-baseline'

type Metric = Omit<BenchMetric, 'key'>

function file(metrics: Record<string, Metric>): BenchFile {
  return { node: 'v20', platform: 'linux-x64', cpus: 2, results: { render: { metrics } } }
}

const ms = (value: number, noise = 2): Metric => ({ value, unit: 'ms', better: 'lower', noise })
const perSecond = (value: number): Metric => ({ value, unit: '/s', better: 'higher', noise: 5 })

describe('compareWithBaseline', () => {
  it('marks a figure that moved past the threshold as worse or better by its direction', () => {
    const { regressions, improvements, table } = compareWithBaseline(
      file({ paint: ms(300), clicks: ms(10), batches: perSecond(800) }),
      file({ paint: ms(400), clicks: ms(7), batches: perSecond(600) }),
      0.15,
    )
    expect(regressions).toEqual(['render.paint', 'render.batches'])
    expect(improvements).toEqual(['render.clicks'])
    expect(table.rows.find((row) => row.figure === 'render.paint')).toMatchObject({
      baseline: '300 ms',
      now: '400 ms',
      'change %': '+33.3',
      moved: 'WORSE',
    })
  })

  it('leaves alone changes within the threshold or within the figure noise', () => {
    const { regressions, improvements } = compareWithBaseline(
      file({ paint: ms(300), click: ms(5, 2) }),
      // +10 % is under the threshold; +30 % of 5 ms is 1.5 ms, under the 2 ms noise.
      file({ paint: ms(330), click: ms(6.5, 2) }),
      0.15,
    )
    expect(regressions).toEqual([])
    expect(improvements).toEqual([])
  })

  it('lists figures the baseline does not have as new', () => {
    const { table, regressions } = compareWithBaseline(
      file({}),
      file({ heap: { value: 12, unit: 'MB', better: 'lower' } }),
      0.15,
    )
    expect(table.rows).toEqual([
      { figure: 'render.heap', baseline: '—', now: '12 MB', 'change %': '', moved: 'new' },
    ])
    expect(regressions).toEqual([])
  })
})
