import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResultsPage } from '../../src/api/types'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
let first: { sessionId: string; token: string }
let second: { sessionId: string; token: string }
const results = (query: string) => `/api/public/v1/studies/mood-live/results${query}`

beforeAll(async () => {
  h = await createHarness()
  first = await h.startSession('mood-live', { participantRef: '=HYPERLINK("x")' })
  second = await h.startSession('mood-live', { language: 'de' })
  await h.call('POST', `/api/public/v1/sessions/${first.sessionId}/responses`, {
    json: {
      token: first.token,
      responses: [
        {
          variableCode: 'M1',
          valueNum: 5,
          answeredAt: '2026-03-02T09:01:00Z',
          rtMs: 1200,
          changes: 1,
        },
        { variableCode: 'M2', valueNum: 1, answeredAt: '2026-03-02T09:01:05Z' },
        {
          variableCode: 'NOTE',
          valueNum: null,
          valueText: '-1, "quoted"',
          answeredAt: '2026-03-02T09:01:10Z',
        },
        { variableCode: 'RATING', valueNum: -2, answeredAt: '2026-03-02T09:01:15Z' },
      ],
    },
  })
  await h.call('POST', `/api/public/v1/sessions/${second.sessionId}/responses`, {
    json: {
      token: second.token,
      responses: [{ variableCode: 'M1', valueNum: null, answeredAt: '2026-03-02T09:02:00Z' }],
    },
  })
  await h.call('POST', `/api/public/v1/sessions/${first.sessionId}/finish`, {
    json: { token: first.token },
  })
})
afterAll(() => h.sandbox.close())

describe('GET /studies/{id}/results as JSON', () => {
  it('answers the responses dataset by default, a cleared answer included as null', async () => {
    const response = await h.call('GET', results(''))
    expect(response.status).toBe(200)
    const page = (await response.json()) as ResultsPage
    expect(page.dataset).toBe('responses')
    expect(page.nextCursor).toBeNull()
    expect(page.data).toEqual([
      {
        sessionId: first.sessionId,
        variableCode: 'M1',
        valueNum: 5,
        valueText: null,
        answeredAt: '2026-03-02T09:01:00.000Z',
      },
      {
        sessionId: first.sessionId,
        variableCode: 'M2',
        valueNum: 1,
        valueText: null,
        answeredAt: '2026-03-02T09:01:05.000Z',
      },
      {
        sessionId: first.sessionId,
        variableCode: 'NOTE',
        valueNum: null,
        valueText: '-1, "quoted"',
        answeredAt: '2026-03-02T09:01:10.000Z',
      },
      {
        sessionId: first.sessionId,
        variableCode: 'RATING',
        valueNum: -2,
        valueText: null,
        answeredAt: '2026-03-02T09:01:15.000Z',
      },
      {
        sessionId: second.sessionId,
        variableCode: 'M1',
        valueNum: null,
        valueText: null,
        answeredAt: '2026-03-02T09:02:00.000Z',
      },
    ])
  })

  it('pages with limit and nextCursor without losing or repeating a row', async () => {
    const all = ((await (await h.call('GET', results(''))).json()) as ResultsPage).data
    const seen: unknown[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const page = (await (await h.call('GET', results(query))).json()) as ResultsPage
      seen.push(...page.data)
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual(all)
  })

  it('answers the scores, sessions and paradata datasets', async () => {
    const scores = (await (await h.call('GET', results('?dataset=scores'))).json()) as ResultsPage
    expect(scores.data).toEqual([
      {
        sessionId: first.sessionId,
        instrumentId: 'mood4',
        scale: 'total',
        value: null,
        band: null,
      },
      { sessionId: first.sessionId, instrumentId: 'mood4', scale: 'average', value: 5, band: null },
    ])
    const sessions = (await (await h.call('GET', results('?dataset=sessions'))).json()) as {
      data: unknown[]
    }
    expect(sessions.data).toEqual([
      {
        sessionId: first.sessionId,
        status: 'completed',
        language: 'en',
        participantRef: '=HYPERLINK("x")',
        startedAt: '2026-03-02T09:00:00.000Z',
        completedAt: '2026-03-02T09:00:00.000Z',
        condition: null,
        moduleOrder: null,
      },
      {
        sessionId: second.sessionId,
        status: 'started',
        language: 'de',
        participantRef: null,
        startedAt: '2026-03-02T09:00:00.000Z',
        completedAt: null,
        condition: null,
        moduleOrder: null,
      },
    ])
    const paradata = (await (await h.call('GET', results('?dataset=paradata&limit=1'))).json()) as {
      data: unknown[]
    }
    expect(paradata.data).toEqual([
      {
        sessionId: first.sessionId,
        variableCode: 'M1',
        answeredAt: '2026-03-02T09:01:00.000Z',
        rtMs: 1200,
        changes: 1,
        displayOrder: null, // sent only for questions whose options are shuffled
      },
    ])
  })

  it('answers 422 for an unknown dataset or format, a bad limit, or another list’s cursor', async () => {
    const studiesCursor = Buffer.from(JSON.stringify({ k: 'studies', p: ['a'] })).toString(
      'base64url',
    )
    for (const query of [
      '?dataset=answers',
      '?format=xml',
      '?limit=0',
      `?cursor=${studiesCursor}`,
    ]) {
      const response = await h.call('GET', results(query))
      expect(response.status, query).toBe(422)
      expect((await errorOf(response)).code).toBe('validation_failed')
    }
  })

  it('answers 404 for an unknown study', async () => {
    expect((await h.call('GET', '/api/public/v1/studies/nope/results')).status).toBe(404)
  })
})

describe('GET /studies/{id}/results as CSV', () => {
  it('answers the whole dataset as an RFC 4180 attachment', async () => {
    const response = await h.call('GET', results('?format=csv&limit=1'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="mood-live-responses.csv"',
    )
    expect(await response.text()).toBe(
      [
        'sessionId,variableCode,valueNum,valueText,answeredAt',
        `${first.sessionId},M1,5,,2026-03-02T09:01:00.000Z`,
        `${first.sessionId},M2,1,,2026-03-02T09:01:05.000Z`,
        // A text cell starting with "-" is guarded, then quoted for its comma and quotes.
        `${first.sessionId},NOTE,,"'-1, ""quoted""",2026-03-02T09:01:10.000Z`,
        // A negative number is a number: no guard.
        `${first.sessionId},RATING,-2,,2026-03-02T09:01:15.000Z`,
        `${second.sessionId},M1,,,2026-03-02T09:02:00.000Z`,
        '',
      ].join('\r\n'),
    )
  })

  it('guards formula-like text in other datasets and names the file after the dataset', async () => {
    const response = await h.call('GET', results('?dataset=sessions&format=csv'))
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="mood-live-sessions.csv"',
    )
    const [header, firstRow] = (await response.text()).split('\r\n')
    expect(header).toBe(
      'sessionId,status,language,participantRef,startedAt,completedAt,condition,moduleOrder',
    )
    expect(firstRow).toBe(
      `${first.sessionId},completed,en,"'=HYPERLINK(""x"")",2026-03-02T09:00:00.000Z,2026-03-02T09:00:00.000Z,,`,
    )
  })
})
