// app/api/study-events/route.ts: the service's signed events (Web Crypto: the edge runtime will do)
import { isWebhookEventError, parseEvent, verifySignature } from 'study-runner/server'

export const runtime = 'edge'

// One process only: in production keep the ids in your database, in one transaction with the work.
const handled = new Set<string>()

export async function POST(request: Request): Promise<Response> {
  const rawBody = await request.text() // the raw body: the signature covers these bytes
  const verdict = await verifySignature({
    header: request.headers.get('x-service-signature'),
    rawBody,
    secret: process.env.STUDY_WEBHOOK_SECRET!,
  })
  if (!verdict.ok) return new Response(verdict.reason, { status: 400 })
  let event
  try {
    event = parseEvent(rawBody)
  } catch (error) {
    // A type this version does not know: acknowledge it, or it is retried for a day.
    if (isWebhookEventError(error) && error.reason === 'unknown_event_type') {
      return new Response(null, { status: 204 })
    }
    return new Response('unreadable event', { status: 400 })
  }
  // Delivery is at least once: a repeated id is done already.
  if (handled.has(event.id)) return new Response(null, { status: 204 })
  handled.add(event.id)
  if (event.type === 'session.completed') {
    console.log('session.completed', event.id, event.data.sessionId, event.data.scores)
  }
  return new Response(null, { status: 204 })
}
