import type { BenchMetric, BenchTable } from './benchmark'

/** The figures file `npm run bench` writes (.data/bench.json) and a baseline is a copy of. */
export interface BenchFile {
  node: string
  platform: string
  cpus: number
  results: Record<string, StoredResult>
}

/** What the file keeps of one benchmark. */
export interface StoredResult {
  metrics?: Record<string, Omit<BenchMetric, 'key'>>
  [figure: string]: unknown
}

/** The outcome of {@link compareWithBaseline}. */
export interface Comparison {
  table: BenchTable
  /** Figures that got worse by more than the threshold (and more than their noise). */
  regressions: string[]
  improvements: string[]
}

/**
 * Compares every metric present in both files: the change in percent of the baseline, marked
 * when it passes `threshold` (0.15 = 15 %) and the metric's own noise, as `worse` or `better`
 * according to the metric's direction (smaller is better for sizes and times).
 */
export function compareWithBaseline(
  baseline: BenchFile,
  current: BenchFile,
  threshold: number,
): Comparison {
  const rows: BenchTable['rows'] = []
  const regressions: string[] = []
  const improvements: string[] = []
  for (const [bench, result] of Object.entries(current.results)) {
    const before = baseline.results[bench]?.metrics ?? {}
    for (const [key, now] of Object.entries(result.metrics ?? {})) {
      const then = before[key]
      const figure = `${bench}.${key}`
      if (!then) {
        rows.push({ figure, baseline: '—', now: show(now), 'change %': '', moved: 'new' })
        continue
      }
      const change = then.value === 0 ? 0 : (now.value - then.value) / Math.abs(then.value)
      const moved =
        Math.abs(change) > threshold && Math.abs(now.value - then.value) > (now.noise ?? 0)
      const worse = now.better === 'lower' ? change > 0 : change < 0
      const mark = moved ? (worse ? 'WORSE' : 'better') : ''
      if (moved) (worse ? regressions : improvements).push(figure)
      rows.push({
        figure,
        baseline: show(then),
        now: show(now),
        'change %': `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}`,
        moved: mark,
      })
    }
  }
  return {
    table: {
      title: `Against the baseline (moved: more than ${Math.round(threshold * 100)} % and the figure's noise)`,
      rows,
    },
    regressions,
    improvements,
  }
}

function show(metric: Omit<BenchMetric, 'key'>): string {
  return `${metric.value} ${metric.unit}`
}
