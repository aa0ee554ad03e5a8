import { describe, expect, it } from 'vitest'
import {
  BodyReadError,
  BodyTooLargeError,
  readBoundedBody,
  readBoundedRequestBody,
} from '../../demo/read-bounded-body'
import { endlessBody } from './endless-body'

const limit = 65_536

describe('readBoundedBody', () => {
  it('stops a chunked 200 MB body at the limit and releases it unread', async () => {
    const body = endlessBody()
    await expect(readBoundedBody(body.stream, { maxBytes: limit })).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
    expect(body.pulledBytes()).toBeGreaterThan(limit)
    expect(body.pulledBytes()).toBeLessThanOrEqual(limit + 2 * 16_384)
    expect(body.stream.locked).toBe(false) // released, never read further
  })

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const body = endlessBody()
    await expect(
      readBoundedBody(body.stream, { maxBytes: limit, contentLength: String(limit + 1) }),
    ).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(body.pulledBytes()).toBe(0)
  })

  it('refuses a malformed Content-Length', async () => {
    await expect(
      readBoundedBody(endlessBody(10).stream, { maxBytes: limit, contentLength: '12, 12' }),
    ).rejects.toBeInstanceOf(BodyReadError)
  })

  it('reads a body of exactly the limit, and an absent body as empty', async () => {
    const bytes = await readBoundedBody(endlessBody(limit).stream, { maxBytes: limit })
    expect(bytes.byteLength).toBe(limit)
    expect((await readBoundedBody(null, { maxBytes: limit })).byteLength).toBe(0)
  })

  it('reads a Request body with its Content-Length', async () => {
    const request = new Request('http://demo/x', { method: 'POST', body: 'hello' })
    expect(new TextDecoder().decode(await readBoundedRequestBody(request, 5))).toBe('hello')
    const tooLong = new Request('http://demo/x', { method: 'POST', body: 'hello!' })
    await expect(readBoundedRequestBody(tooLong, 5)).rejects.toThrow('larger than 5 bytes')
  })
})
