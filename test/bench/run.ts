// `npm run bench [-- name…]`: runs the benchmarks, prints their tables and writes the figures to
// .data/bench.json (merged with what other benchmarks wrote before). Loopback only, bounded.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import type { Benchmark, BenchTable } from './benchmark'
import { proxyBenchmark } from './proxy-benchmark'

const benchmarks: Benchmark[] = [proxyBenchmark]

const wanted = process.argv.slice(2)
const selected = benchmarks.filter((bench) => wanted.length === 0 || wanted.includes(bench.name))
if (selected.length === 0) {
  console.error(
    `No benchmark named ${wanted.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  )
  process.exit(1)
}

const outFile = new URL('../../.data/bench.json', import.meta.url)
let results: Record<string, unknown> = {}
try {
  results =
    (JSON.parse(await readFile(outFile, 'utf8')) as { results?: Record<string, unknown> })
      .results ?? {}
} catch {
  // first run
}

let failed = false
for (const bench of selected) {
  const started = Date.now()
  console.log(`\n▶ ${bench.name} (at most ${Math.round(bench.timeLimitMs / 1000)} s)`)
  try {
    const report = await withTimeLimit(
      bench.run((line) => console.log(`  ${line}`)),
      bench.timeLimitMs,
    )
    for (const table of report.tables) printTable(table)
    results[bench.name] = {
      ...report.figures,
      ranAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 1000),
    }
  } catch (error) {
    failed = true
    console.error(`✗ ${bench.name} failed:`, error)
  }
}

await mkdir(new URL('.', outFile), { recursive: true })
await writeFile(
  outFile,
  `${JSON.stringify({ node: process.version, platform: `${process.platform}-${process.arch}`, results }, null, 2)}\n`,
)
console.log(`\nFigures written to .data/bench.json`)
process.exit(failed ? 1 : 0)

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

function printTable(table: BenchTable): void {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))]
  const cell = (value: string | number | undefined) => (value === undefined ? '' : String(value))
  const widths = columns.map((column) =>
    Math.max(column.length, ...table.rows.map((row) => cell(row[column]).length)),
  )
  const line = (values: string[]) =>
    `  ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join('  ')}`
  console.log(`\n  ${table.title}`)
  console.log(line(columns))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of table.rows) console.log(line(columns.map((column) => cell(row[column]))))
}
