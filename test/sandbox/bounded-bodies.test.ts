import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endlessBody } from '../demo/endless-body'
import { createHarness, errorOf, type Harness } from './harness'

// Bodies are counted while they arrive: a chunked body with no Content-Length that would run to
// 200 MB is refused 413 once it passes the limit, and only a little more than the limit is read.

const limit = 65_536
let h: Harness
let slug: string
beforeAll(async () => {
  h = await createHarness({ sweepIntervalMs: 0, maxBodyBytes: limit })
  const response = await h.call('POST', '/_sandbox/inbound-endpoints', { json: {}, key: null })
  ;({ slug } = (await response.json()) as { slug: string })
})
afterAll(() => h.sandbox.close())

function post(path: string, stream: ReadableStream<Uint8Array>, key: string | null = h.key) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (key) headers.authorization = `Bearer ${key}`
  return h.sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit),
  )
}

describe('bodies counted while they arrive', () => {
  it.each([
    ['the keyless inbound URL', () => `/api/public/v1/webhooks/in/${slug}`, null],
    ['a JSON call', () => '/api/public/v1/studies/energy-check/sessions', 'key'],
    ['a sandbox control', () => '/_sandbox/keys', null],
  ])(
    '%s refuses a 200 MB chunked body after reading little more than the limit',
    async (_name, path, key) => {
      const body = endlessBody()
      const response = await post(path(), body.stream, key ? h.key : null)
      expect(response.status).toBe(413)
      expect((await errorOf(response)).code).toBe('payload_too_large')
      expect(body.pulledBytes()).toBeLessThanOrEqual(limit + 2 * 16_384)
      expect(body.stream.locked).toBe(false) // released, never read further
    },
  )

  it('the link API refuses it with its own 400 after as little', async () => {
    const body = endlessBody()
    const response = await post('/api/public/v1/links', body.stream)
    expect(response.status).toBe(400)
    expect(body.pulledBytes()).toBeLessThanOrEqual(limit + 2 * 16_384)
  })

  it('refuses a declared Content-Length over the limit at once', async () => {
    const response = await h.call('POST', `/api/public/v1/webhooks/in/${slug}`, {
      body: 'x'.repeat(limit + 1),
      headers: { 'content-type': 'application/json' },
      key: null,
    })
    expect(response.status).toBe(413)
    expect((await errorOf(response)).code).toBe('payload_too_large')
  })
})
