import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayload } from '../../src/server/sign-payload'
import { createHarness, errorOf, type Harness } from './harness'

// Inbound pushes (docs/service.md#events): POST /webhooks/in/{slug}, signed with the slug's
// secret and checked before anything else; the five actions; replays; every rejection.

let h: Harness
let slug: string
let secret: string
const events: string[] = []
beforeAll(async () => {
  h = await createHarness({ sweepIntervalMs: 0, onEvent: (type) => events.push(type) })
  const response = await h.call('POST', '/_sandbox/inbound-endpoints', { json: {}, key: null })
  expect(response.status).toBe(201)
  ;({ slug, secret } = (await response.json()) as { slug: string; secret: string })
})
afterAll(() => h.sandbox.close())

const now = () => Math.floor(Date.now() / 1000)

/** Signs independently of the library, with node:crypto. */
function sign(body: string, t = now(), key = secret): string {
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`
}

function push(
  body: string,
  options: { signature?: string | null; contentType?: string; to?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
  }
  const signature = options.signature === undefined ? sign(body) : options.signature
  if (signature !== null) headers['x-service-signature'] = signature
  return h.call('POST', `/api/public/v1/webhooks/in/${options.to ?? slug}`, {
    body,
    headers,
    key: null,
  })
}

const action = (name: string, data: unknown) => JSON.stringify({ action: name, data })

describe('inbound actions', () => {
  it('session.create answers 201 like POST /studies/{id}/sessions and raises session.started', async () => {
    const response = await push(
      action('session.create', { studyId: 'mood-live', language: 'de', participantRef: 'p-1' }),
    )
    expect(response.status).toBe(201)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^ses_/) as string,
      token: expect.stringMatching(/^tok_/) as string,
      studyId: 'mood-live',
      status: 'started',
      language: 'de',
      startedAt: '2026-03-02T09:00:00.000Z',
      expiresAt: '2026-03-03T09:00:00.000Z',
      condition: null,
    })
    expect(events.at(-1)).toBe('session.started')
  })

  it('session.responses answers { ok, accepted } and session.finish the finish body', async () => {
    const started = (await (
      await push(action('session.create', { studyId: 'mood-live' }))
    ).json()) as { sessionId: string; token: string }
    const answered = await push(
      action('session.responses', {
        ...started,
        responses: [
          { variableCode: 'M1', valueNum: 2 },
          { variableCode: 'M2', valueNum: 3 },
        ],
      }),
    )
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual({ ok: true, accepted: 2 })
    const finished = await push(action('session.finish', started))
    expect(finished.status).toBe(200)
    const body = (await finished.json()) as { status: string; scores: unknown[] }
    expect(body).toMatchObject({ sessionId: started.sessionId, status: 'completed' })
    expect(body.scores.length).toBeGreaterThan(0)
    // The public finish answers the identical body.
    const again = await h.call('POST', `/api/public/v1/sessions/${started.sessionId}/finish`, {
      json: { token: started.token },
    })
    expect(await again.json()).toEqual(body)
    expect(events.slice(-2)).toEqual(['session.started', 'session.completed'])
  })

  it('panel.invite_status keeps one record per invitation, the latest `at` winning', async () => {
    const send = (status: string, at: string) =>
      push(action('panel.invite_status', { invitationId: 'inv-1', status, at }))
    expect(await (await send('opened', '2026-03-02T10:00:00Z')).json()).toEqual({ ok: true })
    expect((await send('sent', '2026-03-02T09:00:00Z')).status).toBe(200) // older: ignored
    expect((await send('started', '2026-03-02T11:00:00.000Z')).status).toBe(200)
    const list = await h.call('GET', '/_sandbox/panel-invitations', { key: null })
    expect(await list.json()).toMatchObject({
      data: [{ invitationId: 'inv-1', status: 'started', at: '2026-03-02T11:00:00.000Z' }],
    })
  })

  it('course.enrollment_upsert keeps one record per course and student', async () => {
    const send = (status: string, at?: string) =>
      push(action('course.enrollment_upsert', { courseId: 'c-1', studentRef: 's-1', status, at }))
    expect(await (await send('active', '2026-03-01T00:00:00Z')).json()).toEqual({ ok: true })
    expect((await send('completed')).status).toBe(200) // now: later than the first
    expect((await send('withdrawn', '2026-02-01T00:00:00Z')).status).toBe(200) // older
    const list = await h.call('GET', '/_sandbox/course-enrollments', { key: null })
    expect(await list.json()).toMatchObject({
      data: [{ courseId: 'c-1', studentRef: 's-1', status: 'completed' }],
    })
  })

  it('accepts a body signed with the library helper (signPayload)', async () => {
    const body = action('panel.invite_status', { invitationId: 'inv-2', status: 'sent' })
    const response = await push(body, { signature: await signPayload(secret, body) })
    expect(response.status).toBe(200)
  })
})

describe('replays', () => {
  it('answers a replay of the same signed body with the first response and changes nothing', async () => {
    const body = action('session.create', { studyId: 'mood-live' })
    const signature = sign(body)
    const first = await push(body, { signature })
    const before = events.length
    const replay = await push(body, { signature })
    expect(replay.status).toBe(201)
    expect(await replay.json()).toEqual(await first.json())
    expect(events.length).toBe(before)
    // The same data signed anew is a new push.
    const fresh = await push(body, { signature: sign(body, now() - 1) })
    expect(((await fresh.json()) as { sessionId: string }).sessionId).not.toBe(
      ((await (await push(body, { signature })).json()) as { sessionId: string }).sessionId,
    )
  })

  it('answers a replay of a refused push with the same error', async () => {
    const body = action('session.create', { studyId: 'mood-draft' })
    const signature = sign(body)
    const first = await push(body, { signature })
    expect(first.status).toBe(409)
    const replay = await push(body, { signature })
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual(await first.json())
  })
})

describe('rejections', () => {
  const body = action('panel.invite_status', { invitationId: 'inv-x', status: 'sent' })

  // Functions: the secret is known only once the suite has started.
  it.each<[string, () => string | null]>([
    ['no header', () => null],
    ['a forged signature', () => sign(body, now(), 'whsec_not_the_secret')],
    ['a signature of other bytes', () => sign(`${body} `)],
    ['a stale timestamp (301 s)', () => sign(body, now() - 301)],
    ['a future timestamp (301 s)', () => sign(body, now() + 301)],
    ['a space after the comma', () => sign(body).replace(',', ', ')],
    [
      'uppercase hex',
      () => sign(body).replace(/v1=(.*)$/, (_match, hex: string) => `v1=${hex.toUpperCase()}`),
    ],
    ['t=abc', () => sign(body).replace(/^t=\d+/, 't=abc')],
    ['t=123abc', () => sign(body).replace(/^t=(\d+)/, 't=$1abc')],
    ['v0= only', () => sign(body).replace('v1=', 'v0=')],
    ['a duplicated header', () => `${sign(body)}, ${sign(body)}`],
  ])('answers 401 invalid_signature for %s', async (_name, signature) => {
    const response = await push(body, { signature: signature() })
    expect(response.status).toBe(401)
    const error = await errorOf(response)
    expect(error.code).toBe('invalid_signature')
    expect(error.message.length).toBeGreaterThan(10)
  })

  it('accepts a signature 290 s old or 290 s ahead (the window is both ways)', async () => {
    expect((await push(body, { signature: sign(body, now() - 290) })).status).toBe(200)
    expect((await push(body, { signature: sign(body, now() + 290) })).status).toBe(200)
  })

  it('checks the signature before the media type or the JSON', async () => {
    expect((await push('{not json', { signature: null })).status).toBe(401)
    expect((await push(body, { signature: sign('x'), contentType: 'text/plain' })).status).toBe(401)
    expect((await push('{not json')).status).toBe(400)
    expect((await push(body, { contentType: 'text/plain' })).status).toBe(415)
  })

  it('answers 404 for an unknown slug and 405 for another method', async () => {
    expect((await push(body, { to: 'in_unknown' })).status).toBe(404)
    const get = await h.call('GET', `/api/public/v1/webhooks/in/${slug}`, { key: null })
    expect(get.status).toBe(405)
  })

  it.each([
    ['an unknown action', { action: 'session.explode', data: {} }, 'action'],
    ['no data', { action: 'session.create' }, 'data'],
    ['session.create without studyId', { action: 'session.create', data: {} }, 'data.studyId'],
    [
      'session.create in a language the study lacks',
      { action: 'session.create', data: { studyId: 'mood-live', language: 'fr' } },
      'data.language',
    ],
    [
      'session.responses without sessionId',
      { action: 'session.responses', data: {} },
      'data.sessionId',
    ],
    [
      'session.finish without sessionId',
      { action: 'session.finish', data: { token: 'x' } },
      'data.sessionId',
    ],
    [
      'panel.invite_status with an unknown status',
      { action: 'panel.invite_status', data: { invitationId: 'i', status: 'lost' } },
      'data.status',
    ],
    [
      'panel.invite_status with a bad at',
      { action: 'panel.invite_status', data: { invitationId: 'i', status: 'sent', at: 'monday' } },
      'data.at',
    ],
    [
      'course.enrollment_upsert without studentRef',
      { action: 'course.enrollment_upsert', data: { courseId: 'c', status: 'active' } },
      'data.studentRef',
    ],
    ['a body that is not an object', ['session.create'], 'body'],
  ])('answers 422 validation_failed for %s', async (_name, json, field) => {
    const response = await push(JSON.stringify(json))
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error.code).toBe('validation_failed')
    expect(error.details?.[0]?.field).toBe(field)
  })

  it('answers the session errors of the public calls', async () => {
    const unknownStudy = await push(action('session.create', { studyId: 'nope' }))
    expect(unknownStudy.status).toBe(404)
    const started = (await (
      await push(action('session.create', { studyId: 'mood-live' }))
    ).json()) as { sessionId: string }
    const wrongToken = await push(
      action('session.finish', { sessionId: started.sessionId, token: 'tok_wrong' }),
    )
    expect((await errorOf(wrongToken)).code).toBe('invalid_token')
    const noToken = await push(action('session.finish', { sessionId: started.sessionId }))
    expect((await errorOf(noToken)).details?.[0]?.field).toBe('data.token')
  })

  it("keeps another account's studies out of reach", async () => {
    const other = await h.call('POST', '/_sandbox/inbound-endpoints', {
      json: { account: 'acc_other' },
      key: null,
    })
    const endpoint = (await other.json()) as { slug: string; secret: string }
    const json = action('session.create', { studyId: 'mood-live' })
    const response = await push(json, {
      to: endpoint.slug,
      signature: sign(json, now(), endpoint.secret),
    })
    expect(response.status).toBe(404)
  })
})
