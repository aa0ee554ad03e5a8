import { formatNumber } from './number-format'

/** One histogram bar: the scores it counts and where it sits on the x axis. */
export interface ScoreBin {
  /** Lowest score counted (inclusive). */
  from: number
  /** Highest score counted: inclusive for the last bin and for whole-number bins, else exclusive. */
  to: number
  /** Scores counted in this bin. */
  count: number
  /** The bin as text, e.g. `7`, `2.4 to under 4.8` or `21.6 to 24`. */
  label: string
  /** The bar's left and right edges in score units (whole-number bins are centred on the score). */
  extent: readonly [number, number]
}

/** How scores were binned over a scale's [min, max]. */
export interface ScoreBinning {
  /** `integer`: one bin per whole score; `interval`: equal-width bins. */
  kind: 'integer' | 'interval'
  /** The x axis, in score units. */
  domain: readonly [number, number]
  bins: ScoreBin[]
  /** Finite scores outside [min, max]: not drawn, but reported. */
  outOfRange: number
}

/** Up to this many whole scores (max − min) get a bin each. */
const maxIntegerRange = 30
/** Bin counts to try, in order, for equal-width bins: the first whose width has ≤ 2 decimals. */
const intervalCounts = [10, 8, 12, 5, 6, 9, 11, 7]

/**
 * Bins scores over [min, max], both inclusive: one bin per whole score when the scale spans at
 * most 30 and every score is whole, else about 10 equal-width bins, each `[from, to)` except the
 * last, `[from, max]`. Non-finite values are ignored.
 */
export function binScores(values: readonly number[], min: number, max: number): ScoreBinning {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) {
    throw new RangeError(
      `[study-runner] A score chart needs finite min ≤ max, got min ${min} and max ${max}: pass the scale's bounds.`,
    )
  }
  const finite = values.filter((value) => Number.isFinite(value))
  const inRange = finite.filter((value) => value >= min && value <= max)
  const outOfRange = finite.length - inRange.length
  const whole =
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    max - min <= maxIntegerRange &&
    inRange.every((value) => Number.isInteger(value))
  if (whole) return { kind: 'integer', ...integerBins(inRange, min, max), outOfRange }
  return { kind: 'interval', ...intervalBins(inRange, min, max), outOfRange }
}

function integerBins(values: number[], min: number, max: number) {
  const bins: ScoreBin[] = []
  for (let score = min; score <= max; score++) {
    bins.push({
      from: score,
      to: score,
      count: 0,
      label: String(score),
      extent: [score - 0.5, score + 0.5],
    })
  }
  for (const value of values) bins[value - min]!.count++
  return { domain: [min - 0.5, max + 0.5] as const, bins }
}

function intervalBins(values: number[], min: number, max: number) {
  if (min === max) {
    const label = formatNumber(min)
    const bin: ScoreBin = { from: min, to: max, count: values.length, label, extent: [min, max] }
    return { domain: [min, max] as const, bins: [bin] }
  }
  const count = intervalCounts.find((n) => hasAtMost2Decimals((max - min) / n)) ?? 10
  // Each edge from min directly (not by adding widths) and rounded, so 0.1 × 3 is 0.3.
  const edges = Array.from({ length: count + 1 }, (_, index) =>
    index === count ? max : Math.round((min + ((max - min) * index) / count) * 1e9) / 1e9,
  )
  const bins = edges.slice(0, -1).map((from, index): ScoreBin => {
    const to = edges[index + 1]!
    const last = index === count - 1
    const label = `${formatNumber(from)} to ${last ? '' : 'under '}${formatNumber(to)}`
    return { from, to, count: 0, label, extent: [from, to] }
  })
  for (const value of values) {
    let index = count - 1
    while (index > 0 && value < edges[index]!) index--
    bins[index]!.count++
  }
  return { domain: [min, max] as const, bins }
}

function hasAtMost2Decimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-9
}
