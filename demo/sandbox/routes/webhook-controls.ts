import type { Hono } from 'hono'
import { ensureAccount } from '../accounts'
import { listDeliveries } from '../deliveries-log'
import { validationFailed } from '../errors'
import type { SandboxEventType } from '../events'
import { listRecentEvents } from '../event-outbox'
import {
  insertInboundEndpoint,
  listCourseEnrollments,
  listPanelInvitations,
} from '../inbound-store'
import { createInstrumentReview } from '../instrument-review'
import { listNotices } from '../notices-store'
import { newSigningSecret, randomId } from '../random-id'
import type { SandboxDeps, SandboxEnv } from '../sandbox-env'
import { serviceEventTypes } from '../../../src/api/service-event-types'
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  requireWebhookEndpoint,
  resumeWebhookEndpoint,
  rotateWebhookSecret,
  toWebhookEndpointRecord,
} from '../webhook-endpoints-store'
import { accountOf, loopbackOnly, objectBody } from './control-body'

/**
 * The event controls of docs/sandbox.md, loopback only: webhook endpoints (register, list, resume,
 * rotate, delete), the delivery log, notices, inbound URLs and what inbound actions stored, and
 * the instrument review flow that raises the `instrument.*` events.
 */
export function registerWebhookControls(
  app: Hono<SandboxEnv>,
  deps: SandboxDeps & { defaultAccountId: string },
): void {
  const { db, clock } = deps
  const local = loopbackOnly(deps)

  app.post('/webhook-endpoints', local, async (c) => {
    const body = await objectBody(c, deps)
    const url = checkUrl(body.url)
    const events = checkEventTypes(body.events)
    const description = body.description ?? null
    if (description !== null && (typeof description !== 'string' || description.length > 200)) {
      throw validationFailed([
        { field: 'description', message: 'must be a string of at most 200 characters' },
      ])
    }
    const account = accountOf(body, deps.defaultAccountId)
    const nowIso = clock.nowIso()
    ensureAccount(db, account, nowIso)
    const row = insertWebhookEndpoint(db, { accountId: account, url, description, events, nowIso })
    return c.json({ ...toWebhookEndpointRecord(row, nowIso), secret: row.secret }, 201)
  })
  app.get('/webhook-endpoints', local, (c) => {
    const nowIso = clock.nowIso()
    const rows = listWebhookEndpoints(db, c.req.query('account'))
    return c.json({ data: rows.map((row) => toWebhookEndpointRecord(row, nowIso)) })
  })

  app.get('/webhook-endpoints/:id', local, (c) =>
    c.json(toWebhookEndpointRecord(requireWebhookEndpoint(db, c.req.param('id')), clock.nowIso())),
  )
  app.delete('/webhook-endpoints/:id', local, (c) => {
    const deletedAt = clock.nowIso()
    deleteWebhookEndpoint(db, c.req.param('id'), deletedAt)
    return c.json({ id: c.req.param('id'), deletedAt })
  })

  app.post('/webhook-endpoints/:id/resume', local, (c) => {
    const row = resumeWebhookEndpoint(db, c.req.param('id'), clock.nowIso())
    deps.deliveries.kick() // what the pause held goes out at once
    return c.json(toWebhookEndpointRecord(row, clock.nowIso()))
  })

  app.post('/webhook-endpoints/:id/rotate', local, (c) => {
    const row = rotateWebhookSecret(db, c.req.param('id'), clock.now())
    return c.json({ ...toWebhookEndpointRecord(row, clock.nowIso()), secret: row.secret })
  })

  app.get('/deliveries', local, (c) => c.json({ data: listDeliveries(db, c.req.query()) }))

  app.get('/events', local, (c) =>
    c.json({ data: listRecentEvents(db, c.req.query('account') ?? null) }),
  )

  app.get('/notices', local, (c) =>
    c.json({ data: listNotices(db, c.req.query('account') ?? null) }),
  )

  app.post('/inbound-endpoints', local, async (c) => {
    const body = await objectBody(c, deps)
    const account = accountOf(body, deps.defaultAccountId)
    const nowIso = clock.nowIso()
    ensureAccount(db, account, nowIso)
    const slug = randomId('in_')
    const secret = newSigningSecret()
    insertInboundEndpoint(db, { slug, accountId: account, secret, nowIso })
    return c.json(
      { slug, secret, account, url: `/api/public/v1/webhooks/in/${slug}`, createdAt: nowIso },
      201,
    )
  })

  app.get('/panel-invitations', local, (c) =>
    c.json({ data: listPanelInvitations(db, c.req.query('account') ?? null) }),
  )
  app.get('/course-enrollments', local, (c) =>
    c.json({ data: listCourseEnrollments(db, c.req.query('account') ?? null) }),
  )

  const review = createInstrumentReview({ db, nowIso: () => clock.nowIso(), emit: deps.emit })
  app.post('/instruments/:id/submit', local, (c) => c.json(review.submit(c.req.param('id'))))
  app.post('/instruments/:id/approve', local, (c) => c.json(review.approve(c.req.param('id'))))
  app.post('/instruments/:id/request-revision', local, (c) =>
    c.json(review.requestRevision(c.req.param('id'))),
  )
  app.post('/instruments/:id/approve-translation', local, async (c) => {
    const body = await objectBody(c, deps)
    return c.json(review.approveTranslation(c.req.param('id'), body.language))
  })
}

function checkUrl(url: unknown): string {
  let parsed: URL | undefined
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined
  } catch {
    parsed = undefined
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw validationFailed([{ field: 'url', message: 'must be an absolute http or https URL' }])
  }
  return parsed.href
}

function checkEventTypes(events: unknown): SandboxEventType[] | null {
  if (events === undefined || events === null) return null
  if (
    !Array.isArray(events) ||
    events.length === 0 ||
    !events.every((type) => serviceEventTypes.includes(type as SandboxEventType))
  ) {
    throw validationFailed([
      {
        field: 'events',
        message: `must be a non-empty list of event types (${serviceEventTypes.join(', ')}), or left out for all`,
      },
    ])
  }
  return [...new Set(events as SandboxEventType[])]
}
