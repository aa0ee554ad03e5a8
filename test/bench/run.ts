// `npm run bench -- [name…] [--baseline <file>] [--threshold 0.15] [--save-baseline <file>]
//                    [--latency <ms>] [--cpu-throttle <factor>]`
// Builds the package into a temporary folder, runs the benchmarks (all, or those named), prints
// their tables and a summary against the targets of issues 12 and 23, and writes the figures to
// .data/bench.json (merged with what earlier runs wrote). With --baseline it exits 1 when a figure
// got worse past the threshold and its noise. Loopback only; each benchmark bounded.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { buildForBench } from './bench-build'
import type { Benchmark, BenchBuild, BenchContext, BenchTable, BenchTarget } from './benchmark'
import { compareWithBaseline, type BenchFile, type StoredResult } from './compare-baseline'
import { printTable } from './print-table'
import { proxyBenchmark } from './proxy-benchmark'
import { renderBenchmark } from './render-benchmark'
import { renderersBenchmark } from './renderers-benchmark'
import { sandboxBenchmark } from './sandbox-benchmark'
import { sizeBenchmark } from './size-benchmark'

const benchmarks: Benchmark[] = [
  sizeBenchmark,
  renderersBenchmark,
  renderBenchmark,
  proxyBenchmark,
  sandboxBenchmark,
]
/** The benchmarks that load pages in Chromium: --latency and --cpu-throttle apply to them. */
const pageBenchmarks = new Set(['render', 'renderers'])

const { positionals: wanted, values: options } = parseArgs({
  allowPositionals: true,
  options: {
    baseline: { type: 'string' },
    threshold: { type: 'string', default: '0.15' },
    'save-baseline': { type: 'string' },
    latency: { type: 'string', default: '0' },
    'cpu-throttle': { type: 'string', default: '1' },
  },
})
const latencyMs = Number(options.latency)
if (!(latencyMs >= 0)) throw new Error(`--latency takes milliseconds, e.g. 150; got ${latencyMs}`)
const cpuThrottle = Number(options['cpu-throttle'])
if (!(cpuThrottle >= 1)) {
  throw new Error(`--cpu-throttle takes a factor of 1 or more, e.g. 4; got ${cpuThrottle}`)
}
const threshold = Number(options.threshold)
if (!(threshold >= 0)) throw new Error(`--threshold takes a fraction, e.g. 0.15; got ${threshold}`)
const selected = benchmarks.filter((bench) => wanted.length === 0 || wanted.includes(bench.name))
if (selected.length === 0 || selected.length < new Set(wanted).size) {
  console.error(
    `No benchmark named ${wanted.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  )
  process.exit(1)
}
const baseline = options.baseline
  ? (JSON.parse(await readFile(options.baseline, 'utf8')) as BenchFile)
  : undefined

const outFile = new URL('../../.data/bench.json', import.meta.url)
let previous: BenchFile['results'] = {}
try {
  previous = (JSON.parse(await readFile(outFile, 'utf8')) as BenchFile).results ?? {}
} catch {
  // first run
}

let building: Promise<BenchBuild> | undefined
const context: BenchContext = {
  build: () => (building ??= buildForBench((line) => console.log(`  ${line}`))),
  latencyMs,
  cpuThrottle,
}

const started = Date.now()
const machine = { node: process.version, platform: `${process.platform}-${process.arch}` }
console.log(`study-runner bench: ${availableParallelism()} cores, Node ${machine.node}`)
const results: BenchFile['results'] = {}
const targets: (BenchTarget & { bench: string })[] = []
let failed = false
for (const bench of selected) {
  const benchStarted = Date.now()
  console.log(`\n▶ ${bench.name} (at most ${Math.round(bench.timeLimitMs / 1000)} s)`)
  try {
    const report = await withTimeLimit(
      bench.run((line) => console.log(`  ${line}`), context),
      bench.timeLimitMs,
    )
    for (const table of report.tables) printTable(table)
    targets.push(...report.targets.map((target) => ({ ...target, bench: bench.name })))
    // Figures under added latency or a slowed CPU are another scenario: kept apart.
    const resultKey = pageBenchmarks.has(bench.name)
      ? [
          bench.name,
          ...(latencyMs > 0 ? [`@${latencyMs}ms`] : []),
          ...(cpuThrottle > 1 ? [`@cpu${cpuThrottle}`] : []),
        ].join('')
      : bench.name
    results[resultKey] = {
      ...report.figures,
      metrics: Object.fromEntries(report.metrics.map(({ key, ...metric }) => [key, metric])),
      targets: report.targets,
      ranAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - benchStarted) / 1000),
    } satisfies StoredResult
  } catch (error) {
    failed = true
    console.error(`✗ ${bench.name} failed:`, error)
  }
}

const summary: BenchTable = {
  title: 'Targets (issues 12 and 23; reported, never fatal)',
  rows: targets.map(({ bench, target, figure, met }) => ({
    bench,
    target,
    measured: figure,
    met: met ? 'yes' : 'NO',
  })),
}
if (targets.length > 0) printTable(summary)

const current: BenchFile = { ...machine, cpus: availableParallelism(), results }
let regressed = false
if (baseline) {
  const comparison = compareWithBaseline(baseline, current, threshold)
  printTable(comparison.table)
  regressed = comparison.regressions.length > 0
  console.log(
    `\n  ${comparison.regressions.length} worse, ${comparison.improvements.length} better than ${options.baseline}` +
      (comparison.regressions.length ? `: ${comparison.regressions.join(', ')}` : ''),
  )
}

await mkdir(new URL('.', outFile), { recursive: true })
const merged: BenchFile = { ...current, results: { ...previous, ...results } }
await writeFile(outFile, `${JSON.stringify(merged, null, 2)}\n`)
console.log(`\nFigures written to .data/bench.json`)
if (options['save-baseline']) {
  await writeFile(options['save-baseline'], `${JSON.stringify(current, null, 2)}\n`)
  console.log(`Baseline (this run's benchmarks) written to ${options['save-baseline']}`)
}
await building?.then(
  (build) => rm(build.root, { recursive: true, force: true }),
  () => undefined, // reported by the benchmark that needed it
)
console.log(`Total ${Math.round((Date.now() - started) / 1000)} s`)
if (regressed) console.error(`✗ worse than ${options.baseline} past the noise: exit 1`)
process.exit(failed || regressed ? 1 : 0)

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}
