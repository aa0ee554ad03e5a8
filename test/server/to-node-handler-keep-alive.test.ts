import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toNodeHandler } from '../../src/node'
import { keepAliveClient, refusedBodies } from '../demo/keep-alive-client'
import { setupProxy } from './fake-upstream'

// Issue 16 item 2: refusals answered before the body is read leave the connection usable.

const { proxy } = setupProxy({ rateLimit: false, allowedOrigins: [] })
let server: Server
let origin: string
let resets = 0

beforeAll(async () => {
  server = createServer(toNodeHandler(proxy, { drainTimeoutMs: 2000 }))
  server.on('clientError', () => resets++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const finish = '/api/study/sessions/s_1/finish'
const json = { 'content-type': 'application/json' }

describe('toNodeHandler on one kept-alive connection', () => {
  it('answers 413, 415, 403 and 404 with unread bodies, then a good request, none reset', async () => {
    const client = keepAliveClient(origin)
    try {
      const answers = [
        await client.send('POST', finish, { body: refusedBodies.oneMegabyte, headers: json }),
        await client.send('POST', finish, {
          body: refusedBodies.oneMegabyte,
          headers: json,
          chunked: true,
        }),
        await client.send('POST', finish, {
          body: refusedBodies.twoHundredKilobytes,
          headers: { 'content-type': 'text/plain' },
        }),
        await client.send('POST', finish, {
          body: refusedBodies.threeHundredKilobytes,
          headers: { ...json, 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
        }),
        await client.send('POST', '/api/study/nowhere', {
          body: refusedBodies.threeHundredKilobytes,
          headers: json,
        }),
        await client.send('POST', finish, {
          body: Buffer.from('{"token":"t"}'),
          headers: json,
        }),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([413, 413, 415, 403, 404, 200])
      // One connection throughout: every refused body was drained, not reset.
      expect(new Set(answers.map((answer) => answer.localPort)).size).toBe(1)
      expect(resets).toBe(0)
    } finally {
      client.close()
    }
  })

  it('closes cleanly, after the answer, when the unread body passes what it drains', async () => {
    const client = keepAliveClient(origin)
    try {
      const big = Buffer.alloc(3_000_000, 0x7b) // over the 1 MiB drain bound
      const refused = await client.send('POST', finish, { body: big, headers: json })
      expect(refused.status).toBe(413)
      const chunked = await client.send('POST', finish, { body: big, headers: json, chunked: true })
      expect(chunked.status).toBe(413)
      const good = await client.send('POST', finish, {
        body: Buffer.from('{"token":"t"}'),
        headers: json,
      })
      expect(good.status).toBe(200)
    } finally {
      client.close()
    }
  })
})
