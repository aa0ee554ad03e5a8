import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Study, StudyStatus } from '../../../src/api/types'
import { failure, startHttpSandbox, type HttpSandbox } from './http-harness'

// Conformance over HTTP through the typed client: docs/service.md#participant-calls studies
// endpoints, docs/service.md#researcher-side.
let s: HttpSandbox
let licenseId: string
beforeAll(async () => {
  s = await startHttpSandbox()
  licenseId = (await s.approvedLicense('locked2')).id
})
afterAll(() => s.close())

const create = (title = 'A study', extra: Record<string, unknown> = {}) =>
  s.client.studies.create({ licenseRequestId: licenseId, title, ...extra })

describe('POST /studies', () => {
  it('creates a draft administering the licensed instrument, 201 with the docs/service.md#researcher-side record', async () => {
    const study = await create('Locked study', { description: 'About it' })
    expect(study).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/) as string,
      title: 'Locked study',
      description: 'About it',
      status: 'draft',
      schedule: null,
      targetSampleSize: null,
      licenseRequestId: licenseId,
      instrumentIds: ['locked2'],
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
      counts: { started: 0, completed: 0, abandoned: 0 },
    })
    expect(await s.client.studies.get(study.id)).toEqual(study)
  })

  it('answers 201 with a Location header naming the new study', async () => {
    const response = await s.raw('/studies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseRequestId: licenseId, title: 'Located' }),
    })
    expect(response.status).toBe(201)
    const study = (await response.json()) as Study
    expect(response.headers.get('location')).toBe(`/api/public/v1/studies/${study.id}`)
  })

  it('gives the new study one module with all the instrument’s items, in its languages', async () => {
    const study = await create()
    const content = await s.client.studies.getContent(study.id)
    expect(content.studyId).toBe(study.id)
    expect(content.languages).toEqual(['en'])
    expect(content.defaultLanguage).toBe('en')
    expect(content.modules).toEqual([
      {
        id: 'locked2',
        instrumentId: 'locked2',
        elements: ['locked2.1', 'locked2.2'],
        paging: 'module',
      },
    ])
    expect(content.instrumentItems.map((item) => item.variableCode)).toEqual(['L1', 'L2'])
    expect(content.translations.en?.['locked2.item1']).toBe('Protected wording 1')
  })

  it('defaults the description to an empty string', async () => {
    expect((await create()).description).toBe('')
  })

  it('answers 422 license_inactive for a licence still requested', async () => {
    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    const error = await failure(
      s.client.studies.create({ licenseRequestId: requested.id, title: 'No' }),
    )
    expect(error).toMatchObject({ status: 422, code: 'license_inactive' })
  })

  it('answers 422 license_inactive for a rejected licence', async () => {
    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    await s.control('POST', `/_sandbox/licenses/${requested.id}/reject`)
    const error = await failure(
      s.client.studies.create({ licenseRequestId: requested.id, title: 'No' }),
    )
    expect(error).toMatchObject({ status: 422, code: 'license_inactive' })
  })

  it('answers 422 license_inactive for an expired licence', async () => {
    const license = await s.approvedLicense('mood4')
    await s.control('POST', `/_sandbox/licenses/${license.id}/expire`)
    const error = await failure(
      s.client.studies.create({ licenseRequestId: license.id, title: 'No' }),
    )
    expect(error).toMatchObject({ status: 422, code: 'license_inactive' })
  })

  it('answers 422 license_inactive for another account’s or an unknown licence', async () => {
    const other = await s.newClient(['read', 'write'], 'acc_other')
    const theirs = await s.approvedLicense('mood4', other.client)
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const error = await failure(s.client.studies.create({ licenseRequestId: id, title: 'No' }))
      expect(error).toMatchObject({ status: 422, code: 'license_inactive' })
    }
  })

  it('answers 422 validation_failed naming the field for a missing title or a bad uuid', async () => {
    const noTitle = await failure(
      s.raw('/studies', json('POST', { licenseRequestId: licenseId })).then(fail),
    )
    expect(noTitle).toMatchObject({ status: 422, code: 'validation_failed' })
    expect(noTitle.message).toMatch(/^title/)
    const badId = await failure(
      s.raw('/studies', json('POST', { licenseRequestId: 'nope', title: 'x' })).then(fail),
    )
    expect(badId.details?.[0]?.field).toBe('licenseRequestId')
  })
})

describe('GET /studies', () => {
  it('lists only the caller’s studies, each as the docs/service.md#researcher-side record', async () => {
    const other = await s.newClient(['read', 'write'], 'acc_lonely')
    expect(await other.client.studies.list().toArray()).toEqual([])
    const mine = await s.client.studies.list().toArray()
    expect(mine.map((study) => study.id)).toContain('mood-live')
  })

  it('filters by status', async () => {
    for (const status of ['draft', 'live', 'closed'] as StudyStatus[]) {
      const studies = await s.client.studies.list({ status }).toArray()
      expect(studies.every((study) => study.status === status)).toBe(true)
    }
    expect((await s.client.studies.list({ status: 'draft' }).toArray()).map((x) => x.id)).toContain(
      'mood-draft',
    )
  })

  it('answers 422 for an unknown status', async () => {
    const response = await s.raw('/studies?status=archived')
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } })
  })

  it('answers 422 for a limit outside 1..100 or not an integer', async () => {
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
      const response = await s.raw(`/studies?limit=${limit}`)
      expect(response.status, `limit=${limit}`).toBe(422)
      const body = (await response.json()) as { error: { details: { field: string }[] } }
      expect(body.error.details[0]?.field).toBe('limit')
    }
  })

  it('accepts limit 1 and limit 100', async () => {
    expect((await s.client.studies.listPage({ limit: 1 })).data).toHaveLength(1)
    expect((await s.client.studies.listPage({ limit: 100 })).data.length).toBeGreaterThan(1)
  })

  it('answers 422 for a cursor it did not give out, or one of another list', async () => {
    const sessionsCursor = (await s
      .raw('/studies/mood-live/sessions?limit=1')
      .then((r) => r.json())) as { nextCursor: string | null }
    for (const cursor of ['garbage', '%%%', sessionsCursor.nextCursor ?? 'eyJrIjoieCJ9']) {
      const response = await s.raw(`/studies?cursor=${encodeURIComponent(cursor)}`)
      expect(response.status).toBe(422)
    }
  })
})

describe('GET /studies/{id}', () => {
  it('answers 404 not_found for an unknown study and for another account’s', async () => {
    expect(await failure(s.client.studies.get('no-such-study'))).toMatchObject({
      status: 404,
      code: 'not_found',
    })
    const other = await s.newClient(['read', 'write'], 'acc_peeker')
    expect(await failure(other.client.studies.get('mood-live'))).toMatchObject({ status: 404 })
  })
})

describe('PATCH /studies/{id}', () => {
  it('changes title and description and moves updatedAt', async () => {
    const study = await create('Before')
    const updated = await s.client.studies.update(study.id, { title: 'After', description: 'New' })
    expect(updated).toMatchObject({ title: 'After', description: 'New', status: 'draft' })
    expect(updated.updatedAt >= study.updatedAt).toBe(true)
    expect(await s.client.studies.get(study.id)).toEqual(updated)
  })

  it('leaves members out of the body as they are', async () => {
    const study = await create('Keep me', { description: 'kept' })
    const updated = await s.client.studies.update(study.id, { targetSampleSize: 5 })
    expect(updated).toMatchObject({ title: 'Keep me', description: 'kept', targetSampleSize: 5 })
  })

  const moves: [StudyStatus, StudyStatus, number][] = [
    ['draft', 'live', 200],
    ['draft', 'closed', 409],
    ['draft', 'draft', 200],
    ['live', 'closed', 200],
    ['live', 'draft', 409],
    ['live', 'live', 200],
    ['closed', 'live', 200],
    ['closed', 'draft', 409],
    ['closed', 'closed', 200],
  ]
  for (const [from, to, status] of moves) {
    it(`answers ${status} for the status move ${from} → ${to}`, async () => {
      const study = await studyIn(from)
      if (status === 200) {
        expect((await s.client.studies.update(study.id, { status: to })).status).toBe(to)
      } else {
        const error = await failure(s.client.studies.update(study.id, { status: to, title: 'x' }))
        expect(error).toMatchObject({ status: 409, code: 'conflict' })
        // Nothing of a refused PATCH is applied.
        expect(await s.client.studies.get(study.id)).toMatchObject({ status: from, title: 'Move' })
      }
    })
  }

  it('raises study.published and study.closed as the status moves', async () => {
    const study = await create('Evented')
    await s.client.studies.update(study.id, { status: 'live' })
    await s.client.studies.update(study.id, { status: 'closed' })
    const mine = s.events.filter((event) => event.data.studyId === study.id)
    expect(mine.map((event) => [event.type, event.data.status])).toEqual([
      ['study.published', 'live'],
      ['study.closed', 'closed'],
    ])
  })

  it('answers 422 for an unknown status, an empty title, a bad schedule or target', async () => {
    const study = await create()
    const bodies = [
      { status: 'archived' },
      { title: '' },
      { schedule: { opensAt: 'tomorrow' } },
      { schedule: { opensAt: '2026-05-01T00:00:00Z', closesAt: '2026-04-01T00:00:00Z' } },
      { schedule: 'always' },
      { targetSampleSize: 0 },
      { targetSampleSize: 2.5 },
    ]
    for (const body of bodies) {
      const response = await s.raw(`/studies/${study.id}`, json('PATCH', body))
      expect(response.status, JSON.stringify(body)).toBe(422)
    }
  })

  it('answers 404 for an unknown study', async () => {
    expect(await failure(s.client.studies.update('nope', { title: 'x' }))).toMatchObject({
      status: 404,
      code: 'not_found',
    })
  })

  it('enforces the schedule on session start: before opensAt and from closesAt 409 study_not_live', async () => {
    const study = await studyIn('live')
    const now = Date.parse(
      ((await s.control('GET', '/_sandbox/clock')).body as { now: string }).now,
    )
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString()

    await s.client.studies.update(study.id, { schedule: { opensAt: at(1) } })
    expect(await failure(s.client.studies.startSession(study.id))).toMatchObject({
      status: 409,
      code: 'study_not_live',
    })
    await s.client.studies.update(study.id, { schedule: { opensAt: at(-1), closesAt: at(1) } })
    expect((await s.client.studies.startSession(study.id)).status).toBe('started')
    await s.client.studies.update(study.id, { schedule: { closesAt: at(-0.5) } })
    expect(await failure(s.client.studies.startSession(study.id))).toMatchObject({
      code: 'study_not_live',
    })
    const cleared = await s.client.studies.update(study.id, { schedule: null })
    expect(cleared.schedule).toBeNull()
    expect((await s.client.studies.startSession(study.id)).status).toBe('started')
  })

  it('stores the schedule as sent and reports it on the record', async () => {
    const study = await create()
    const schedule = { opensAt: '2026-04-01T00:00:00Z', closesAt: '2026-05-01T00:00:00Z' }
    expect((await s.client.studies.update(study.id, { schedule })).schedule).toEqual(schedule)
  })

  it('answers 409 study_not_live on session start for a draft and a closed study', async () => {
    for (const status of ['draft', 'closed'] as StudyStatus[]) {
      const study = await studyIn(status)
      expect(await failure(s.client.studies.startSession(study.id))).toMatchObject({
        status: 409,
        code: 'study_not_live',
      })
    }
  })
})

describe('GET /studies/{id}/sessions', () => {
  it('lists sessions as docs/service.md#researcher-side items in start order, paged, with a status filter', async () => {
    const study = await studyIn('live')
    const started = []
    for (let i = 0; i < 5; i++) {
      started.push(await s.client.studies.startSession(study.id, { participantRef: `p${i}` }))
    }
    const first = (await s.client.studies.listSessions(study.id, { limit: 2 }).pages().next())
      .value as { data: unknown[]; nextCursor: string | null }
    expect(first.data).toHaveLength(2)
    expect(first.nextCursor).toEqual(expect.any(String))

    const all = await s.client.studies.listSessions(study.id, { limit: 2 }).toArray()
    expect(all.map((item) => item.sessionId)).toEqual(started.map((x) => x.sessionId))
    expect(all[0]).toEqual({
      sessionId: started[0]!.sessionId,
      status: 'started',
      language: 'en',
      participantRef: 'p0',
      startedAt: started[0]!.startedAt,
      lastActivityAt: started[0]!.startedAt,
      completedAt: null,
    })
    await s.client.sessions.finish(started[1]!.sessionId, { token: started[1]!.token })
    const completed = await s.client.studies
      .listSessions(study.id, { status: 'completed' })
      .toArray()
    expect(completed.map((item) => item.sessionId)).toEqual([started[1]!.sessionId])
  })

  it('answers 404 for an unknown study and 422 for a bad limit', async () => {
    expect((await s.raw('/studies/nope/sessions')).status).toBe(404)
    expect((await s.raw('/studies/mood-live/sessions?limit=0')).status).toBe(422)
  })
})

/** A new study of the licensed instrument, moved to `status`. */
async function studyIn(status: StudyStatus): Promise<Study> {
  const study = await create('Move')
  if (status === 'draft') return study
  await s.client.studies.update(study.id, { status: 'live' })
  if (status === 'live') return s.client.studies.get(study.id)
  return s.client.studies.update(study.id, { status: 'closed' })
}

function json(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

/** Turns an error response into a rejected promise shaped like StudyServiceError. */
async function fail(response: Response): Promise<never> {
  const body = (await response.json()) as {
    error: { code: string; message: string; details?: unknown }
  }
  throw Object.assign(new Error(body.error.message), { status: response.status, ...body.error })
}
