import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEventReceiver, type EventReceiver } from '../../demo/event-receiver'
import { keepAliveClient, refusedBodies } from './keep-alive-client'

let receiver: EventReceiver
beforeAll(async () => {
  receiver = await startEventReceiver({ log: () => undefined, maxBodyBytes: 65_536 })
})
afterAll(() => receiver.close())

describe('the event receiver with hostile bodies', () => {
  it('refuses oversized deliveries on one kept-alive connection that stays usable', async () => {
    const origin = new URL(receiver.url).origin
    const client = keepAliveClient(origin)
    try {
      const json = { 'content-type': 'application/json' }
      const tooLarge = await client.send('POST', '/events', {
        body: refusedBodies.oneMegabyte,
        headers: json,
      })
      expect(tooLarge.status).toBe(413)
      const chunked = await client.send('POST', '/events', {
        body: refusedBodies.oneMegabyte,
        headers: json,
        chunked: true,
      })
      expect(chunked.status).toBe(413)
      const unknown = await client.send('POST', '/elsewhere', {
        body: refusedBodies.threeHundredKilobytes,
      })
      expect(unknown.status).toBe(404)
      // Not registered yet, so a good delivery is answered 503 ("try again"): answered, not reset.
      const good = await client.send('POST', '/events', { body: Buffer.from('{}'), headers: json })
      expect(good.status).toBe(503)
      expect(new Set([tooLarge, chunked, unknown, good].map((a) => a.localPort)).size).toBe(1)
    } finally {
      client.close()
    }
  })

  it('drains at most maxDrainBytes of a refused body, then closes the connection', async () => {
    const small = await startEventReceiver({
      log: () => undefined,
      maxBodyBytes: 1024,
      drain: { maxDrainBytes: 100_000, drainTimeoutMs: 5000 },
    })
    const client = keepAliveClient(new URL(small.url).origin)
    try {
      const refused = await client.send('POST', '/events', {
        body: Buffer.alloc(4_000_000, 0x61),
        chunked: true,
      })
      expect(refused.status).toBe(413)
      const next = await client.send('GET', '/elsewhere')
      expect(next.status).toBe(404)
      // The 4 MB connection was closed instead of drained to its end: the next one is new.
      expect(next.localPort).not.toBe(refused.localPort)
    } finally {
      client.close()
      await small.close()
    }
  })
})
