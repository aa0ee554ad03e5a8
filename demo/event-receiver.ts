// The demo's webhook receiver: what a host's backend does with the Study Service's events
// (docs/service.md#events), as its own tiny node:http server on 127.0.0.1. It verifies every
// delivery over the raw body with verifySignature, de-duplicates on the event id, logs each
// event with its verification result, and keeps the latest deliveries in memory for the
// researcher console's Events page.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isWebhookEventError, parseEvent, verifySignature } from '../src/server/index'
import { isBodyTooLargeError } from './read-bounded-body'
import { discardNodeBody, readBoundedNodeBody, type DrainOptions } from './read-node-body'

/** What became of a delivery. */
export type DeliveryOutcome =
  | 'handled' // verified, first time this event id arrived
  | 'duplicate' // verified, an event id already handled (a retry): acknowledged, not redone
  | 'skipped' // verified, a type this version does not know: acknowledged
  | 'refused' // the signature did not verify (400)
  | 'unreadable' // verified, but not an event body (400)

/** One delivery as the receiver saw it, kept for the console. */
export interface ReceivedDelivery {
  /** `x-service-delivery`; the same across retries of one delivery. */
  deliveryId: string
  /** The body's `id` (`evt_…`), when the body could be read. */
  eventId: string | null
  /** The body's `type`, else the `x-service-event` header. */
  type: string | null
  /** When it arrived (wall clock, ISO 8601). */
  receivedAt: string
  /** verifySignature's verdict over the raw body. */
  verification: { ok: true } | { ok: false; reason: string }
  outcome: DeliveryOutcome
  /** The raw body as UTF-8 text, exactly as received. */
  rawBody: string
}

export interface EventReceiver {
  /** Where the sandbox posts events. */
  url: string
  /** The endpoint's signing secret, known once the endpoint is registered. */
  setSecret(secret: string): void
  /** The latest deliveries, newest first (at most `keep` of them). */
  deliveries(): readonly ReceivedDelivery[]
  close(): Promise<void>
}

/** How many event ids are remembered for de-duplication. */
const rememberedIds = 1000

/** Starts the receiver on 127.0.0.1 and an ephemeral port. */
export async function startEventReceiver(
  options: {
    log?: (line: string) => void
    /** How many deliveries the console can show. @default 200 */
    keep?: number
    /** The wall clock of `receivedAt`. @default () => new Date() */
    now?: () => Date
    /** A delivery body over this is refused (413) as soon as it passes it. @default 65536 */
    maxBodyBytes?: number
    /** How much of a refused body is drained to keep its connection usable. */
    drain?: DrainOptions
  } = {},
): Promise<EventReceiver> {
  const log = options.log ?? ((line) => console.log(line))
  const keep = options.keep ?? 200
  const now = options.now ?? (() => new Date())
  const maxBodyBytes = options.maxBodyBytes ?? 65_536
  let secret: string | undefined
  const seen = new Set<string>()
  // Newest last here (cheap to append); deliveries() answers newest first.
  const received: ReceivedDelivery[] = []
  const remember = (delivery: ReceivedDelivery) => {
    received.push(delivery)
    if (received.length > keep) received.splice(0, received.length - keep)
  }

  const server = createServer((request, response) => {
    void handle(request).then(
      (status) => response.writeHead(status).end(),
      () => response.writeHead(500).end(),
    )
  })

  async function handle(request: IncomingMessage): Promise<number> {
    if (request.method !== 'POST' || request.url !== '/events') {
      discardNodeBody(request, options.drain)
      return 404
    }
    // The raw bytes, exactly as sent: the signature covers them, not re-serialised JSON.
    let rawBody: Buffer
    try {
      rawBody = await readBoundedNodeBody(request, maxBodyBytes, options.drain)
    } catch (error) {
      return isBodyTooLargeError(error) ? 413 : 400
    }
    const delivery = String(request.headers['x-service-delivery'] ?? '?')
    if (!secret) return 503 // not registered yet: the sandbox tries again in a minute
    const verdict = await verifySignature({
      header: request.headers['x-service-signature'],
      rawBody,
      secret,
    })
    const header = request.headers['x-service-event']
    const record = (
      outcome: DeliveryOutcome,
      event: { id: string; type: string } | undefined,
    ): void =>
      remember({
        deliveryId: delivery,
        eventId: event?.id ?? null,
        type: event?.type ?? (typeof header === 'string' ? header : null),
        receivedAt: now().toISOString(),
        verification: verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason },
        outcome,
        rawBody: rawBody.toString('utf8'),
      })
    if (!verdict.ok) {
      log(`[events] ✗ refused delivery ${delivery}: signature ${verdict.reason}`)
      record('refused', readableIdentity(rawBody))
      return 400
    }
    try {
      const event = parseEvent(rawBody)
      if (seen.has(event.id)) {
        log(`[events] · ${event.type} ${event.id} again (delivery ${delivery}): already handled`)
        record('duplicate', event)
        return 204
      }
      seen.add(event.id)
      if (seen.size > rememberedIds) seen.delete(seen.values().next().value!)
      log(
        `[events] ✓ ${event.type} ${event.id} signature verified (delivery ${delivery}) ${JSON.stringify(event.data)}`,
      )
      record('handled', event)
      return 204
    } catch (error) {
      // A type this version does not know is acknowledged and skipped, never retried forever.
      if (isWebhookEventError(error) && error.reason === 'unknown_event_type') {
        record('skipped', readableIdentity(rawBody))
        return 204
      }
      log(`[events] ✗ unreadable event in delivery ${delivery}: ${(error as Error).message}`)
      record('unreadable', readableIdentity(rawBody))
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
    deliveries: () => received.toReversed(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The `id` and `type` of a body that parseEvent refused, when it has them (for the log). */
function readableIdentity(rawBody: Buffer): { id: string; type: string } | undefined {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as { id?: unknown; type?: unknown }
    if (typeof body.id === 'string' && typeof body.type === 'string') {
      return { id: body.id, type: body.type }
    }
  } catch {
    // not JSON: shown as its raw text only
  }
  return undefined
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
