import { validationFailed } from './errors'

/**
 * `limit` of a list: an integer 1..100, default 100 (docs/service.md#researcher-side); anything
 * else → 422.
 */
export function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return 100
  const limit = Number(raw)
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 100) {
    throw validationFailed([{ field: 'limit', message: 'must be an integer from 1 to 100' }])
  }
  return limit
}

/**
 * Cursors are opaque to clients: base64url JSON of the last row's sort key, tagged with what
 * is listed so a cursor of one list is refused by another (422, field `cursor`).
 */
export function encodeCursor(kind: string, position: (string | number)[]): string {
  return Buffer.from(JSON.stringify({ k: kind, p: position }), 'utf8').toString('base64url')
}

/** Decodes a cursor of `kind`; undefined when there is none. */
export function decodeCursor(
  kind: string,
  raw: string | undefined,
): (string | number)[] | undefined {
  if (raw === undefined || raw === '') return undefined
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { k?: unknown }).k === kind &&
      Array.isArray((parsed as { p?: unknown }).p)
    ) {
      return (parsed as { p: (string | number)[] }).p
    }
  } catch {
    // fall through to the error below
  }
  throw invalidCursor()
}

/** 422 for a cursor that decodes but does not fit the list it was sent to. */
export function invalidCursor() {
  return validationFailed([{ field: 'cursor', message: 'is not a cursor this list gave out' }])
}

/** Splits a page fetched with `limit + 1` rows into the page and whether more follow. */
export function takePage<Row>(rows: Row[], limit: number): { page: Row[]; more: boolean } {
  return { page: rows.slice(0, limit), more: rows.length > limit }
}

/** A cursor position: the sort key of the last row of the previous page. */
export type CursorPosition = (string | number)[]

/** How one list is paged: what it is, how its cursor looks, how its rows are read and shown. */
export interface ListPaging<Row, Item> {
  /** Tags the cursor (`studies`, `sessions:{studyId}` …) so another list's cursor is refused. */
  kind: string
  /** Whether a decoded position fits this list's sort key. */
  fits: (position: CursorPosition) => boolean
  /** Reads up to `limit` rows after `after` (the helper asks for one more than the page). */
  rows: (after: CursorPosition | undefined, limit: number) => Row[]
  /** The sort key of a row: the next page's cursor position. */
  positionOf: (row: Row) => CursorPosition
  toItem: (row: Row) => Item
}

/**
 * One page of a list from the request's `limit` and `cursor` (docs/service.md#researcher-side), the
 * same way for every list: 422 for a bad limit or a cursor this list did not give out, one extra
 * row read to know whether more follow, and `nextCursor` null on the last page.
 */
export function readListPage<Row, Item>(
  query: (name: 'limit' | 'cursor') => string | undefined,
  paging: ListPaging<Row, Item>,
): { data: Item[]; nextCursor: string | null } {
  const limit = parseLimit(query('limit'))
  const after = decodeCursor(paging.kind, query('cursor'))
  if (after && !paging.fits(after)) throw invalidCursor()
  const { page, more } = takePage(paging.rows(after, limit + 1), limit)
  const last = page.at(-1)
  return {
    data: page.map(paging.toItem),
    nextCursor: more && last ? encodeCursor(paging.kind, paging.positionOf(last)) : null,
  }
}

/** A position of one string (an id), or of one number (a row sequence). */
export const fitsOne = (type: 'string' | 'number') => (position: CursorPosition) =>
  position.length >= 1 && typeof position[0] === type
