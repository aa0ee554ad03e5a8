// backend.js: the single-page app's backend, the proxy and the service's events (node backend.js)
import { createServer } from 'node:http'
import { toNodeHandler } from 'study-runner/node'
import {
  createStudyProxy,
  isWebhookEventError,
  parseEvent,
  verifySignature,
} from 'study-runner/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY,
  basePath: '/api/study',
  studies: ['energy-check'],
})

const handled = new Set() // one process only: in production, your database

/** The service's signed events, verified on the raw body (the signature covers those bytes). */
async function receiveEvent(request) {
  const rawBody = await request.text()
  const verdict = await verifySignature({
    header: request.headers.get('x-service-signature'),
    rawBody,
    secret: process.env.STUDY_WEBHOOK_SECRET,
  })
  if (!verdict.ok) return new Response(verdict.reason, { status: 400 })
  let event
  try {
    event = parseEvent(rawBody)
  } catch (error) {
    // A type this version does not know: acknowledge it, or it is retried for a day.
    const unknownType = isWebhookEventError(error) && error.reason === 'unknown_event_type'
    return new Response(null, { status: unknownType ? 204 : 400 })
  }
  // Delivery is at least once: a repeated id is done already.
  if (!handled.has(event.id)) {
    handled.add(event.id)
    if (event.type === 'session.completed') {
      console.log('session.completed', event.id, event.data.sessionId)
    }
  }
  return new Response(null, { status: 204 })
}

const study = toNodeHandler(proxy)
const events = toNodeHandler((request) =>
  request.method === 'POST'
    ? receiveEvent(request)
    : Promise.resolve(new Response(null, { status: 405, headers: { allow: 'POST' } })),
)

createServer((req, res) =>
  req.url === '/api/study-events' ? events(req, res) : study(req, res),
).listen(Number(process.env.PORT ?? 3000), '127.0.0.1')
