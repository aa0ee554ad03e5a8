import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One POST the receiver got: headers and the raw body bytes, as they arrived. */
export interface ReceivedDelivery {
  headers: IncomingHttpHeaders
  rawBody: Buffer
  /** The body parsed, for convenience; verification always uses rawBody. */
  body: {
    id: string
    type: string
    created_at: string
    api_version: string
    data: Record<string, unknown>
  }
  receivedAt: number
}

/** A webhook receiver on 127.0.0.1 and a free port, recording everything it is sent. */
export interface WebhookReceiver {
  url: string
  received: ReceivedDelivery[]
  /** Sets the status answered from now on (or a function of the request count). */
  answer(status: number | ((index: number) => number)): void
  /** Makes the receiver wait this long before answering. */
  delay(ms: number): void
  /** Resolves when `count` deliveries have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>
  close(): Promise<void>
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = []
  let status: number | ((index: number) => number) = 204
  let delayMs = 0
  const waiters: { count: number; resolve: () => void }[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks)
      const index = received.length
      received.push({
        headers: request.headers,
        rawBody,
        body: JSON.parse(rawBody.toString('utf8')) as ReceivedDelivery['body'],
        receivedAt: Date.now(),
      })
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve()
      const code = typeof status === 'function' ? status(index) : status
      setTimeout(() => {
        if (!response.writableEnded) response.writeHead(code).end(code === 204 ? undefined : 'ok')
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next) => {
      status = next
    },
    delay: (ms) => {
      delayMs = ms
    },
    waitFor: (count, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received)
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} deliveries, got ${received.length}`)),
          timeoutMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve(received)
          },
        })
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * An independent check of a delivery's signature with node:crypto (docs/service.md#events): every
 * `v1=` of the header, against `<t>.<raw body>` under the secret.
 */
export function signatureMatches(delivery: ReceivedDelivery, secret: string): boolean {
  const header = String(delivery.headers['x-service-signature'])
  const match = /^t=(\d+)((?:,v1=[0-9a-f]{64})+)$/.exec(header)
  if (!match) return false
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${match[1]}.`), delivery.rawBody]))
    .digest()
  return match[2]!
    .split(',v1=')
    .slice(1)
    .some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected))
}
