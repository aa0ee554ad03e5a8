/** A content coding a body may be sent in (`identity`: as it is). */
export type ContentCoding = 'br' | 'gzip' | 'identity'

/** The codings the proxy and the demo compress into, in order of preference. */
export type CompressedCoding = Exclude<ContentCoding, 'identity'>

/**
 * Picks the coding to send from a request's `Accept-Encoding` (RFC 9110 §12.5.3) among the
 * codings a body is available in, preferring the smaller when the client weighs them equally
 * (brotli before gzip). A coding with `q=0` is refused, `*` stands for every coding not named,
 * and `identity` is acceptable unless refused explicitly or through `*;q=0`; when nothing listed
 * is acceptable the body is still sent as is (a 406 would help nobody loading a page).
 *
 * @example negotiateEncoding('gzip, deflate, br', ['br', 'gzip']) // 'br'
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly CompressedCoding[],
): ContentCoding {
  if (!header) return 'identity'
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let weight = 1
    for (const parameter of parameters) {
      const [key, value] = parameter.trim().split('=')
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value)
        weight = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    // x-gzip is gzip (RFC 9110 §8.4.1.3); the first mention of a coding counts.
    const coding = name === 'x-gzip' ? 'gzip' : name
    if (!weights.has(coding)) weights.set(coding, weight)
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  let best: ContentCoding = 'identity'
  let bestWeight = 0
  // In order of preference: a later coding wins only with a strictly higher weight.
  for (const coding of (['br', 'gzip'] as const).filter((name) => available.includes(name))) {
    const weight = weightOf(coding)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  if (best === 'identity') return 'identity'
  // An explicitly preferred identity wins over a less wanted compressed coding.
  const identity = weights.get('identity')
  return identity !== undefined && identity > bestWeight ? 'identity' : best
}
