import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, errorOf, startTime, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

const responsesOf = (sessionId: string) => `/api/public/v1/sessions/${sessionId}/responses`

function storedAnswers(sessionId: string) {
  return h.sandbox.db
    .prepare(
      `SELECT variable_code, value_num, value_text, answered_at, rt_ms, changes FROM responses
       WHERE session_id = ? ORDER BY variable_code`,
    )
    .all(sessionId)
}

describe('POST /sessions/{id}/responses', () => {
  it('stores a batch and answers 201 with the number accepted', async () => {
    const { sessionId, token } = await h.startSession()
    const response = await h.call('POST', responsesOf(sessionId), {
      json: {
        token,
        responses: [
          {
            variableCode: 'CONSENT',
            valueNum: 1,
            answeredAt: '2026-03-02T09:00:05Z',
            rtMs: 1800,
            changes: 0,
          },
          { variableCode: 'AGE', valueNum: 34 },
        ],
      },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ sessionId, accepted: 2 })
    expect(storedAnswers(sessionId)).toEqual([
      {
        variable_code: 'AGE',
        value_num: 34,
        value_text: null,
        answered_at: startTime.toISOString(),
        rt_ms: null,
        changes: null,
      },
      {
        variable_code: 'CONSENT',
        value_num: 1,
        value_text: null,
        answered_at: '2026-03-02T09:00:05.000Z',
        rt_ms: 1800,
        changes: 0,
      },
    ])
  })

  it('changes nothing when a batch is retried', async () => {
    const { sessionId, token } = await h.startSession()
    const batch = {
      token,
      responses: [{ variableCode: 'DES6_1', valueNum: 2, answeredAt: '2026-03-02T09:01:00Z' }],
    }
    await h.call('POST', responsesOf(sessionId), { json: batch })
    const before = storedAnswers(sessionId)
    const retry = await h.call('POST', responsesOf(sessionId), { json: batch })
    expect(retry.status).toBe(201)
    expect(storedAnswers(sessionId)).toEqual(before)
  })

  it('keeps the answer with the latest answeredAt', async () => {
    const { sessionId, token } = await h.startSession()
    // Eight minutes into the session: every time below lies between its start and now.
    h.setNow(new Date(startTime.getTime() + 8 * 60_000))
    const send = (valueNum: number, answeredAt: string) =>
      h.call('POST', responsesOf(sessionId), {
        json: { token, responses: [{ variableCode: 'DES6_2', valueNum, answeredAt }] },
      })
    await send(3, '2026-03-02T09:05:00Z')
    const late = await send(1, '2026-03-02T09:04:00Z') // an older batch arriving late
    expect(await late.json()).toEqual({ sessionId, accepted: 0 })
    expect(storedAnswers(sessionId)).toMatchObject([{ variable_code: 'DES6_2', value_num: 3 }])
    await send(0, '2026-03-02T10:03:00+01:00') // 09:03 UTC: still older
    expect(storedAnswers(sessionId)).toMatchObject([{ value_num: 3 }])
    await send(0, '2026-03-02T09:07:00Z')
    expect(storedAnswers(sessionId)).toMatchObject([
      { value_num: 0, answered_at: '2026-03-02T09:07:00.000Z' },
    ])
    h.setNow(startTime)
  })

  it('keeps a cleared answer as a row with a null value', async () => {
    const { sessionId, token } = await h.startSession()
    await h.call('POST', responsesOf(sessionId), {
      json: { token, responses: [{ variableCode: 'SLEEP', valueNum: 3 }] },
    })
    h.setNow(new Date(startTime.getTime() + 1000))
    await h.call('POST', responsesOf(sessionId), {
      json: { token, responses: [{ variableCode: 'SLEEP', valueNum: null }] },
    })
    h.setNow(startTime)
    expect(storedAnswers(sessionId)).toMatchObject([{ variable_code: 'SLEEP', value_num: null }])
  })

  it('accepts every question type by its rule', async () => {
    const { sessionId, token } = await h.startSession('mood-live')
    const response = await h.call('POST', responsesOf(sessionId), {
      json: {
        token,
        responses: [
          { variableCode: 'FRUIT_1', valueNum: 1 },
          { variableCode: 'FRUIT_2', valueNum: 0 },
          { variableCode: 'SLIDE', valueNum: 7.5 },
          { variableCode: 'NOTE', valueNum: null, valueText: 'short note' },
          { variableCode: 'RATING', valueNum: -2 },
          { variableCode: 'M1', valueNum: 5 },
        ],
      },
    })
    expect(await response.json()).toEqual({ sessionId, accepted: 6 })
    expect(storedAnswers(sessionId)).toContainEqual(
      expect.objectContaining({ variable_code: 'NOTE', value_num: null, value_text: 'short note' }),
    )
  })

  it('rejects the whole batch with details for each invalid item', async () => {
    const { sessionId, token } = await h.startSession('mood-live')
    const response = await h.call('POST', responsesOf(sessionId), {
      json: {
        token,
        responses: [
          { variableCode: 'M1', valueNum: 3 }, // valid, but the batch fails
          { variableCode: 'NOPE', valueNum: 1 },
          { variableCode: 'M2', valueNum: 9 },
          { variableCode: 'SLIDE', valueNum: 11 },
          { variableCode: 'SLIDE', valueNum: 0.3 },
          { variableCode: 'FRUIT_1', valueNum: 2 },
          { variableCode: 'M3', valueNum: '3' },
          { variableCode: 'M4' },
          { variableCode: 'NOTE', valueNum: null, valueText: 'x'.repeat(21) },
          { variableCode: 'NOTE', valueNum: 1 },
          { variableCode: 'M1', valueNum: 1, valueText: 'hi' },
          { variableCode: 'M1', valueNum: 1, answeredAt: 'yesterday', rtMs: -1, changes: 1.5 },
          { variableCode: 'INFO', valueNum: 1 },
          'not an object',
        ],
      },
    })
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error.code).toBe('validation_failed')
    expect(error.details?.map((detail) => detail.field)).toEqual([
      'responses[1].variableCode',
      'responses[2].valueNum',
      'responses[3].valueNum',
      'responses[4].valueNum',
      'responses[5].valueNum',
      'responses[6].valueNum',
      'responses[7].valueNum',
      'responses[8].valueText',
      'responses[9].valueNum',
      'responses[10].valueText',
      'responses[11].answeredAt',
      'responses[11].rtMs',
      'responses[11].changes',
      'responses[12].variableCode',
      'responses[13]',
    ])
    expect(error.details?.[1]).toEqual({
      field: 'responses[2].valueNum',
      message: 'must be one of 1, 2, 3, 4, 5',
    })
    expect(error.message).toContain('responses[1].variableCode')
    expect(storedAnswers(sessionId)).toEqual([])
  })

  it('answers 422 for a non-integer where the question wants an integer, and out of range', async () => {
    const { sessionId, token } = await h.startSession()
    for (const valueNum of [30.5, 15, 121]) {
      const response = await h.call('POST', responsesOf(sessionId), {
        json: { token, responses: [{ variableCode: 'AGE', valueNum }] },
      })
      expect(response.status, String(valueNum)).toBe(422)
    }
  })

  it('answers 422 for an empty batch, more than 500 items, or no token', async () => {
    const { sessionId, token } = await h.startSession()
    const many = Array.from({ length: 501 }, () => ({ variableCode: 'AGE', valueNum: 30 }))
    for (const json of [
      { token, responses: [] },
      { token, responses: many },
      { token },
      { responses: [] },
    ]) {
      const response = await h.call('POST', responsesOf(sessionId), { json })
      expect(response.status).toBe(422)
      expect((await errorOf(response)).code).toBe('validation_failed')
    }
  })

  it('answers 403 invalid_token for another session’s token', async () => {
    const { sessionId } = await h.startSession()
    const other = await h.startSession()
    const response = await h.call('POST', responsesOf(sessionId), {
      json: { token: other.token, responses: [{ variableCode: 'AGE', valueNum: 30 }] },
    })
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('invalid_token')
  })

  it('answers 404 not_found for an unknown session', async () => {
    const response = await h.call('POST', responsesOf('ses_unknown'), {
      json: { token: 'x', responses: [{ variableCode: 'AGE', valueNum: 30 }] },
    })
    expect(response.status).toBe(404)
    expect((await errorOf(response)).code).toBe('not_found')
  })

  it('answers 409 session_closed after finish', async () => {
    const { sessionId, token } = await h.startSession()
    await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, { json: { token } })
    const response = await h.call('POST', responsesOf(sessionId), {
      json: { token, responses: [{ variableCode: 'AGE', valueNum: 30 }] },
    })
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('session_closed')
  })

  it('moves expiresAt forward with each batch, and abandons an idle session', async () => {
    const { sessionId, token } = await h.startSession()
    const expiry = () =>
      (
        h.sandbox.db.prepare('SELECT expires_at FROM sessions WHERE id = ?').get(sessionId) as {
          expires_at: string
        }
      ).expires_at
    h.setNow(new Date('2026-03-02T20:00:00Z'))
    await h.call('POST', responsesOf(sessionId), {
      json: { token, responses: [{ variableCode: 'AGE', valueNum: 30 }] },
    })
    expect(expiry()).toBe('2026-03-03T20:00:00.000Z')

    h.setNow(new Date('2026-03-03T20:00:00Z'))
    const response = await h.call('POST', responsesOf(sessionId), {
      json: { token, responses: [{ variableCode: 'AGE', valueNum: 31 }] },
    })
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('session_closed')
    const status = h.sandbox.db.prepare('SELECT status FROM sessions WHERE id = ?').get(sessionId)
    expect(status).toEqual({ status: 'abandoned' })
    h.setNow(startTime)
  })
})
