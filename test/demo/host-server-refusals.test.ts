import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consoleToken, startHostStack, type HostStack } from './host-server-harness'
import { keepAliveClient, refusedBodies } from './keep-alive-client'

// The host server answers early in places (the console's 401/413/415, unknown routes): on one
// kept-alive connection every refusal is answered and the next request still goes through.

let stack: HostStack
// The first start may build the pages (a few seconds, more while other workers build too).
beforeAll(async () => {
  stack = await startHostStack()
}, 60_000)
afterAll(() => stack.close())

describe('refusals on one kept-alive connection to the host server', () => {
  it('answers the console, page and proxy refusals, then a good request', async () => {
    const client = keepAliveClient(stack.host.url)
    try {
      const login = await fetch(`${stack.host.url}/console?token=${consoleToken}`, {
        redirect: 'manual',
      })
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const form = {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      }
      const answers = [
        // No cookie: 401 before the body is looked at.
        await client.send('POST', '/console/studies', {
          body: refusedBodies.oneMegabyte,
          headers: form,
        }),
        // Logged in, but far too large: 413, declared and chunked.
        await client.send('POST', '/console/studies', {
          body: refusedBodies.oneMegabyte,
          headers: { ...form, cookie },
        }),
        await client.send('POST', '/console/studies', {
          body: refusedBodies.oneMegabyte,
          headers: { ...form, cookie },
          chunked: true,
        }),
        await client.send('POST', '/console/studies', {
          body: refusedBodies.twoHundredKilobytes,
          headers: { ...form, cookie, 'content-type': 'text/plain' },
        }),
        await client.send('POST', '/console/nowhere', {
          body: refusedBodies.threeHundredKilobytes,
          headers: { ...form, cookie },
        }),
        // The pages' 404 and the proxy's 413, on the same connection.
        await client.send('POST', '/nowhere', { body: refusedBodies.threeHundredKilobytes }),
        await client.send('POST', '/api/study/sessions/ses_x/finish', {
          body: refusedBodies.oneMegabyte,
          headers: { 'content-type': 'application/json' },
        }),
        await client.send('GET', '/healthz'),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([
        401, 413, 413, 415, 404, 404, 413, 200,
      ])
      expect(new Set(answers.map((answer) => answer.localPort)).size).toBe(1)
    } finally {
      client.close()
    }
  })
})
