import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionFinished } from '../../src/api/types'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

/** Starts a session, answers `values` (variableCode → value) and finishes it. */
async function complete(studyId: string, values: Record<string, number | null>) {
  const { sessionId, token } = await h.startSession(studyId)
  const responses = Object.entries(values).map(([variableCode, valueNum]) => ({
    variableCode,
    valueNum,
  }))
  if (responses.length > 0) {
    const sent = await h.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
      json: { token, responses },
    })
    expect(sent.status).toBe(201)
  }
  const finished = await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
    json: { token },
  })
  expect(finished.status).toBe(200)
  return { sessionId, token, body: (await finished.json()) as SessionFinished }
}

describe('POST /sessions/{id}/finish', () => {
  it('completes the session and answers its scores', async () => {
    const { sessionId, body } = await complete('energy-check', {
      CONSENT: 1,
      DES6_1: 3,
      DES6_2: 2,
      DES6_3: 1,
      DES6_4: 0,
      DES6_5: 2,
      DES6_6: 3,
    })
    // DES6_3 and DES6_6 are reversed (0 + 3 − value): 3 + 2 + 2 + 0 + 2 + 0 = 9
    expect(body).toEqual({
      sessionId,
      status: 'completed',
      completedAt: '2026-03-02T09:00:00.000Z',
      scores: [{ instrumentId: 'des6', scale: 'total', value: 9, band: 'moderate' }],
    })
  })

  it('answers the identical body to a second finish', async () => {
    const { sessionId, token, body } = await complete('energy-check', { DES6_1: 1 })
    h.setNow(new Date('2026-03-02T10:00:00Z'))
    const again = await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
      json: { token },
    })
    h.setNow(new Date('2026-03-02T09:00:00Z'))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(body)
  })

  it('answers 403 invalid_token and 422 without a token', async () => {
    const { sessionId } = await h.startSession()
    const wrong = await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
      json: { token: 'tok_x' },
    })
    expect(wrong.status).toBe(403)
    expect((await errorOf(wrong)).code).toBe('invalid_token')
    const missing = await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`)
    expect(missing.status).toBe(422)
  })

  it('answers 409 session_closed for an abandoned session', async () => {
    const { sessionId, token } = await h.startSession()
    h.setNow(new Date('2026-03-04T00:00:00Z'))
    const response = await h.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
      json: { token },
    })
    h.setNow(new Date('2026-03-02T09:00:00Z'))
    expect(response.status).toBe(409)
    expect((await errorOf(response)).code).toBe('session_closed')
  })

  it('counts completed sessions on the study record', async () => {
    const before = (await (await h.call('GET', '/api/public/v1/studies/mood-live')).json()) as {
      counts: { completed: number }
    }
    await complete('mood-live', {})
    const after = (await (await h.call('GET', '/api/public/v1/studies/mood-live')).json()) as {
      counts: { completed: number }
    }
    expect(after.counts.completed).toBe(before.counts.completed + 1)
  })
})

// mood4: four items with options 1..5, M2 reversed (1 + 5 − value); "total" is a sum with
// minAnswered 3 and bands low 4–10 / high 10.01–20; "average" is a mean with minAnswered 2.
describe('scoring (docs/sandbox.md)', () => {
  const scoresOf = async (values: Record<string, number | null>) =>
    (await complete('mood-live', values)).body.scores

  it('sums with reverse coding and picks the band', async () => {
    // 5 + (6 − 1) + 4 + 2 = 16
    expect(await scoresOf({ M1: 5, M2: 1, M3: 4, M4: 2 })).toEqual([
      { instrumentId: 'mood4', scale: 'total', value: 16, band: 'high' },
      { instrumentId: 'mood4', scale: 'average', value: 4, band: null },
    ])
  })

  it('includes both ends of a band', async () => {
    // 3 + (6 − 4) + 3 + 2 = 10 → "low" (4 ≤ 10 ≤ 10)
    const [total] = await scoresOf({ M1: 3, M2: 4, M3: 3, M4: 2 })
    expect(total).toMatchObject({ value: 10, band: 'low' })
  })

  it('prorates a sum with missing items and rounds to 2 decimals', async () => {
    // answered 4 + (6 − 2) + 3 = 11 of 3 items → 11 × 4 / 3 = 14.666… → 14.67; mean 11 / 3 → 3.67
    expect(await scoresOf({ M1: 4, M2: 2, M3: 3 })).toEqual([
      { instrumentId: 'mood4', scale: 'total', value: 14.67, band: 'high' },
      { instrumentId: 'mood4', scale: 'average', value: 3.67, band: null },
    ])
  })

  it('gives null below minAnswered, and counts a cleared answer as unanswered', async () => {
    // total needs 3 answered; average needs 2: (2 + (6 − 5)) / 2 = 1.5
    expect(await scoresOf({ M1: 2, M2: 5, M3: null })).toEqual([
      { instrumentId: 'mood4', scale: 'total', value: null, band: null },
      { instrumentId: 'mood4', scale: 'average', value: 1.5, band: null },
    ])
  })

  it('scores nothing answered as null', async () => {
    expect(await scoresOf({})).toEqual([
      { instrumentId: 'mood4', scale: 'total', value: null, band: null },
      { instrumentId: 'mood4', scale: 'average', value: null, band: null },
    ])
  })

  it('prorates des6 with one item missing and nulls it with two missing (minAnswered 5)', async () => {
    // 3 + 2 + (3 − 1) + 0 + 2 = 9 over 5 items → 9 × 6 / 5 = 10.8
    const five = await complete('energy-check', {
      DES6_1: 3,
      DES6_2: 2,
      DES6_3: 1,
      DES6_4: 0,
      DES6_5: 2,
    })
    expect(five.body.scores).toEqual([
      { instrumentId: 'des6', scale: 'total', value: 10.8, band: 'moderate' },
    ])
    const four = await complete('energy-check', { DES6_1: 3, DES6_2: 2, DES6_3: 1, DES6_4: 0 })
    expect(four.body.scores).toEqual([
      { instrumentId: 'des6', scale: 'total', value: null, band: null },
    ])
  })

  it('stores the scores for the scores dataset', async () => {
    const { sessionId } = await complete('mood-live', { M1: 5, M2: 1, M3: 4, M4: 2 })
    const rows = h.sandbox.db
      .prepare('SELECT scale, value, band FROM scores WHERE session_id = ? ORDER BY ordinal')
      .all(sessionId)
    expect(rows).toEqual([
      { scale: 'total', value: 16, band: 'high' },
      { scale: 'average', value: 4, band: null },
    ])
  })
})
