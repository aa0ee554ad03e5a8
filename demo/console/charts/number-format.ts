/**
 * A number as chart text: at most 2 decimals, no trailing zeros (`6.01`, `2.4`, `7`), matching
 * how the sandbox rounds scores.
 */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** A coordinate for SVG markup, rounded to 2 decimals to keep the output short. */
export function coordinate(value: number): string {
  return formatNumber(value)
}
