import type { ReactNode } from 'react'

/**
 * The pure logic of a `ranking` question (ranking-field.tsx): a ranking is the list of the option
 * values ranked so far, first place first. The stored answers are the truth (one rank per option
 * variable, docs/content-format.md); the field reads a ranking from them on every render and
 * writes back only the ranks that a change alters.
 */

/** One option's rank to record: 1…k, or `null` when it is no longer ranked. */
export interface RankUpdate {
  value: number
  rank: number | null
}

/**
 * The ranking the stored ranks describe: the options that have a rank, by rank (a tie keeps the
 * options' display order), at most `limit` of them. Ranks stored with gaps (1, 3) still read as
 * an order; the next change writes them back as 1, 2.
 * @example readRanking([1, 2, 3], (value) => ({ 1: 2, 3: 1 })[value] ?? null, 3) // [3, 1]
 */
export function readRanking(
  values: readonly number[],
  rankOf: (value: number) => number | null,
  limit: number,
): number[] {
  return values
    .map((value, order) => ({ value, order, rank: rankOf(value) }))
    .filter((entry): entry is typeof entry & { rank: number } => Number.isFinite(entry.rank))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.value)
}

/** The options not in the ranking, in display order: the list still to rank. */
export function unrankedOf(values: readonly number[], ranking: readonly number[]): number[] {
  return values.filter((value) => !ranking.includes(value))
}

/**
 * The ranking with the item at `from` moved to `to` (both clamped to the list): the others keep
 * their order and close up around it.
 * @example moveRanked([1, 2, 3], 2, 0) // [3, 1, 2]
 */
export function moveRanked(ranking: readonly number[], from: number, to: number): number[] {
  const next = [...ranking]
  const start = clamp(from, 0, next.length - 1)
  const [moved] = next.splice(start, 1)
  if (moved === undefined) return next
  next.splice(clamp(to, 0, next.length), 0, moved)
  return next
}

/** The ranking with `value` appended in the last place, unless it is ranked or the list is full. */
export function addRanked(ranking: readonly number[], value: number, limit: number): number[] {
  if (ranking.includes(value) || ranking.length >= limit) return [...ranking]
  return [...ranking, value]
}

/** The ranking without `value`: the items below it move up one place. */
export function removeRanked(ranking: readonly number[], value: number): number[] {
  return ranking.filter((item) => item !== value)
}

/**
 * The answers to record so that the stored ranks say `ranking`: each option whose rank differs
 * from what is stored, with its place (1-based) or `null` — `null` only for an option that had a
 * rank, so an option never ranked is never answered.
 */
export function rankUpdates(
  values: readonly number[],
  ranking: readonly number[],
  rankOf: (value: number) => number | null,
): RankUpdate[] {
  return values.flatMap((value) => {
    const place = ranking.indexOf(value)
    const rank = place === -1 ? null : place + 1
    return rank === rankOf(value) ? [] : [{ value, rank }]
  })
}

/**
 * Where a dragged item lands: its new index, given the vertical midpoints of the other items of
 * the list (in their order, the dragged one left out) and where the pointer is — below as many
 * midpoints as it has passed.
 * @example dropIndexOf([10, 30, 50], 35) // 2
 */
export function dropIndexOf(midpoints: readonly number[], pointer: number): number {
  return midpoints.filter((midpoint) => midpoint < pointer).length
}

/**
 * The text of rendered study text (`richText`), for an accessible name built from a UI string
 * ("Move {{label}} up"): its words without the `**` / `*` markers, a line break as a space.
 */
export function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    return String(node)
  }
  if (Array.isArray(node)) return node.map((child: ReactNode) => plainText(child)).join('')
  if (node !== null && typeof node === 'object' && 'props' in node) {
    if (node.type === 'br') return ' '
    return plainText((node.props as { children?: ReactNode }).children)
  }
  return ''
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}
