import { afterEach, describe, expect, it } from 'vitest'
import type { ServiceEventType } from '../../src/api/types'
import { createHarness, type Harness } from './harness'
import { signatureMatches, startReceiver, type WebhookReceiver } from './webhook-receiver'

// Outgoing events (docs/service.md#events): every type, raised by the change that causes it,
// delivered with the spec's body and headers and a signature checked here with node:crypto.

let h: Harness | undefined
let receiver: WebhookReceiver | undefined
afterEach(async () => {
  h?.sandbox.close()
  await receiver?.close()
  h = undefined
  receiver = undefined
})

async function setUp(events?: ServiceEventType[]) {
  h = await createHarness({ sweepIntervalMs: 0 })
  receiver = await startReceiver()
  const response = await h.call('POST', '/_sandbox/webhook-endpoints', {
    json: { url: receiver.url, events },
    key: null,
  })
  expect(response.status).toBe(201)
  const endpoint = (await response.json()) as { id: string; url: string; secret: string }
  return { h, receiver, endpoint }
}

const control = (harness: Harness, path: string, json?: unknown) =>
  harness.call('POST', path, { json, key: null })

describe('outgoing events', () => {
  it('delivers the first attempt within a second, with the body and headers of docs/service.md#events', async () => {
    const { h, receiver, endpoint } = await setUp()
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/)
    const before = Math.floor(Date.now() / 1000)
    const session = await h.startSession('mood-live')
    const [delivery] = await receiver.waitFor(1, 1000)
    expect(delivery!.headers['content-type']).toBe('application/json')
    expect(delivery!.headers['x-service-event']).toBe('session.started')
    expect(delivery!.headers['x-service-delivery']).toMatch(/^dlv_[A-Za-z0-9_-]+$/)
    expect(delivery!.body).toEqual({
      id: expect.stringMatching(/^evt_[A-Za-z0-9_-]+$/) as string,
      type: 'session.started',
      created_at: '2026-03-02T09:00:00.000Z',
      api_version: 'v1',
      data: { sessionId: session.sessionId, studyId: 'mood-live' },
    })
    expect(signatureMatches(delivery!, endpoint.secret)).toBe(true)
    expect(signatureMatches(delivery!, 'whsec_someone_else')).toBe(false)
    // Signatures use wall time even though the sandbox clock says 2026-03-02
    // (docs/service.md#events).
    const t = Number(/^t=(\d+),/.exec(String(delivery!.headers['x-service-signature']))![1])
    expect(t).toBeGreaterThanOrEqual(before)
    expect(t).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it('raises every event type of docs/service.md#events from the change that causes it', async () => {
    const { h, receiver, endpoint } = await setUp()
    const sessionOf = async () => h.startSession('mood-live')

    const started = await sessionOf()
    // Only a session with an answer counts toward the target sample set below.
    await h.call('POST', `/api/public/v1/sessions/${started.sessionId}/responses`, {
      json: { token: started.token, responses: [{ variableCode: 'SLIDE', valueNum: 5 }] },
    })
    const finished = await h.call('POST', `/api/public/v1/sessions/${started.sessionId}/finish`, {
      json: { token: started.token },
    })
    const scores = ((await finished.json()) as { scores: unknown[] }).scores
    const idle = await sessionOf()
    await h.sandbox.advanceClock(86_400)

    await h.call('PATCH', '/api/public/v1/studies/mood-draft', { json: { status: 'live' } })
    await h.call('PATCH', '/api/public/v1/studies/mood-draft', { json: { status: 'closed' } })
    await h.call('PATCH', '/api/public/v1/studies/mood-live', { json: { targetSampleSize: 1 } })

    const request = async () => {
      const response = await h.call('POST', '/api/public/v1/licenses', {
        json: { instrumentId: 'locked2', purpose: 'events' },
      })
      return ((await response.json()) as { id: string }).id
    }
    const approvedId = await request()
    const expiresAt = '2026-03-22T09:00:00.000Z' // 20 days ahead: expiring at once
    await control(h, `/_sandbox/licenses/${approvedId}/approve`, { expiresAt })
    const rejectedId = await request()
    await control(h, `/_sandbox/licenses/${rejectedId}/reject`)
    await h.sandbox.advanceClock(20 * 86_400)

    await control(h, '/_sandbox/instruments/mood4/submit')
    await control(h, '/_sandbox/instruments/mood4/request-revision')
    await control(h, '/_sandbox/instruments/mood4/submit')
    await control(h, '/_sandbox/instruments/mood4/approve')
    await control(h, '/_sandbox/instruments/mood4/approve-translation', { language: 'de' })
    await h.sandbox.deliverDue()

    const events = receiver.received.map((delivery) => ({
      type: delivery.body.type,
      data: delivery.body.data,
    }))
    expect(events).toEqual([
      { type: 'session.started', data: { sessionId: started.sessionId, studyId: 'mood-live' } },
      {
        type: 'session.completed',
        data: { sessionId: started.sessionId, studyId: 'mood-live', scores },
      },
      { type: 'session.started', data: { sessionId: idle.sessionId, studyId: 'mood-live' } },
      { type: 'session.abandoned', data: { sessionId: idle.sessionId, studyId: 'mood-live' } },
      { type: 'study.published', data: { studyId: 'mood-draft', status: 'live' } },
      { type: 'study.closed', data: { studyId: 'mood-draft', status: 'closed' } },
      {
        type: 'study.target_reached',
        data: { studyId: 'mood-live', status: 'live', targetSampleSize: 1, completed: 1 },
      },
      { type: 'license.requested', data: { licenseId: approvedId, instrumentId: 'locked2' } },
      {
        type: 'license.approved',
        data: { licenseId: approvedId, instrumentId: 'locked2', expiresAt },
      },
      {
        type: 'license.expiring',
        data: { licenseId: approvedId, instrumentId: 'locked2', expiresAt },
      },
      { type: 'license.requested', data: { licenseId: rejectedId, instrumentId: 'locked2' } },
      {
        type: 'license.rejected',
        data: { licenseId: rejectedId, instrumentId: 'locked2', expiresAt: null },
      },
      {
        type: 'license.expired',
        data: { licenseId: approvedId, instrumentId: 'locked2', expiresAt },
      },
      { type: 'instrument.submitted', data: { instrumentId: 'mood4' } },
      { type: 'instrument.revision_requested', data: { instrumentId: 'mood4' } },
      { type: 'instrument.submitted', data: { instrumentId: 'mood4' } },
      { type: 'instrument.approved', data: { instrumentId: 'mood4' } },
      { type: 'instrument.translation_approved', data: { instrumentId: 'mood4', language: 'de' } },
    ])
    const types = new Set(events.map((event) => event.type))
    expect(types.size).toBe(15)
    for (const delivery of receiver.received) {
      expect(signatureMatches(delivery, endpoint.secret)).toBe(true)
      expect(delivery.headers['x-service-event']).toBe(delivery.body.type)
      expect(delivery.body.api_version).toBe('v1')
      expect(delivery.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    }
    expect(new Set(receiver.received.map((d) => d.body.id)).size).toBe(events.length)
    // Events carry the sandbox time they happened at.
    const abandoned = receiver.received.find((d) => d.body.type === 'session.abandoned')!
    expect(abandoned.body.created_at).toBe('2026-03-03T09:00:00.000Z')
  })

  it('sends an endpoint only the types it chose, and events of its own account only', async () => {
    const { h, receiver } = await setUp(['session.completed'])
    const other = await startReceiver()
    try {
      await control(h, '/_sandbox/webhook-endpoints', { url: other.url, account: 'acc_other' })
      const session = await h.startSession('mood-live')
      await h.call('POST', `/api/public/v1/sessions/${session.sessionId}/finish`, {
        json: { token: session.token },
      })
      await h.sandbox.deliverDue()
      expect(receiver.received.map((d) => d.body.type)).toEqual(['session.completed'])
      expect(other.received).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('answers 422 for a bad url or unknown event types', async () => {
    h = await createHarness({ sweepIntervalMs: 0 })
    for (const json of [
      {},
      { url: 'ftp://127.0.0.1/x' },
      { url: 'not a url' },
      { url: 'http://127.0.0.1/x', events: ['session.exploded'] },
      { url: 'http://127.0.0.1/x', events: [] },
    ]) {
      const response = await control(h, '/_sandbox/webhook-endpoints', json)
      expect(response.status).toBe(422)
    }
  })
})

describe('instrument review controls', () => {
  it('moves an instrument through review and refuses other moves with 409', async () => {
    h = await createHarness({ sweepIntervalMs: 0 })
    const submitted = await control(h, '/_sandbox/instruments/mood4/submit')
    expect(await submitted.json()).toEqual({
      instrumentId: 'mood4',
      reviewStatus: 'submitted',
      approvedTranslations: [],
    })
    expect((await control(h, '/_sandbox/instruments/mood4/submit')).status).toBe(409)
    expect((await control(h, '/_sandbox/instruments/mood4/approve')).status).toBe(200)
    expect((await control(h, '/_sandbox/instruments/mood4/approve')).status).toBe(409)
    expect((await control(h, '/_sandbox/instruments/mood4/request-revision')).status).toBe(409)
    expect((await control(h, '/_sandbox/instruments/nope/submit')).status).toBe(404)
    const bad = await control(h, '/_sandbox/instruments/mood4/approve-translation', {
      language: 'fr',
    })
    expect(bad.status).toBe(422)
    const first = await control(h, '/_sandbox/instruments/mood4/approve-translation', {
      language: 'DE',
    })
    expect(
      ((await first.json()) as { approvedTranslations: string[] }).approvedTranslations,
    ).toEqual(['de'])
  })
})
