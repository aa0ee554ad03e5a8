import { afterEach, describe, expect, it } from 'vitest'
import type { SessionStarted } from '../../src/api/types'
import { signPayload } from '../../src/server/sign-payload'
import {
  createHarness,
  errorOf,
  fixturesDir,
  realStudySeedDir,
  startTime,
  type Harness,
  type CallInit,
} from './harness'

// Conditions (docs/content-format.md, "Conditions"; docs/service.md#participant-calls): each new
// session joins the arm with the fewest started sessions, ties in list order, atomically; the
// arm is answered at the start, stored as an answer only the service writes, and shown in the
// sessions dataset.

const harnesses: Harness[] = []
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.sandbox.close()
})

async function realStudy(): Promise<Harness> {
  const harness = await createHarness({
    seedDirs: [fixturesDir, realStudySeedDir],
    sweepIntervalMs: 0,
  })
  harnesses.push(harness)
  return harness
}

async function start(
  h: Harness,
  init: CallInit = {},
  studyId = 'real-study',
): Promise<SessionStarted> {
  const response = await h.call('POST', `/api/public/v1/studies/${studyId}/sessions`, init)
  expect(response.status).toBe(201)
  return (await response.json()) as SessionStarted
}

const arms = (sessions: SessionStarted[]) => sessions.map((session) => session.condition)

describe('assigning conditions at session start', () => {
  it('answers the arm with the fewest started sessions, ties in list order', async () => {
    const h = await realStudy()
    const sessions = []
    for (let index = 0; index < 5; index++) sessions.push(await start(h))
    expect(arms(sessions)).toEqual(['control', 'treatment', 'control', 'treatment', 'control'])
  })

  it('answers null for a study without conditions', async () => {
    const h = await realStudy()
    const response = await h.call('POST', '/api/public/v1/studies/mood-live/sessions')
    expect(((await response.json()) as SessionStarted).condition).toBeNull()
  })

  it('counts every session ever started, whatever its status', async () => {
    const h = await realStudy()
    const first = await start(h) // control
    await start(h) // treatment
    await start(h) // control: 2 to 1
    await h.call('POST', `/api/public/v1/sessions/${first.sessionId}/finish`, {
      json: { token: first.token },
    })
    // A day later every unfinished session is abandoned; they still count.
    h.setNow(new Date(startTime.getTime() + 25 * 60 * 60 * 1000))
    const next = await start(h)
    expect(next.condition).toBe('treatment')
    expect((await start(h)).condition).toBe('control')
  })

  it('balances 20 starts sent at once over two arms, 10 and 10', async () => {
    const h = await realStudy()
    const started = await Promise.all(Array.from({ length: 20 }, () => start(h)))
    const count = (arm: string) => started.filter((session) => session.condition === arm).length
    expect([count('control'), count('treatment')]).toEqual([10, 10])
  })

  it('answers the same arm to a retried start, counting it once', async () => {
    const h = await realStudy()
    const headers = { 'idempotency-key': 'retry-1' }
    const first = await start(h, { headers })
    const retried = await start(h, { headers })
    expect(retried).toEqual(first)
    expect(first.condition).toBe('control')
    expect((await start(h)).condition).toBe('treatment')
  })

  it('assigns an arm to a session created by an inbound push', async () => {
    const h = await realStudy()
    await start(h) // control
    const control = await h.call('POST', '/_sandbox/inbound-endpoints', { json: {}, key: null })
    const { slug, secret } = (await control.json()) as { slug: string; secret: string }
    const body = JSON.stringify({ action: 'session.create', data: { studyId: 'real-study' } })
    const response = await h.call('POST', `/api/public/v1/webhooks/in/${slug}`, {
      body,
      headers: {
        'content-type': 'application/json',
        'x-service-signature': await signPayload(secret, body),
      },
      key: null,
    })
    expect(response.status).toBe(201)
    expect(((await response.json()) as SessionStarted).condition).toBe('treatment')
  })
})

describe('the condition as data', () => {
  it('is an answer under the conditions’ variableCode, as valueText at the start', async () => {
    const h = await realStudy()
    const session = await start(h)
    const response = await h.call('GET', '/api/public/v1/studies/real-study/results')
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([
      {
        sessionId: session.sessionId,
        variableCode: 'ARM',
        valueNum: null,
        valueText: 'control',
        answeredAt: session.startedAt,
      },
    ])
  })

  it('is refused from a client, even as the arm assigned', async () => {
    const h = await realStudy()
    const session = await start(h)
    const response = await h.call(
      'POST',
      `/api/public/v1/sessions/${session.sessionId}/responses`,
      {
        json: {
          token: session.token,
          responses: [
            { variableCode: 'AGE', valueNum: 40 },
            { variableCode: 'ARM', valueNum: null, valueText: 'control' },
          ],
        },
      },
    )
    expect(response.status).toBe(422)
    expect((await errorOf(response)).details).toEqual([
      {
        field: 'responses[1].variableCode',
        message:
          "is the study's condition: the service assigns it when the session starts, and no client may answer it",
      },
    ])
    const stored = h.sandbox.db.prepare('SELECT variable_code FROM responses').all()
    expect(stored).toEqual([{ variable_code: 'ARM' }]) // the batch was refused whole
  })

  it('is the condition column of the sessions dataset, in JSON and CSV', async () => {
    const h = await realStudy()
    const first = await start(h)
    const second = await start(h)
    const json = await h.call('GET', '/api/public/v1/studies/real-study/results?dataset=sessions')
    const rows = ((await json.json()) as { data: Record<string, unknown>[] }).data
    expect(rows.map((row) => [row.sessionId, row.condition])).toEqual([
      [first.sessionId, 'control'],
      [second.sessionId, 'treatment'],
    ])
    const csv = await h.call(
      'GET',
      '/api/public/v1/studies/real-study/results?dataset=sessions&format=csv',
    )
    const lines = (await csv.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'sessionId,status,language,participantRef,startedAt,completedAt,condition,moduleOrder',
    )
    expect(lines.slice(1)).toEqual([
      `${first.sessionId},started,en,,${first.startedAt},,control,`,
      `${second.sessionId},started,en,,${second.startedAt},,treatment,`,
    ])
  })
})
