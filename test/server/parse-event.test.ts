import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Score } from '../../src/api/types'
import {
  isServiceEventType,
  isWebhookEventError,
  parseEvent,
  serviceEventTypes,
  type WebhookEventError,
} from '../../src/server/parse-event'

const envelope = { id: 'evt_1', created_at: '2026-03-02T09:00:00.000Z', api_version: 'v1' }
const raw = (value: unknown) => JSON.stringify(value)

describe('parseEvent', () => {
  it('reads a session.completed event, typed by its type', () => {
    const event = parseEvent(
      raw({
        ...envelope,
        type: 'session.completed',
        data: { sessionId: 's', studyId: 'x', scores: [], extra: true },
        later: 'ignored',
      }),
    )
    expect(event.type).toBe('session.completed')
    if (event.type === 'session.completed') {
      expectTypeOf(event.data.scores).toEqualTypeOf<Score[]>()
      expect(event.data.sessionId).toBe('s')
    }
  })

  it('reads every type of docs/service.md#events from bytes too', () => {
    expect(serviceEventTypes).toHaveLength(15)
    const data = {
      sessionId: 's',
      studyId: 'x',
      scores: [],
      status: 'live',
      licenseId: 'l',
      instrumentId: 'i',
    }
    for (const type of serviceEventTypes) {
      const event = parseEvent(new TextEncoder().encode(raw({ ...envelope, type, data })))
      expect(event.type).toBe(type)
      expect(isServiceEventType(type)).toBe(true)
    }
  })

  it.each<[string, unknown, string]>([
    ['not JSON', '{', 'invalid_json'],
    ['an object instead of the raw body', { ...envelope }, 'invalid_json'],
    ['an array', '[]', 'invalid_event'],
    [
      'an id without evt_',
      raw({ ...envelope, id: 'x', type: 'study.closed', data: {} }),
      'invalid_event',
    ],
    [
      'another api_version',
      raw({ ...envelope, api_version: 'v2', type: 'study.closed' }),
      'unsupported_api_version',
    ],
    [
      'an unknown type',
      raw({ ...envelope, type: 'study.exploded', data: {} }),
      'unknown_event_type',
    ],
    ['data missing', raw({ ...envelope, type: 'study.closed' }), 'invalid_event'],
    [
      'a missing id member',
      raw({ ...envelope, type: 'license.approved', data: { licenseId: 'l' } }),
      'invalid_event',
    ],
    [
      'session.completed without scores',
      raw({ ...envelope, type: 'session.completed', data: { sessionId: 's', studyId: 'x' } }),
      'invalid_event',
    ],
  ])('refuses %s', (_name, body, reason) => {
    try {
      parseEvent(body as string)
      expect.unreachable()
    } catch (error) {
      expect(isWebhookEventError(error)).toBe(true)
      expect((error as WebhookEventError).reason).toBe(reason)
      expect((error as Error).message).toMatch(/^\[study-runner\]/)
    }
  })
})
