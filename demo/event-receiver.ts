// The demo's webhook receiver: what a host's backend does with the Study Service's events
// (spec §6, DESIGN.md §7), as its own tiny node:http server on 127.0.0.1. It verifies every
// delivery over the raw body with verifySignature, de-duplicates on the event id, and logs each
// event with its verification result — the researcher-facing view until the console exists.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isWebhookEventError, parseEvent, verifySignature } from '../src/server/index'

export interface EventReceiver {
  /** Where the sandbox posts events. */
  url: string
  /** The endpoint's signing secret, known once the endpoint is registered. */
  setSecret(secret: string): void
  close(): Promise<void>
}

/** How many event ids are remembered for de-duplication. */
const rememberedIds = 1000

/** Starts the receiver on 127.0.0.1 and an ephemeral port. */
export async function startEventReceiver(
  options: { log?: (line: string) => void } = {},
): Promise<EventReceiver> {
  const log = options.log ?? ((line) => console.log(line))
  let secret: string | undefined
  const seen = new Set<string>()

  const server = createServer((request, response) => {
    void handle(request).then(
      (status) => response.writeHead(status).end(),
      () => response.writeHead(500).end(),
    )
  })

  async function handle(request: IncomingMessage): Promise<number> {
    if (request.method !== 'POST' || request.url !== '/events') return 404
    // The raw bytes, exactly as sent: the signature covers them, not re-serialised JSON.
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks)
    const delivery = String(request.headers['x-service-delivery'] ?? '?')
    if (!secret) return 503 // not registered yet: the sandbox tries again in a minute
    const verdict = await verifySignature({
      header: request.headers['x-service-signature'],
      rawBody,
      secret,
    })
    if (!verdict.ok) {
      log(`[events] ✗ refused delivery ${delivery}: signature ${verdict.reason}`)
      return 400
    }
    try {
      const event = parseEvent(rawBody)
      if (seen.has(event.id)) {
        log(`[events] · ${event.type} ${event.id} again (delivery ${delivery}): already handled`)
        return 204
      }
      seen.add(event.id)
      if (seen.size > rememberedIds) seen.delete(seen.values().next().value!)
      log(
        `[events] ✓ ${event.type} ${event.id} signature verified (delivery ${delivery}) ${JSON.stringify(event.data)}`,
      )
      return 204
    } catch (error) {
      // A type this version does not know is acknowledged and skipped, never retried forever.
      if (isWebhookEventError(error) && error.reason === 'unknown_event_type') return 204
      log(`[events] ✗ unreadable event in delivery ${delivery}: ${(error as Error).message}`)
      return 400
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/events`,
    setSecret: (next) => {
      secret = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** What the demo's endpoint is called, so a restarted demo replaces its own old endpoint. */
const demoEndpointDescription = 'npm run demo: event log'

/**
 * Registers the receiver with the sandbox (`POST /_sandbox/webhook-endpoints`), after removing
 * endpoints an earlier run of the demo left behind (the sandbox keeps its database).
 */
export async function registerEventReceiver(
  sandboxUrl: string,
  receiver: EventReceiver,
): Promise<void> {
  const listed = await fetch(`${sandboxUrl}/_sandbox/webhook-endpoints`)
  if (!listed.ok) throw new Error(`The sandbox refused to list webhook endpoints: ${listed.status}`)
  const { data } = (await listed.json()) as { data: { id: string; description: string | null }[] }
  for (const endpoint of data.filter((item) => item.description === demoEndpointDescription)) {
    await fetch(`${sandboxUrl}/_sandbox/webhook-endpoints/${endpoint.id}`, { method: 'DELETE' })
  }
  const response = await fetch(`${sandboxUrl}/_sandbox/webhook-endpoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, description: demoEndpointDescription }),
  })
  if (!response.ok) throw new Error(`The sandbox refused the webhook endpoint: ${response.status}`)
  const { secret } = (await response.json()) as { secret: string }
  receiver.setSecret(secret)
}
