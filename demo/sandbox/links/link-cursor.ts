import { badLinkInput } from './link-error'

/**
 * `limit` of GET /links: an integer 1..100, default 100 (docs/service.md#link-api); anything else →
 * 400.
 */
export function parseLinkLimit(raw: string | undefined): number {
  if (raw === undefined) return 100
  const limit = Number(raw)
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 100) {
    throw badLinkInput('limit must be an integer from 1 to 100.')
  }
  return limit
}

/** Cursors are opaque to clients: base64url JSON of the last link's sequence number. */
export function encodeLinkCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ k: 'links', seq }), 'utf8').toString('base64url')
}

/** The sequence number a cursor of GET /links stands for; undefined without one, else 400. */
export function decodeLinkCursor(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown
    const seq = (parsed as { k?: unknown; seq?: unknown } | null)?.seq
    if ((parsed as { k?: unknown }).k === 'links' && Number.isSafeInteger(seq)) {
      return seq as number
    }
  } catch {
    // fall through to the error below
  }
  throw badLinkInput('cursor is not one this list gave out; send the next_cursor of a page.')
}
