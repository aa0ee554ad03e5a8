import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxFormBytes } from '../../demo/console/read-form'
import { endlessBody } from './endless-body'
import {
  createConsoleHarness,
  host,
  loopback,
  sameOrigin,
  type ConsoleHarness,
} from './console-harness'

let c: ConsoleHarness
beforeAll(async () => {
  c = await createConsoleHarness()
})
afterAll(() => c.sandbox.sandbox.close())

describe('the console form reader', () => {
  it('refuses a 200 MB chunked form 413 after reading little more than the limit', async () => {
    const body = endlessBody()
    const response = await c.handler(
      new Request(`${host}/console/studies`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: c.cookie,
          ...sameOrigin,
        },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
      loopback,
    )
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('The form is too large.')
    expect(body.pulledBytes()).toBeLessThanOrEqual(maxFormBytes + 2 * 16_384)
    expect(body.stream.locked).toBe(false) // released, never read further
  })

  it('refuses another media type 415', async () => {
    const response = await c.post(
      '/console/studies',
      {},
      { ...sameOrigin, 'content-type': 'text/plain' },
    )
    expect(response.status).toBe(415)
  })
})
