import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackRequest } from '../../demo/sandbox/loopback'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

describe('POST /_sandbox/keys', () => {
  it('creates a key with the asked scopes and answers it once', async () => {
    const response = await h.call('POST', '/_sandbox/keys', {
      json: { scopes: ['read'] },
      key: null,
    })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; key: string; scopes: string[] }
    expect(body.key).toMatch(/^sk_live_[A-Za-z0-9_-]{32}$/)
    expect(body.scopes).toEqual(['read'])
    expect((await h.call('GET', '/api/public/v1/studies', { key: body.key })).status).toBe(200)
  })

  it('defaults to read and write', async () => {
    const response = await h.call('POST', '/_sandbox/keys', { key: null })
    expect(((await response.json()) as { scopes: string[] }).scopes).toEqual(['read', 'write'])
  })

  it('answers 422 for unknown scopes', async () => {
    for (const scopes of [['admin'], [], 'read']) {
      const response = await h.call('POST', '/_sandbox/keys', { json: { scopes }, key: null })
      expect(response.status).toBe(422)
      expect((await errorOf(response)).details?.[0]?.field).toBe('scopes')
    }
  })
})

describe('DELETE /_sandbox/keys/{id}', () => {
  it('revokes a key and answers 404 for an unknown id', async () => {
    const { id, key } = await h.createKey()
    const response = await h.call('DELETE', `/_sandbox/keys/${id}`, { key: null })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id, revokedAt: '2026-03-02T09:00:00.000Z' })
    expect((await h.call('GET', '/api/public/v1/studies', { key })).status).toBe(401)
    expect((await h.call('DELETE', '/_sandbox/keys/key_nope', { key: null })).status).toBe(404)
  })
})

describe('/_sandbox/clock', () => {
  it('moves forward and abandons sessions that became idle', async () => {
    const clock = await createHarness()
    await clock.startSession()
    const advanced = await clock.call('POST', '/_sandbox/clock/advance', {
      json: { seconds: 86_400 },
      key: null,
    })
    expect(await advanced.json()).toEqual({
      now: '2026-03-03T09:00:00.000Z',
      abandonedSessions: 1,
      expiringLicenses: 0,
      expiredLicenses: 0,
      deliveryAttempts: 0,
    })
    const now = await clock.call('GET', '/_sandbox/clock', { key: null })
    expect(await now.json()).toEqual({ now: '2026-03-03T09:00:00.000Z' })
    const back = await clock.call('POST', '/_sandbox/clock/advance', {
      json: { seconds: -1 },
      key: null,
    })
    expect(back.status).toBe(422)
    clock.sandbox.close()
  })
})

describe('loopback only (docs/sandbox.md)', () => {
  it('answers 403 to a request from another address', async () => {
    const remote = { incoming: { socket: { remoteAddress: '192.168.1.20' } } }
    const response = await h.sandbox.app.fetch(
      new Request('http://s/_sandbox/keys', { method: 'POST' }),
      remote,
    )
    expect(response.status).toBe(403)
    const local = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } }
    expect(
      (await h.sandbox.app.fetch(new Request('http://s/_sandbox/keys', { method: 'POST' }), local))
        .status,
    ).toBe(201)
  })

  it('can refuse requests without a known address', async () => {
    const strict = await createHarness({ unknownRemoteIsLoopback: false }).catch(
      (error: Error) => error,
    )
    // The harness itself creates its key through the control, so a strict sandbox refuses it.
    expect(strict).toBeInstanceOf(Error)
  })

  it('tells loopback addresses from others', () => {
    expect(isLoopbackRequest({ remoteAddress: '127.0.0.1' })).toBe(true)
    expect(isLoopbackRequest({ remoteAddress: '127.8.9.10' })).toBe(true)
    expect(isLoopbackRequest({ remoteAddress: '::1' })).toBe(true)
    expect(isLoopbackRequest({ remoteAddress: '::ffff:127.0.0.1' })).toBe(true)
    expect(isLoopbackRequest({ remoteAddress: '10.0.0.1' })).toBe(false)
    expect(isLoopbackRequest({ remoteAddress: '::ffff:10.0.0.1' })).toBe(false)
    expect(isLoopbackRequest({ remoteAddress: 'fe80::1' })).toBe(false)
    expect(isLoopbackRequest({})).toBe(true)
    expect(isLoopbackRequest({}, false)).toBe(false)
  })
})
