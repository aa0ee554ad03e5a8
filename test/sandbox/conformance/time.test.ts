import { afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../../demo/sandbox/create-sandbox'
import type { SandboxEventType } from '../../../demo/sandbox/events'
import { fixturesDir } from '../harness'
import { failure, startHttpSandbox, type HttpSandbox } from './http-harness'

// The sandbox clock, abandonment and the background sweep (docs/service.md#participant-calls,
// docs/sandbox.md) over HTTP.
let s: HttpSandbox | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const hour = 3600

describe('/_sandbox/clock', () => {
  it('reads the sandbox time and only moves it forward', async () => {
    s = await startHttpSandbox()
    const before = Date.parse(
      ((await s.control('GET', '/_sandbox/clock')).body as { now: string }).now,
    )
    const advanced = await s.control('POST', '/_sandbox/clock/advance', { seconds: 2 * hour })
    expect(advanced.status).toBe(200)
    expect(Date.parse((advanced.body as { now: string }).now) - before).toBeGreaterThanOrEqual(
      2 * hour * 1000,
    )
    expect((await s.control('POST', '/_sandbox/clock/advance', { seconds: -5 })).status).toBe(422)
    expect((await s.control('POST', '/_sandbox/clock/advance', {})).status).toBe(422)
  })
})

describe('abandonment (no activity for 24 h)', () => {
  it('abandons a session idle for 24 h and refuses its answers with 409 session_closed', async () => {
    s = await startHttpSandbox()
    const session = await s.client.studies.startSession('mood-live')
    await s.control('POST', '/_sandbox/clock/advance', { seconds: 23 * hour })
    const list = await s.client.studies.listSessions('mood-live').toArray()
    expect(list.find((item) => item.sessionId === session.sessionId)?.status).toBe('started')

    await s.control('POST', '/_sandbox/clock/advance', { seconds: hour })
    const after = await s.client.studies.listSessions('mood-live').toArray()
    expect(after.find((item) => item.sessionId === session.sessionId)?.status).toBe('abandoned')
    expect((await s.client.studies.get('mood-live')).counts.abandoned).toBe(1)
    const error = await failure(
      s.client.sessions.submitResponses(session.sessionId, {
        token: session.token,
        responses: [{ variableCode: 'M1', valueNum: 1 }],
      }),
    )
    expect(error).toMatchObject({ status: 409, code: 'session_closed' })
    expect(
      await failure(s.client.sessions.finish(session.sessionId, { token: session.token })),
    ).toMatchObject({ code: 'session_closed' })
    expect(s.events.filter((event) => event.type === 'session.abandoned')).toEqual([
      { type: 'session.abandoned', data: { sessionId: session.sessionId, studyId: 'mood-live' } },
    ])
  })

  it('counts 24 h from the last accepted batch, moving expiresAt forward', async () => {
    s = await startHttpSandbox()
    const session = await s.client.studies.startSession('mood-live')
    await s.control('POST', '/_sandbox/clock/advance', { seconds: 20 * hour })
    await s.client.sessions.submitResponses(session.sessionId, {
      token: session.token,
      responses: [{ variableCode: 'M1', valueNum: 2 }],
    })
    await s.control('POST', '/_sandbox/clock/advance', { seconds: 20 * hour })
    const finished = await s.client.sessions.finish(session.sessionId, { token: session.token })
    expect(finished.status).toBe('completed')
  })

  it('never abandons a completed session', async () => {
    s = await startHttpSandbox()
    const session = await s.client.studies.startSession('mood-live')
    await s.client.sessions.finish(session.sessionId, { token: session.token })
    await s.control('POST', '/_sandbox/clock/advance', { seconds: 48 * hour })
    expect((await s.client.studies.get('mood-live')).counts).toMatchObject({
      completed: 1,
      abandoned: 0,
    })
  })
})

describe('the background sweep', () => {
  it('abandons idle sessions on its own, without any request', async () => {
    const events: SandboxEventType[] = []
    let now = new Date('2026-03-02T09:00:00Z')
    const sandbox = createSandbox({
      seedDirs: [fixturesDir],
      now: () => now,
      sweepIntervalMs: 20,
      onEvent: (type) => events.push(type),
    })
    try {
      sandbox.db
        .prepare(
          `INSERT INTO sessions (id, token, study_id, status, language, started_at, last_activity_at, expires_at)
           VALUES ('ses_idle', 't', 'mood-live', 'started', 'en', ?, ?, ?)`,
        )
        .run(now.toISOString(), now.toISOString(), '2026-03-03T09:00:00.000Z')
      now = new Date('2026-03-03T09:00:01Z')
      await new Promise((resolve) => setTimeout(resolve, 120))
      expect(events).toContain('session.abandoned')
      const row = sandbox.db.prepare("SELECT status FROM sessions WHERE id = 'ses_idle'").get()
      expect(row).toEqual({ status: 'abandoned' })
    } finally {
      sandbox.close()
    }
  })

  it('catches up on start with what fell due while the sandbox was down', () => {
    const first = createSandbox({
      seedDirs: [fixturesDir],
      now: () => new Date('2026-03-02T09:00:00Z'),
    })
    first.db
      .prepare(
        `INSERT INTO sessions (id, token, study_id, status, language, started_at, last_activity_at, expires_at)
         VALUES ('ses_down', 't', 'mood-live', 'started', 'en', '2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z')`,
      )
      .run()
    const events: string[] = []
    const second = createSandbox({
      db: first.db,
      seedDirs: [fixturesDir],
      now: () => new Date('2026-03-04T00:00:00Z'),
      onEvent: (type, data) => events.push(`${type} ${'sessionId' in data ? data.sessionId : ''}`),
      sweepIntervalMs: 0,
    })
    expect(events).toContain('session.abandoned ses_down')
    second.close()
    first.db.close()
  })
})

describe('events at the seam (issue 9 delivers them)', () => {
  it('raises session.started, session.completed with scores, and study.target_reached once', async () => {
    s = await startHttpSandbox()
    await s.client.studies.update('mood-live', { targetSampleSize: 2 })
    for (let i = 0; i < 3; i++) {
      const session = await s.client.studies.startSession('mood-live')
      // Only a session with an answer counts toward the target sample.
      await s.client.sessions.submitResponses(session.sessionId, {
        token: session.token,
        responses: [{ variableCode: 'SLIDE', valueNum: 5 }],
      })
      await s.client.sessions.finish(session.sessionId, { token: session.token })
    }
    const types = s.events.map((event) => event.type)
    expect(types.filter((type) => type === 'session.started')).toHaveLength(3)
    expect(types.filter((type) => type === 'session.completed')).toHaveLength(3)
    expect(types.filter((type) => type === 'study.target_reached')).toHaveLength(1)
    const completed = s.events.find((event) => event.type === 'session.completed')!
    expect(completed.data).toEqual({
      sessionId: expect.any(String) as string,
      studyId: 'mood-live',
      scores: expect.any(Array) as unknown[],
    })
  })
})
