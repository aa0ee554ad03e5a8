import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LinkDetail } from '../../../src/api/link-types'
import { errorShape, startLinkSandbox, type LinkSandbox } from './link-http'

// GET and DELETE /links/{id} (docs/service.md#link-api) over HTTP.
let s: LinkSandbox
beforeAll(async () => {
  s = await startLinkSandbox()
})
afterAll(() => s.close())

describe('GET /links/{id}', () => {
  it('answers { link, clicks } with the whole link record', async () => {
    const created = await s.createLink({
      destination_url: 'https://example.org/detail',
      alias: 'detail-one',
      title: 'Detail',
    })
    const answer = await s.call<LinkDetail>('GET', `/links/${created.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ link: created, clicks: 0 })
  })

  it('answers 404 { error } for an unknown id and for another account’s link', async () => {
    const unknown = await s.call('GET', '/links/lnk_unknown')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(errorShape)
    const theirs = await s.createLink(
      { destination_url: 'https://example.org/theirs' },
      (await s.newKey('acc_detail_other')).key,
    )
    const answer = await s.call('GET', `/links/${theirs.id}`)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(errorShape)
  })
})

describe('DELETE /links/{id}', () => {
  it('answers { ok: true }; the link stays readable with status deleted', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/del', alias: 'del-me' })
    await s.visit(link.short_url)
    const answer = await s.call('DELETE', `/links/${link.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ok: true })
    const after = await s.call<LinkDetail>('GET', `/links/${link.id}`)
    expect(after.status).toBe(200)
    expect(after.body.link).toMatchObject({
      id: link.id,
      short_code: 'del-me',
      status: 'deleted',
      clicks: 1,
      deleted_at: expect.any(String) as string,
    })
    expect(after.body.clicks).toBe(1)
  })

  it('stops the short URL: 404 { error }, and no click is counted', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/stop' })
    expect((await s.visit(link.short_url)).status).toBe(302)
    await s.call('DELETE', `/links/${link.id}`)
    const visit = await s.visit(link.short_url)
    expect(visit.status).toBe(404)
    expect(visit.headers.get('location')).toBeNull()
    expect(await visit.json()).toEqual(errorShape)
    expect((await s.call<LinkDetail>('GET', `/links/${link.id}`)).body.clicks).toBe(1)
  })

  it('answers 404 to a second DELETE', async () => {
    const link = await s.createLink({ destination_url: 'https://example.org/twice' })
    expect((await s.call('DELETE', `/links/${link.id}`)).status).toBe(200)
    const again = await s.call('DELETE', `/links/${link.id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual(errorShape)
  })

  it('never gives the alias out again: 409', async () => {
    const link = await s.createLink({
      destination_url: 'https://example.org/a',
      alias: 'once-only',
    })
    await s.call('DELETE', `/links/${link.id}`)
    const answer = await s.call('POST', '/links', {
      json: { destination_url: 'https://example.org/b', alias: 'once-only' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual(errorShape)
  })

  it('answers 404 for an unknown id and leaves another account’s link alone', async () => {
    expect((await s.call('DELETE', '/links/lnk_unknown')).status).toBe(404)
    const other = await s.newKey('acc_delete_other')
    const theirs = await s.createLink({ destination_url: 'https://example.org/x' }, other.key)
    const answer = await s.call('DELETE', `/links/${theirs.id}`)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(errorShape)
    const still = await s.call<LinkDetail>('GET', `/links/${theirs.id}`, { key: other.key })
    expect(still.body.link.status).toBe('active')
    expect((await s.visit(theirs.short_url)).status).toBe(302)
  })
})

describe('other methods', () => {
  for (const [method, path, allow] of [
    ['PUT', '/links', 'GET, HEAD, POST'],
    ['PATCH', '/links/lnk_x', 'GET, HEAD, DELETE'],
  ] as const) {
    it(`${method} ${path} answers 405 { error } with Allow`, async () => {
      const answer = await s.call(method, path, { json: {} })
      expect(answer.status).toBe(405)
      expect(answer.headers.get('allow')).toBe(allow)
      expect(answer.body).toEqual(errorShape)
    })
  }
})
