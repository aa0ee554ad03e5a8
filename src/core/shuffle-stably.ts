/**
 * Shuffles a copy of `items` in an order fixed by `seed` (docs/content-format.md `randomize`): the
 * same seed always gives the same order — after a reload too — and different seeds give independent
 * orders. Not for secrets: a fast Fisher–Yates shuffle over mulberry32, seeded by a hash of the
 * string.
 * @example shuffleStably(['a', 'b', 'c'], `${sessionId}:${moduleId}`)
 */
export function shuffleStably<T>(items: readonly T[], seed: string): T[] {
  const random = mulberry32(hashString(seed))
  const shuffled = [...items]
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T]
  }
  return shuffled
}

// FNV-1a (32 bit) over UTF-16 code units: spreads similar ids (ses_1, ses_2) far apart.
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

// mulberry32: a tiny 32-bit generator with good statistical quality, floats in [0, 1).
function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
