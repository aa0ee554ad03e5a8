/**
 * A deterministic id prefix for one chart, so several charts on one page never clash:
 * a readable slug of `parts` plus a short hash of the raw text (two parts that slug alike,
 * such as `A b` and `a-b`, still get different ids). No randomness, no clock.
 *
 * @example chartId('score', 'phq-9', 'Total') // 'sr-score-phq-9-total-1x2k9a'
 */
export function chartId(kind: string, ...parts: string[]): string {
  const raw = parts.join('\u0000')
  const slug = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  return `sr-${kind}-${slug || 'chart'}-${fnv1a(raw)}`
}

/** FNV-1a, 32-bit, in base 36: a stable short hash, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
