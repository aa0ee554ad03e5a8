/** Maps `domain` onto `range` linearly; a zero-width domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  if (d0 === d1) return () => (r0 + r1) / 2
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
}

/**
 * Ticks for a count axis from 0: a whole step of 1, 2 or 5 × 10ⁿ giving at most `maxTicks`
 * intervals, and the axis top rounded up to a step (at least 1, so an all-zero chart has an axis).
 *
 * @example countTicks(23) // { top: 25, ticks: [0, 5, 10, 15, 20, 25] }
 */
export function countTicks(maxCount: number, maxTicks = 5): { top: number; ticks: number[] } {
  const target = Math.max(maxCount, 1) / maxTicks
  let step = 1
  for (let magnitude = 1; step < target; magnitude *= 10) {
    step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((s) => s >= target) ?? step
  }
  const top = Math.max(step, Math.ceil(maxCount / step) * step)
  const ticks: number[] = []
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick)
  return { top, ticks }
}
