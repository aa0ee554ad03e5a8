import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEventReceiver, type EventReceiver } from '../../demo/event-receiver'
import { signPayload } from '../../src/server'

// The demo's webhook receiver keeps the latest deliveries for the console's Events page.
const secret = 'whsec_console_test'
let receiver: EventReceiver
beforeAll(async () => {
  receiver = await startEventReceiver({ log: () => undefined, keep: 3 })
  receiver.setSecret(secret)
})
afterAll(() => receiver.close())

async function deliver(body: string, delivery: string, signature?: string): Promise<number> {
  const response = await fetch(receiver.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-service-event': 'session.completed',
      'x-service-delivery': delivery,
      'x-service-signature': signature ?? (await signPayload(secret, body)),
    },
    body,
  })
  return response.status
}

const event = (id: string) =>
  JSON.stringify({
    id,
    type: 'session.completed',
    created_at: '2026-03-02T09:00:00.000Z',
    api_version: 'v1',
    data: { sessionId: 'ses_1', studyId: 'energy-check', scores: [] },
  })

describe('the event receiver’s log', () => {
  it('keeps each delivery, newest first, with its verification and raw body', async () => {
    expect(await deliver(event('evt_1'), 'dlv_1')).toBe(204)
    expect(await deliver(event('evt_1'), 'dlv_1')).toBe(204)
    expect(await deliver(event('evt_2'), 'dlv_2', 't=1,v1=00')).toBe(400)
    const [refused, duplicate, handled] = receiver.deliveries()
    expect(handled).toMatchObject({
      deliveryId: 'dlv_1',
      eventId: 'evt_1',
      type: 'session.completed',
      verification: { ok: true },
      outcome: 'handled',
      rawBody: event('evt_1'),
    })
    expect(Date.parse(handled!.receivedAt)).not.toBeNaN()
    expect(duplicate).toMatchObject({ eventId: 'evt_1', outcome: 'duplicate' })
    expect(refused).toMatchObject({
      deliveryId: 'dlv_2',
      eventId: 'evt_2',
      verification: { ok: false, reason: 'timestamp_too_old' },
      outcome: 'refused',
    })
  })

  it('keeps only the latest deliveries', async () => {
    await deliver(event('evt_3'), 'dlv_3')
    const ids = receiver.deliveries().map((delivery) => delivery.deliveryId)
    expect(ids).toEqual(['dlv_3', 'dlv_2', 'dlv_1'])
  })
})
