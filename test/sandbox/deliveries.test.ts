import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../demo/sandbox/create-sandbox'
import { createHarness, fixturesDir, type Harness } from './harness'
import { signatureMatches, startReceiver, type WebhookReceiver } from './webhook-receiver'

// Delivery that keeps its promises (docs/service.md#events, docs/sandbox.md): retries after 1 m, 5
// m, 30 m, 2 h, 6 h, 6 h on the sandbox clock with the same x-service-delivery, a pause after 20
// consecutive failed attempts, nothing lost across a restart, and a log to inspect.

let h: Harness | undefined
let receiver: WebhookReceiver | undefined
afterEach(async () => {
  h?.sandbox.close()
  await receiver?.close()
  h = undefined
  receiver = undefined
})

const minute = 60
const hour = 3600

interface DeliveryLog {
  id: string
  eventId: string
  status: string
  attemptCount: number
  nextAttemptAt: string | null
  attempts: { attempt: number; at: string; statusCode: number | null; error: string | null }[]
}

async function setUp(options: Parameters<typeof createHarness>[0] = {}) {
  h = await createHarness({ sweepIntervalMs: 0, ...options })
  receiver = await startReceiver()
  const response = await h.call('POST', '/_sandbox/webhook-endpoints', {
    json: { url: receiver.url, events: ['session.started'] },
    key: null,
  })
  const endpoint = (await response.json()) as { id: string; secret: string }
  return { h, receiver, endpoint }
}

async function deliveries(harness: Harness, query = ''): Promise<DeliveryLog[]> {
  const response = await harness.call('GET', `/_sandbox/deliveries${query}`, { key: null })
  return ((await response.json()) as { data: DeliveryLog[] }).data
}

async function advance(harness: Harness, seconds: number) {
  const response = await harness.call('POST', '/_sandbox/clock/advance', {
    json: { seconds },
    key: null,
  })
  return (await response.json()) as { now: string; deliveryAttempts: number }
}

describe('retries', () => {
  it('retries after 1 m, 5 m, 30 m, 2 h, 6 h and 6 h with the same delivery id, then gives up', async () => {
    const { h, receiver, endpoint } = await setUp()
    receiver.answer(500)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    expect(receiver.received).toHaveLength(1)

    // Nothing before each interval has passed; exactly one attempt when it has.
    const intervals = [minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 6 * hour]
    for (const [index, interval] of intervals.entries()) {
      expect((await advance(h, interval - 2)).deliveryAttempts).toBe(0)
      expect(receiver.received).toHaveLength(index + 1)
      expect((await advance(h, 2)).deliveryAttempts).toBe(1)
      expect(receiver.received).toHaveLength(index + 2)
    }
    expect((await advance(h, 48 * hour)).deliveryAttempts).toBe(0)
    expect(receiver.received).toHaveLength(7)

    const ids = new Set(receiver.received.map((d) => d.headers['x-service-delivery']))
    expect(ids.size).toBe(1)
    expect(new Set(receiver.received.map((d) => d.rawBody.toString())).size).toBe(1)
    for (const delivery of receiver.received) {
      expect(signatureMatches(delivery, endpoint.secret)).toBe(true)
    }

    const [log] = await deliveries(h)
    expect(log).toMatchObject({ status: 'failed', attemptCount: 7, nextAttemptAt: null })
    // Each interval counts from the failed attempt, on the sandbox clock.
    const times = log!.attempts.map((attempt) => Date.parse(attempt.at))
    const gaps = times.slice(1).map((time, index) => (time - times[index]!) / 1000)
    gaps.forEach((gap, index) => expect(Math.abs(gap - intervals[index]!)).toBeLessThan(1))
    expect(log!.attempts.every((attempt) => attempt.statusCode === 500)).toBe(true)
  })

  it('runs every retry that falls due inside one long advance, in order', async () => {
    const { h, receiver } = await setUp()
    receiver.answer((index) => (index < 3 ? 503 : 200))
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    // 1 m + 5 m later the third attempt fails; 30 m after that the fourth succeeds.
    const report = await advance(h, 3 * hour)
    expect(report.deliveryAttempts).toBe(3)
    const [log] = await deliveries(h)
    expect(log).toMatchObject({ status: 'succeeded', attemptCount: 4 })
    expect(log!.attempts.map((a) => a.statusCode)).toEqual([503, 503, 503, 200])
  })

  it('counts any 2xx as success and a redirect, a refused connection or a slow answer as failure', async () => {
    const { h, receiver } = await setUp({ deliveryTimeoutMs: 150 })
    receiver.answer(299)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    receiver.answer(302)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    receiver.answer(200)
    receiver.delay(400)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    const log = await deliveries(h)
    expect(log.map((d) => [d.status, d.attempts[0]?.statusCode, d.attempts[0]?.error])).toEqual([
      ['pending', null, 'no answer within 150 ms'],
      ['pending', 302, 'answered 302'],
      ['succeeded', 299, null],
    ])

    receiver.delay(0)
    await receiver.close()
    await advance(h, minute)
    const [slow] = await deliveries(h, '?limit=1')
    expect(slow!.attempts[1]!.error).toMatch(/^could not connect/)
  })
})

describe('pausing', () => {
  it('pauses an endpoint after 20 consecutive failed attempts, tells the owner, and resumes', async () => {
    const notices: string[] = []
    const { h, receiver, endpoint } = await setUp({
      onNotice: (notice) => notices.push(notice.message),
    })
    receiver.answer(500)
    for (let index = 0; index < 3; index++) await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    await advance(h, 24 * hour)

    // 3 deliveries × up to 7 attempts, but the 20th consecutive failure pauses the endpoint.
    expect(receiver.received).toHaveLength(20)
    const listed = await h.call('GET', '/_sandbox/webhook-endpoints', { key: null })
    const [record] = ((await listed.json()) as { data: Record<string, unknown>[] }).data
    expect(record).toMatchObject({ id: endpoint.id, status: 'paused', consecutiveFailures: 20 })
    expect(record).not.toHaveProperty('secret')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain(endpoint.id)
    const noticeList = await h.call('GET', '/_sandbox/notices', { key: null })
    expect(await noticeList.json()).toMatchObject({
      data: [{ type: 'webhook_endpoint.paused', subjectId: endpoint.id }],
    })

    // Paused: new events wait, nothing is sent.
    await h.startSession('mood-live')
    await advance(h, 24 * hour)
    expect(receiver.received).toHaveLength(20)

    receiver.answer(204)
    const resumed = await h.call('POST', `/_sandbox/webhook-endpoints/${endpoint.id}/resume`, {
      key: null,
    })
    expect(await resumed.json()).toMatchObject({ status: 'active', consecutiveFailures: 0 })
    await h.sandbox.deliverDue()
    // The third delivery (6 attempts so far) and the event raised while paused.
    expect(receiver.received).toHaveLength(22)
    const statuses = (await deliveries(h)).map((d) => d.status)
    expect(statuses).toEqual(['succeeded', 'succeeded', 'failed', 'failed'])
  })

  it('starts the count again after a success', async () => {
    const { h, receiver } = await setUp()
    receiver.answer((index) => (index === 10 ? 200 : 500))
    for (let index = 0; index < 3; index++) await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    await advance(h, 24 * hour)
    const listed = await h.call('GET', '/_sandbox/webhook-endpoints', { key: null })
    const [record] = ((await listed.json()) as { data: { status: string }[] }).data
    expect(record!.status).toBe('active')
  })
})

describe('endpoint controls', () => {
  it('rotates the secret: both sign as two v1= for 24 h, then only the new one', async () => {
    const { h, receiver, endpoint } = await setUp()
    const rotated = await h.call('POST', `/_sandbox/webhook-endpoints/${endpoint.id}/rotate`, {
      key: null,
    })
    const { secret, previousSecretExpiresAt } = (await rotated.json()) as {
      secret: string
      previousSecretExpiresAt: string
    }
    expect(secret).not.toBe(endpoint.secret)
    expect(previousSecretExpiresAt).toBe('2026-03-03T09:00:00.000Z')
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    const during = receiver.received[0]!
    expect(String(during.headers['x-service-signature'])).toMatch(
      /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/,
    )
    expect(signatureMatches(during, secret)).toBe(true)
    expect(signatureMatches(during, endpoint.secret)).toBe(true)

    await advance(h, 24 * hour)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    const after = receiver.received[1]!
    expect(String(after.headers['x-service-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(signatureMatches(after, secret)).toBe(true)
    expect(signatureMatches(after, endpoint.secret)).toBe(false)
  })

  it('deletes an endpoint: pending deliveries are cancelled, the log stays', async () => {
    const { h, receiver, endpoint } = await setUp()
    receiver.answer(500)
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    const deleted = await h.call('DELETE', `/_sandbox/webhook-endpoints/${endpoint.id}`, {
      key: null,
    })
    expect(deleted.status).toBe(200)
    await advance(h, hour)
    expect(receiver.received).toHaveLength(1)
    expect((await deliveries(h))[0]).toMatchObject({ status: 'cancelled', attemptCount: 1 })
    const again = await h.call('DELETE', `/_sandbox/webhook-endpoints/${endpoint.id}`, {
      key: null,
    })
    expect(again.status).toBe(404)
    const resume = await h.call('POST', `/_sandbox/webhook-endpoints/${endpoint.id}/resume`, {
      key: null,
    })
    expect(resume.status).toBe(404)
  })

  it('filters the delivery log and refuses a bad limit', async () => {
    const { h } = await setUp()
    await h.startSession('mood-live')
    await h.sandbox.deliverDue()
    const [one] = await deliveries(h)
    expect(await deliveries(h, `?eventId=${one!.eventId}`)).toHaveLength(1)
    expect(await deliveries(h, '?status=failed')).toHaveLength(0)
    const bad = await h.call('GET', '/_sandbox/deliveries?limit=0', { key: null })
    expect(bad.status).toBe(422)
  })
})

describe('durability', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-deliveries-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loses no delivery across a restart: what was queued goes out after it', async () => {
    const db = join(dir, 'sandbox.db')
    receiver = await startReceiver()
    const options = { db, seedDirs: [fixturesDir], sweepIntervalMs: 0 }
    const first = createSandbox(options)
    const call = (sandbox: typeof first, path: string, json: unknown, key?: string) =>
      sandbox.app.fetch(
        new Request(`http://sandbox.test${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(key ? { authorization: `Bearer ${key}` } : {}),
          },
          body: JSON.stringify(json),
        }),
      )
    await call(first, '/_sandbox/webhook-endpoints', { url: receiver.url })
    const { key } = (await (await call(first, '/_sandbox/keys', {})).json()) as { key: string }
    // Closed in the same turn as the change: the first attempt never left.
    const started = await call(first, '/api/public/v1/studies/mood-live/sessions', {}, key)
    expect(started.status).toBe(201)
    first.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(receiver.received).toHaveLength(0)

    const second = createSandbox(options)
    try {
      const [delivery] = await receiver.waitFor(1, 1000)
      expect(delivery!.body.type).toBe('session.started')
    } finally {
      second.close()
    }
  })
})
