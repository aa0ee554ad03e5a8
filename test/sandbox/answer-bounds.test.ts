import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxChanges, maxRtMs } from '../../demo/sandbox/validate-responses'
import { createHarness, errorOf, startTime, type Harness } from './harness'

// Answer data within bounds: answeredAt between the session's start and the service clock (each
// ± 5 minutes), rtMs 0…24 h, changes 0…10,000; `accepted` counts what was stored; a finish with
// no answers completes the session but does not count toward the target sample.

let h: Harness
const events: { type: string; data: Record<string, unknown> }[] = []
beforeAll(async () => {
  h = await createHarness({
    sweepIntervalMs: 0,
    onEvent: (type, data) => events.push({ type, data }),
  })
})
afterAll(() => h.sandbox.close())

const minutes = (n: number) => new Date(startTime.getTime() + n * 60_000).toISOString()

async function send(
  items: Record<string, unknown>[],
  session?: { sessionId: string; token: string },
) {
  const { sessionId, token } = session ?? (await h.startSession())
  const response = await h.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: { token, responses: items },
  })
  return { response, sessionId, token }
}

describe('answeredAt', () => {
  it('refuses 9999-12-31, naming the field and the limit, and a later correction still counts', async () => {
    const { response, sessionId, token } = await send([
      { variableCode: 'DES6_1', valueNum: 3, answeredAt: '9999-12-31T23:59:59Z' },
    ])
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error.code).toBe('validation_failed')
    expect(error.details).toEqual([
      {
        field: 'responses[0].answeredAt',
        message: `must not be later than ${minutes(5)} (the service clock plus 5 minutes)`,
      },
    ])
    expect(error.message).toContain('responses[0].answeredAt')
    const correction = await send([{ variableCode: 'DES6_1', valueNum: 1 }], { sessionId, token })
    expect(await correction.response.json()).toEqual({ sessionId, accepted: 1 })
  })

  it('takes a clock up to 5 minutes ahead, not more', async () => {
    const ahead = await send([{ variableCode: 'DES6_1', valueNum: 3, answeredAt: minutes(5) }])
    expect(ahead.response.status).toBe(201)
    const further = await send([
      {
        variableCode: 'DES6_1',
        valueNum: 3,
        answeredAt: new Date(Date.parse(minutes(5)) + 1).toISOString(),
      },
    ])
    expect(further.response.status).toBe(422)
  })

  it("refuses a time before the session's start minus 5 minutes", async () => {
    const old = await send([
      { variableCode: 'DES6_1', valueNum: 3, answeredAt: '2001-01-01T00:00:00Z' },
    ])
    expect(old.response.status).toBe(422)
    expect((await errorOf(old.response)).details?.[0]?.message).toBe(
      `must not be earlier than ${minutes(-5)} (the session's start minus 5 minutes)`,
    )
    const justInside = await send([
      { variableCode: 'DES6_1', valueNum: 3, answeredAt: minutes(-5) },
    ])
    expect(justInside.response.status).toBe(201)
  })

  it('follows the sandbox clock when it is advanced', async () => {
    const session = await h.startSession()
    h.setNow(new Date(startTime.getTime() + 60 * 60_000))
    try {
      const later = await send(
        [{ variableCode: 'DES6_1', valueNum: 3, answeredAt: minutes(63) }],
        session,
      )
      expect(later.response.status).toBe(201)
    } finally {
      h.setNow(startTime)
    }
  })

  it('takes its skew from answerClockSkewSeconds', async () => {
    const strict = await createHarness({ sweepIntervalMs: 0, answerClockSkewSeconds: 0 })
    try {
      const { sessionId, token } = await strict.startSession()
      const response = await strict.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
        json: {
          token,
          responses: [{ variableCode: 'DES6_1', valueNum: 3, answeredAt: minutes(0.1) }],
        },
      })
      expect((await errorOf(response)).details?.[0]?.message).toBe(
        `must not be later than ${minutes(0)} (the service clock plus 0 minutes)`,
      )
    } finally {
      strict.sandbox.close()
    }
  })
})

describe('rtMs and changes', () => {
  it.each([
    ['rtMs', maxRtMs, true],
    ['rtMs', maxRtMs + 1, false],
    ['rtMs', -1, false],
    ['rtMs', 1.5, false],
    ['changes', maxChanges, true],
    ['changes', maxChanges + 1, false],
    ['changes', 1e12, false],
  ] as const)('%s %d: accepted %s', async (name, value, ok) => {
    const { response } = await send([{ variableCode: 'DES6_1', valueNum: 3, [name]: value }])
    expect(response.status).toBe(ok ? 201 : 422)
    if (!ok) {
      expect((await errorOf(response)).details).toEqual([
        {
          field: `responses[0].${name}`,
          message: `must be a whole number from 0 to ${name === 'rtMs' ? maxRtMs : maxChanges}`,
        },
      ])
    }
  })
})

describe('accepted', () => {
  it('counts stored items: a retried batch 0, a change 1', async () => {
    const batch = [
      { variableCode: 'DES6_1', valueNum: 3, answeredAt: minutes(1) },
      { variableCode: 'DES6_2', valueNum: 2, answeredAt: minutes(1) },
    ]
    const first = await send(batch)
    expect(await first.response.json()).toEqual({ sessionId: first.sessionId, accepted: 2 })
    const retry = await send(batch, first)
    expect(await retry.response.json()).toEqual({ sessionId: first.sessionId, accepted: 0 })
    const changed = await send(
      [batch[0]!, { variableCode: 'DES6_2', valueNum: 0, answeredAt: minutes(1) }],
      first,
    )
    expect(await changed.response.json()).toEqual({ sessionId: first.sessionId, accepted: 1 })
  })
})

describe('a finish with no answers', () => {
  it('completes the session but does not count toward the target sample', async () => {
    await h.call('PATCH', '/api/public/v1/studies/mood-live', { json: { targetSampleSize: 1 } })
    const finish = (session: { sessionId: string; token: string }) =>
      h.call('POST', `/api/public/v1/sessions/${session.sessionId}/finish`, {
        json: { token: session.token },
      })
    const empty = await h.startSession('mood-live')
    const emptyFinish = await finish(empty)
    expect(emptyFinish.status).toBe(200)
    expect(await emptyFinish.json()).toMatchObject({ status: 'completed' })
    expect(events.filter((event) => event.type === 'study.target_reached')).toEqual([])

    const answered = await h.startSession('mood-live')
    await send([{ variableCode: 'SLIDE', valueNum: 5 }], answered)
    expect((await finish(answered)).status).toBe(200)
    expect(events.filter((event) => event.type === 'study.target_reached')).toEqual([
      {
        type: 'study.target_reached',
        data: { studyId: 'mood-live', status: 'live', targetSampleSize: 1, completed: 1 },
      },
    ])
    // Both are listed as completed on the study record.
    const study = await h.call('GET', '/api/public/v1/studies/mood-live')
    expect(((await study.json()) as { counts: { completed: number } }).counts.completed).toBe(2)
  })
})
