/** The median of the finite values (NaN when there are none). */
export function median(values: number[]): number {
  return percentile(values, 0.5)
}

/**
 * The `fraction` percentile of the finite values by linear interpolation between the closest
 * ranks (NaN when there are none), e.g. `percentile(latencies, 0.99)`.
 */
export function percentile(values: number[], fraction: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const rank = (sorted.length - 1) * fraction
  const below = Math.floor(rank)
  const above = Math.min(below + 1, sorted.length - 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below)
}

/** Rounds to `digits` decimals (default 1). */
export function round(value: number, digits = 1): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}
