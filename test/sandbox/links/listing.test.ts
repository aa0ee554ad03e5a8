import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Link, LinkList } from '../../../src/api/link-types'
import { errorShape, startLinkSandbox, type LinkSandbox } from './link-http'

// GET /links (docs/service.md#link-api) over HTTP: shape, order, paging, accounts.
let s: LinkSandbox
let account: { key: string }
const made: Link[] = []
beforeAll(async () => {
  s = await startLinkSandbox()
  // An account of its own, so other suites' links never show up here.
  account = await s.newKey('acc_listing')
  for (let index = 0; index < 5; index++) {
    made.push(
      await s.createLink(
        { destination_url: `https://example.org/${index}`, title: `Link ${index}` },
        account.key,
      ),
    )
  }
})
afterAll(() => s.close())

const list = (query = '', key = account.key) => s.call<LinkList>('GET', `/links${query}`, { key })

describe('GET /links', () => {
  it('answers { links, next_cursor }, newest first, each with id, short_code, clicks, status', async () => {
    const answer = await list()
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['links', 'next_cursor'])
    expect(answer.body.next_cursor).toBeNull()
    expect(answer.body.links).toEqual([...made].reverse())
    for (const link of answer.body.links) {
      expect(link).toMatchObject({
        id: expect.any(String) as string,
        short_code: expect.any(String) as string,
        clicks: 0,
        status: 'active',
      })
    }
  })

  it('pages with limit and cursor, every link once, next_cursor null on the last page', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const answer = await list(query)
      expect(answer.status).toBe(200)
      expect(answer.body.links.length).toBeLessThanOrEqual(2)
      seen.push(...answer.body.links.map((link) => link.id))
      cursor = answer.body.next_cursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(made.map((link) => link.id).reverse())
  })

  it('gives 100 links a page by default', async () => {
    const big = await s.newKey('acc_listing_big')
    // Two keys of one account: each may create 100 an hour.
    const second = await s.newKey('acc_listing_big')
    for (let index = 0; index < 101; index++) {
      await s.createLink(
        { destination_url: `https://example.org/big/${index}` },
        index < 100 ? big.key : second.key,
      )
    }
    const first = await list('', big.key)
    expect(first.body.links).toHaveLength(100)
    expect(first.body.next_cursor).toEqual(expect.any(String))
    const rest = await list(`?cursor=${encodeURIComponent(first.body.next_cursor!)}`, big.key)
    expect(rest.body.links).toHaveLength(1)
    expect(rest.body.next_cursor).toBeNull()
    // The account's links, whichever key made them.
    expect((await list('?limit=100', second.key)).body.links).toHaveLength(100)
  })

  for (const query of [
    '?limit=0',
    '?limit=101',
    '?limit=abc',
    '?limit=1.5',
    '?limit=-1',
    '?limit=',
  ]) {
    it(`answers 400 { error } to ${query}`, async () => {
      const answer = await list(query)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual(errorShape)
      expect((answer.body as unknown as { error: string }).error).toMatch(/limit/)
    })
  }

  it('answers 400 to a cursor it did not give out', async () => {
    for (const cursor of ['nonsense', 'eyJrIjoic3R1ZGllcyIsInAiOlsiYSJdfQ']) {
      const answer = await list(`?cursor=${cursor}`)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual(errorShape)
    }
  })

  it('lists only the key account’s links', async () => {
    const stranger = await s.newKey('acc_listing_stranger')
    expect((await list('', stranger.key)).body).toEqual({ links: [], next_cursor: null })
  })

  it('keeps deleted links with status deleted, and filters by status', async () => {
    const gone = await s.createLink({ destination_url: 'https://example.org/gone' }, account.key)
    expect((await s.call('DELETE', `/links/${gone.id}`, { key: account.key })).status).toBe(200)
    const all = (await list()).body.links
    expect(all.find((link) => link.id === gone.id)?.status).toBe('deleted')
    const active = (await list('?status=active')).body.links
    expect(active.map((link) => link.id)).not.toContain(gone.id)
    expect(active.every((link) => link.status === 'active')).toBe(true)
    expect((await list('?status=deleted')).body.links.map((link) => link.id)).toEqual([gone.id])
    expect((await list('?status=paused')).status).toBe(400)
  })
})
