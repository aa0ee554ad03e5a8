import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import { serveSandbox } from '../../demo/sandbox/serve-sandbox'
import { keepAliveClient, refusedBodies } from '../demo/keep-alive-client'

// A refusal answered before the body was read leaves the kept-alive connection usable: the rest
// of the body is drained (bounded) instead of being parsed as the next request.

let sandbox: Sandbox
let server: Server
let origin: string
let key: string
beforeAll(async () => {
  sandbox = createSandbox({ db: ':memory:', sweepIntervalMs: 0 })
  const served = await serveSandbox(sandbox, { port: 0 })
  server = served.server
  origin = `http://127.0.0.1:${served.port}`
  key = (
    (await (await fetch(`${origin}/_sandbox/keys`, { method: 'POST' })).json()) as { key: string }
  ).key
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  sandbox.close()
})

describe('refusals on one kept-alive connection to the sandbox', () => {
  it('answers every refusal and then a good request, none reset, no 5xx', async () => {
    const client = keepAliveClient(origin)
    try {
      const slug = 'no-such-inbound'
      const answers = [
        await client.send('POST', `/api/public/v1/webhooks/in/${slug}`, {
          body: refusedBodies.oneMegabyte,
          headers: { 'content-type': 'application/json' },
        }),
        await client.send('POST', '/api/public/v1/studies/energy-check/sessions', {
          body: refusedBodies.oneMegabyte,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        }),
        await client.send('POST', '/api/public/v1/studies/energy-check/sessions', {
          body: refusedBodies.twoHundredKilobytes,
          headers: { 'content-type': 'text/plain', authorization: `Bearer ${key}` },
        }),
        await client.send('POST', '/api/public/v1/studies/energy-check/sessions', {
          body: refusedBodies.threeHundredKilobytes,
          headers: { 'content-type': 'application/json' },
        }),
        await client.send('POST', '/nowhere', { body: refusedBodies.threeHundredKilobytes }),
        await client.send('POST', '/api/public/v1/studies/energy-check/sessions', {
          body: refusedBodies.oneMegabyte,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          chunked: true,
        }),
        await client.send('GET', '/healthz'),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([404, 413, 413, 401, 404, 413, 200])
      // One connection throughout: nothing was reset and reopened.
      expect(new Set(answers.map((answer) => answer.localPort)).size).toBe(1)
    } finally {
      client.close()
    }
  })
})
