import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LinkDetail, LinkList } from '../../../src/api/link-types'
import { errorShape, startLinkSandbox, type LinkSandbox } from './link-http'

// The short URL (docs/service.md#link-api): `{origin}/s/{short_code}`, no key, 302, one click per
// visit.
let s: LinkSandbox
beforeAll(async () => {
  s = await startLinkSandbox()
})
afterAll(() => s.close())

const clicksOf = async (id: string) => (await s.call<LinkDetail>('GET', `/links/${id}`)).body.clicks

describe('GET /s/{short_code}', () => {
  it('redirects with 302 to the destination without a key, and counts the click', async () => {
    const destination = 'https://example.org/take?study=energy-check&utm_source=qr#top'
    const link = await s.createLink({ destination_url: destination })
    expect(link.short_url).toBe(`${s.origin}/s/${link.short_code}`)
    const visit = await s.visit(link.short_url)
    expect(visit.status).toBe(302)
    expect(visit.headers.get('location')).toBe(destination)
    expect(visit.headers.get('cache-control')).toMatch(/no-store/)
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('counts every visit, in the detail, its link record and the list', async () => {
    const link = await s.createLink({
      destination_url: 'https://example.org/count',
      alias: 'count-me',
    })
    for (let index = 0; index < 3; index++) await s.visit(link.short_url)
    const detail = (await s.call<LinkDetail>('GET', `/links/${link.id}`)).body
    expect(detail.clicks).toBe(3)
    expect(detail.link.clicks).toBe(3)
    const listed = (await s.call<LinkList>('GET', '/links')).body.links
    expect(listed.find((each) => each.id === link.id)?.clicks).toBe(3)
  })

  it('counts visits that arrive together', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/burst' })
    await Promise.all(Array.from({ length: 25 }, () => s.visit(link.short_url)))
    expect(await clicksOf(link.id)).toBe(25)
  })

  it('answers HEAD like GET without counting a click (link previews)', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/head' })
    const head = await s.visit(link.short_url, 'HEAD')
    expect(head.status).toBe(302)
    expect(head.headers.get('location')).toBe('https://example.org/head')
    expect(await clicksOf(link.id)).toBe(0)
  })

  it('answers 404 { error } for an unknown code and another path under /s/', async () => {
    for (const path of ['/s/no-such-code', '/s/abc/def']) {
      const visit = await s.visit(`${s.origin}${path}`)
      expect(visit.status).toBe(404)
      expect(await visit.json()).toEqual(errorShape)
    }
  })

  it('lands a browser-like client on the destination when it follows the redirect', async () => {
    const link = await s.createLink({ destination_url: `${s.origin}/healthz` })
    const followed = await fetch(link.short_url)
    expect(followed.url).toBe(`${s.origin}/healthz`)
    expect(await followed.json()).toEqual({ ok: true })
    expect(await clicksOf(link.id)).toBe(1)
  })

  it('answers 405 { error } with Allow to other methods, counting nothing', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/post' })
    const post = await fetch(link.short_url, { method: 'POST', redirect: 'manual' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(await post.json()).toEqual(errorShape)
    expect(await clicksOf(link.id)).toBe(0)
  })
})
