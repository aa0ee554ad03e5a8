/** One table of a benchmark's printout. */
export interface BenchTable {
  title: string
  rows: Record<string, string | number>[]
}

/**
 * One number a benchmark keeps for comparison with a baseline (`--baseline`): the key is stable
 * across runs, `better` tells which way is an improvement.
 */
export interface BenchMetric {
  /** Stable id, e.g. `embed.initial.gzip`; prefixed with the benchmark's name when stored. */
  key: string
  value: number
  unit: 'kB' | 'ms' | 'MB' | 'req/s' | '/s' | '×' | 'calls' | '%'
  better: 'lower' | 'higher'
  /** A change smaller than this (in `unit`) never counts as moved: the measurement's noise. */
  noise?: number
}

/**
 * A target of the issue (or docs/architecture.md), the figure measured for it, and whether it is
 * met.
 */
export interface BenchTarget {
  target: string
  figure: string
  met: boolean
}

/** What a benchmark reports: tables to print and figures to keep in `.data/bench.json`. */
export interface BenchReport {
  tables: BenchTable[]
  figures: Record<string, unknown>
  metrics: BenchMetric[]
  targets: BenchTarget[]
}

/** What the runner offers the benchmarks. */
export interface BenchContext {
  /** The production build to measure, made on first call (bench-build.ts) and shared. */
  build(): Promise<BenchBuild>
  /**
   * Added to every request of the browser's page loads (`--latency`, Chromium's network
   * emulation): the round trips of a real network, which loopback hides. 0: none.
   */
  latencyMs: number
  /**
   * How many times slower Chromium runs the pages (`--cpu-throttle`, CDP
   * `Emulation.setCPUThrottlingRate`; 4 is a mid-range phone). 1: full speed.
   */
  cpuThrottle: number
}

/** The folders of a fresh production build, made by the runner before the benchmarks. */
export interface BenchBuild {
  /** The temporary folder holding all three (the runner removes it at the end). */
  root: string
  /** The library build (`vite build`): index.js, element.js, server.js and chunks/. */
  libraryDir: string
  /** The embed build (`vite build --mode embed`): study-runner.js and its language chunks. */
  embedDir: string
  /** The own-code build (`vite build --mode own-code`): own-code.js, dependencies excluded. */
  ownCodeDir: string
  /** What was built, for the printout, e.g. `910d8a6 + uncommitted changes`. */
  source: string
}

/** A benchmark `npm run bench` runs; add one by listing it in run.ts. */
export interface Benchmark {
  /**
   * Short name, also the key in `.data/bench.json` and the CLI filter (`npm run bench -- proxy`).
   */
  name: string
  /** The longest it may take; the runner stops it after this. */
  timeLimitMs: number
  run(log: (line: string) => void, context: BenchContext): Promise<BenchReport>
}
