// server.ts: the page, the embed script from node_modules, and the proxy, on one origin
import compression from 'compression'
import express from 'express'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toNodeHandler } from 'study-runner/node'
import {
  createStudyProxy,
  isWebhookEventError,
  parseEvent,
  verifySignature,
} from 'study-runner/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL!, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY!,
  basePath: '/api/study',
  studies: ['energy-check'],
})

// The folder of study-runner.js and the files it loads when needed (languages, question types).
const embed = dirname(fileURLToPath(import.meta.resolve('study-runner/embed')))

const app = express()
// Express sends files as they are; compressed, the embed script is under a third of its size.
app.use(compression())
// Before any body parser: the proxy reads (and limits) the raw body itself.
app.use('/api/study', toNodeHandler(proxy))
app.use(
  '/assets/study-runner',
  express.static(embed, {
    // study-runner.js keeps its name from version to version; the files it loads have a hash in
    // theirs and never change.
    setHeaders: (response, path) =>
      response.setHeader(
        'cache-control',
        path.endsWith('study-runner.js') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ),
  }),
)
app.use(express.static(join(import.meta.dirname, 'public')))

// The service's signed events. express.raw keeps the body as bytes (the signature covers exactly
// those): never put express.json() in front of this route.
const handled = new Set<string>() // one process only: in production, your database
app.post('/api/study-events', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
  const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
  const verdict = await verifySignature({
    header: req.get('x-service-signature') ?? null,
    rawBody,
    secret: process.env.STUDY_WEBHOOK_SECRET!,
  })
  if (!verdict.ok) return void res.status(400).type('text').send(verdict.reason)
  let event
  try {
    event = parseEvent(rawBody)
  } catch (error) {
    // A type this version does not know: acknowledge it, or it is retried for a day.
    const unknownType = isWebhookEventError(error) && error.reason === 'unknown_event_type'
    return void res.status(unknownType ? 204 : 400).end()
  }
  // Delivery is at least once: a repeated id is done already.
  if (!handled.has(event.id)) {
    handled.add(event.id)
    if (event.type === 'session.completed') {
      console.log('session.completed', event.id, event.data.sessionId)
    }
  }
  res.status(204).end()
})

app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1')
