import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionStarted } from '../../src/api/types'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

const start = (studyId: string) => `/api/public/v1/studies/${studyId}/sessions`

describe('POST /studies/{id}/sessions', () => {
  it('starts a session in the study’s default language, expiring after 24 h', async () => {
    const response = await h.call('POST', start('energy-check'))
    expect(response.status).toBe(201)
    const session = (await response.json()) as SessionStarted
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as string,
      token: expect.any(String) as string,
      studyId: 'energy-check',
      status: 'started',
      language: 'en',
      startedAt: '2026-03-02T09:00:00.000Z',
      expiresAt: '2026-03-03T09:00:00.000Z',
      condition: null,
    })
  })

  it('gives every session its own id and a random token', async () => {
    const a = await h.startSession()
    const b = await h.startSession()
    expect(a.sessionId).not.toBe(b.sessionId)
    expect(a.token).not.toBe(b.token)
    expect(a.token.length).toBeGreaterThanOrEqual(32)
  })

  it('takes a language the study offers, in the study’s spelling', async () => {
    const response = await h.call('POST', start('energy-check'), { json: { language: 'AR' } })
    expect(((await response.json()) as SessionStarted).language).toBe('ar')
  })

  it('answers 422 for a language the study does not offer', async () => {
    const response = await h.call('POST', start('energy-check'), { json: { language: 'fr' } })
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error.code).toBe('validation_failed')
    expect(error.details).toEqual([{ field: 'language', message: 'must be one of en, de, ar' }])
  })

  it('answers 422 for a participantRef over 200 characters or metadata that is not an object', async () => {
    const response = await h.call('POST', start('energy-check'), {
      json: { participantRef: 'p'.repeat(201), metadata: [1] },
    })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).details?.map((detail) => detail.field)).toEqual([
      'participantRef',
      'metadata',
    ])
  })

  it('stores participantRef and metadata', async () => {
    const { sessionId } = await h.startSession('energy-check', {
      participantRef: 'panel-42',
      metadata: { source: 'newsletter' },
    })
    const row = h.sandbox.db
      .prepare('SELECT participant_ref, metadata FROM sessions WHERE id = ?')
      .get(sessionId) as { participant_ref: string; metadata: string }
    expect(row).toEqual({ participant_ref: 'panel-42', metadata: '{"source":"newsletter"}' })
  })

  it('answers the same session for the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'participant-7-attempt' }
    const first = await h.call('POST', start('energy-check'), { headers, json: { language: 'de' } })
    const second = await h.call('POST', start('energy-check'), {
      headers,
      json: { language: 'de' },
    })
    expect(second.status).toBe(201)
    const firstBody = (await first.json()) as SessionStarted
    expect(await second.json()).toEqual(firstBody)
    const other = await h.call('POST', start('energy-check'), {
      headers: { 'idempotency-key': 'participant-8-attempt' },
    })
    expect(((await other.json()) as SessionStarted).sessionId).not.toBe(firstBody.sessionId)
  })

  it('answers 409 study_not_live for a draft study', async () => {
    const response = await h.call('POST', start('mood-draft'))
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('study_not_live')
  })

  it('answers 409 study_not_live outside the schedule and 201 inside it', async () => {
    expect((await h.call('POST', start('mood-scheduled'))).status).toBe(409)
    h.setNow(new Date('2026-04-15T00:00:00Z'))
    expect((await h.call('POST', start('mood-scheduled'))).status).toBe(201)
    h.setNow(new Date('2026-05-01T00:00:00Z')) // closesAt is exclusive
    expect((await h.call('POST', start('mood-scheduled'))).status).toBe(409)
    h.setNow(new Date('2026-03-02T09:00:00.000Z'))
  })

  it('answers 409 study_not_live once a study is closed', async () => {
    h.sandbox.db.prepare("UPDATE studies SET status = 'closed' WHERE id = 'mood-live'").run()
    expect((await h.call('POST', start('mood-live'))).status).toBe(409)
    h.sandbox.db.prepare("UPDATE studies SET status = 'live' WHERE id = 'mood-live'").run()
  })

  it('answers 403 license_inactive when the protected instrument’s licence expired', async () => {
    const response = await h.call('POST', start('locked-expired'))
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('license_inactive')
  })

  it('answers 404 not_found for an unknown study', async () => {
    expect((await h.call('POST', start('nope'))).status).toBe(404)
  })
})
