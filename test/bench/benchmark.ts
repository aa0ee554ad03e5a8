/** One table of a benchmark's printout. */
export interface BenchTable {
  title: string
  rows: Record<string, string | number>[]
}

/** What a benchmark reports: tables to print and figures to keep in `.data/bench.json`. */
export interface BenchReport {
  tables: BenchTable[]
  figures: Record<string, unknown>
}

/** A benchmark `npm run bench` runs; add one by listing it in run.ts. */
export interface Benchmark {
  /** Short name, also the key in `.data/bench.json` and the CLI filter (`npm run bench -- proxy`). */
  name: string
  /** The longest it may take; the runner stops it after this. */
  timeLimitMs: number
  run(log: (line: string) => void): Promise<BenchReport>
}
