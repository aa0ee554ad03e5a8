import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../../demo/sandbox/create-sandbox'
import type { Link, LinkDetail } from '../../../src/api/link-types'
import { fixturesDir } from '../harness'

// docs/sandbox.md "a restart loses nothing": links, clicks, deletions and the creation limit live
// in the database file.
const dir = mkdtempSync(join(tmpdir(), 'sandbox-links-'))
const dbPath = join(dir, 'sandbox.db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const apiKey = `sk_live_${'l'.repeat(32)}`
const start = () =>
  createSandbox({
    db: dbPath,
    seedDirs: [fixturesDir],
    apiKeys: [{ key: apiKey, scopes: ['read', 'write'] }],
    sweepIntervalMs: 0,
    linkCreationLimit: { perHour: 3 },
  })
const call = (sandbox: ReturnType<typeof start>, method: string, path: string, json?: unknown) =>
  sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  )

describe('links across a restart', () => {
  it('keeps links, clicks, deletions, aliases and the hour’s creations', async () => {
    const first = start()
    const kept = (await (
      await call(first, 'POST', '/api/public/v1/links', {
        destination_url: 'https://example.org/kept',
        alias: 'kept-link',
      })
    ).json()) as Link
    const gone = (await (
      await call(first, 'POST', '/api/public/v1/links', {
        destination_url: 'https://example.org/gone',
      })
    ).json()) as Link
    await call(first, 'GET', '/s/kept-link')
    await call(first, 'DELETE', `/api/public/v1/links/${gone.id}`)
    first.close()

    const second = start()
    try {
      const detail = (await (
        await call(second, 'GET', `/api/public/v1/links/${kept.id}`)
      ).json()) as LinkDetail
      expect(detail).toEqual({ link: { ...kept, clicks: 1 }, clicks: 1 })
      expect((await call(second, 'GET', '/s/kept-link')).status).toBe(302)
      expect((await call(second, 'GET', `/s/${gone.short_code}`)).status).toBe(404)
      const reuse = await call(second, 'POST', '/api/public/v1/links', {
        destination_url: 'https://example.org',
        alias: 'kept-link',
      })
      expect(reuse.status).toBe(409)
      // Two creations this hour already, of three allowed: the restart forgives nothing.
      const create = () =>
        call(second, 'POST', '/api/public/v1/links', { destination_url: 'https://example.org' })
      expect((await create()).status).toBe(201)
      expect((await create()).status).toBe(429)
    } finally {
      second.close()
    }
  })
})
