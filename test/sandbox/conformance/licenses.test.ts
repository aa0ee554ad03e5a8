import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { License } from '../../../src/api/types'
import { failure, startHttpSandbox, type HttpSandbox } from './http-harness'

// Licences and the catalogue (docs/service.md#what-the-service-does,
// docs/service.md#participant-calls, docs/service.md#researcher-side, docs/sandbox.md) over HTTP.
let s: HttpSandbox
beforeAll(async () => {
  s = await startHttpSandbox()
})
afterAll(() => s.close())

const day = 86_400

async function clockNow(): Promise<number> {
  return Date.parse(((await s.control('GET', '/_sandbox/clock')).body as { now: string }).now)
}

describe('POST /licenses', () => {
  it('answers 201 with a requested licence of the documented shape', async () => {
    const license = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'Thesis' })
    expect(license).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ) as string,
      instrumentId: 'mood4',
      status: 'requested',
      purpose: 'Thesis',
      requestedAt: expect.any(String) as string,
      decidedAt: null,
      expiresAt: null,
    })
    expect(s.events.at(-1)).toEqual({
      type: 'license.requested',
      data: { licenseId: license.id, instrumentId: 'mood4' },
    })
  })

  it('answers 422 validation_failed for an unknown instrument or a missing purpose', async () => {
    const unknown = await failure(s.client.licenses.request({ instrumentId: 'nope', purpose: 'x' }))
    expect(unknown).toMatchObject({ status: 422, code: 'validation_failed' })
    expect(unknown.details?.[0]?.field).toBe('instrumentId')
    const response = await s.raw('/licenses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ instrumentId: 'mood4' }),
    })
    expect(response.status).toBe(422)
  })
})

describe('GET /licenses', () => {
  it('lists the caller’s own licences only, oldest first, paged and filtered', async () => {
    const other = await s.newClient(['read', 'write'], 'acc_licensee')
    const a = await other.client.licenses.request({ instrumentId: 'mood4', purpose: 'a' })
    const b = await other.client.licenses.request({ instrumentId: 'locked2', purpose: 'b' })
    await s.control('POST', `/_sandbox/licenses/${b.id}/approve`)
    const all = await other.client.licenses.list({ limit: 1 }).toArray()
    expect(all.map((license) => license.id)).toEqual([a.id, b.id])
    const approved = await other.client.licenses.list({ status: 'approved' }).toArray()
    expect(approved.map((license) => license.id)).toEqual([b.id])
    const mine = await s.client.licenses.list().toArray()
    expect(mine.some((license) => license.id === a.id)).toBe(false)
  })

  it('answers 422 for an unknown status filter and a bad limit', async () => {
    expect((await s.raw('/licenses?status=pending')).status).toBe(422)
    expect((await s.raw('/licenses?limit=101')).status).toBe(422)
  })
})

describe('/_sandbox/licenses/{id}/approve|reject|expire', () => {
  it('approves for a year by default, or until the date given', async () => {
    const now = await clockNow()
    const approved = await s.approvedLicense('mood4')
    expect(approved.status).toBe('approved')
    expect(Date.parse(approved.expiresAt!) - now).toBeGreaterThanOrEqual(365 * day * 1000)
    expect(Date.parse(approved.decidedAt!)).toBeGreaterThanOrEqual(now)

    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    const until = new Date(now + 90 * day * 1000).toISOString()
    const { body } = await s.control('POST', `/_sandbox/licenses/${requested.id}/approve`, {
      expiresAt: until,
    })
    expect((body as unknown as License).expiresAt).toBe(until)
  })

  it('rejects a request', async () => {
    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    const { status, body } = await s.control('POST', `/_sandbox/licenses/${requested.id}/reject`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'rejected', decidedAt: expect.any(String) as string })
  })

  it('answers 409 conflict for a move from the wrong status and 404 for an unknown id', async () => {
    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    expect((await s.control('POST', `/_sandbox/licenses/${requested.id}/expire`)).status).toBe(409)
    await s.control('POST', `/_sandbox/licenses/${requested.id}/reject`)
    expect((await s.control('POST', `/_sandbox/licenses/${requested.id}/approve`)).status).toBe(409)
    const unknown = await s.control(
      'POST',
      '/_sandbox/licenses/00000000-0000-4000-8000-000000000000/approve',
    )
    expect(unknown.status).toBe(404)
  })

  it('answers 422 for an approval date in the past', async () => {
    const requested = await s.client.licenses.request({ instrumentId: 'mood4', purpose: 'x' })
    const { status } = await s.control('POST', `/_sandbox/licenses/${requested.id}/approve`, {
      expiresAt: '2000-01-01T00:00:00Z',
    })
    expect(status).toBe(422)
  })
})

describe('licence gating of protected instruments (docs/service.md#what-the-service-does)', () => {
  it('serves content and starts sessions only while a licence is approved and unexpired', async () => {
    const gated = await s.newClient(['read', 'write'], 'acc_gated')
    const license = await s.approvedLicense('locked2', gated.client)
    const study = await gated.client.studies.create({ licenseRequestId: license.id, title: 'G' })
    await gated.client.studies.update(study.id, { status: 'live' })
    expect((await gated.client.studies.getContent(study.id)).instrumentItems).toHaveLength(2)
    expect((await gated.client.studies.startSession(study.id)).status).toBe('started')

    await s.control('POST', `/_sandbox/licenses/${license.id}/expire`)
    const content = await failure(gated.client.studies.getContent(study.id))
    expect(content).toMatchObject({ status: 403, code: 'license_inactive' })
    expect(content.message).not.toContain('Protected wording')
    expect(await failure(gated.client.studies.startSession(study.id))).toMatchObject({
      status: 403,
      code: 'license_inactive',
    })
    // The study record, without wording, stays readable.
    expect((await gated.client.studies.get(study.id)).id).toBe(study.id)
  })

  it('serves an unprotected instrument without any licence', async () => {
    const content = await s.client.studies.getContent('mood-live')
    expect(content.instrumentItems.length).toBeGreaterThan(0)
  })

  it('expires a licence on its date on the sandbox clock, with license.expiring 30 days before', async () => {
    const timed = await startHttpSandbox()
    try {
      const now = await clockNowOf(timed)
      const requested = await timed.client.licenses.request({
        instrumentId: 'locked2',
        purpose: 'x',
      })
      const expiresAt = new Date(now + 40 * day * 1000).toISOString()
      await timed.control('POST', `/_sandbox/licenses/${requested.id}/approve`, { expiresAt })
      const study = await timed.client.studies.create({
        licenseRequestId: requested.id,
        title: 'T',
      })
      const types = () =>
        timed.events.filter((e) => e.data.licenseId === requested.id).map((e) => e.type)

      await timed.control('POST', '/_sandbox/clock/advance', { seconds: 9 * day })
      expect(types()).toEqual(['license.requested', 'license.approved'])
      const advanced = await timed.control('POST', '/_sandbox/clock/advance', { seconds: 2 * day })
      expect(advanced.body).toMatchObject({ expiringLicenses: 1, expiredLicenses: 0 })
      expect(types()).toEqual(['license.requested', 'license.approved', 'license.expiring'])
      expect((await timed.client.studies.getContent(study.id)).studyId).toBe(study.id)

      await timed.control('POST', '/_sandbox/clock/advance', { seconds: 29 * day })
      expect(types().at(-1)).toBe('license.expired')
      expect(
        timed.events.find((e) => e.type === 'license.expired' && e.data.licenseId === requested.id)
          ?.data,
      ).toEqual({
        licenseId: requested.id,
        instrumentId: 'locked2',
        expiresAt,
      })
      const expired = await timed.client.licenses.list({ status: 'expired' }).toArray()
      const license = expired.find((candidate) => candidate.id === requested.id)
      expect(license).toMatchObject({ id: requested.id, status: 'expired', expiresAt })
      expect(await failure(timed.client.studies.getContent(study.id))).toMatchObject({
        code: 'license_inactive',
      })
    } finally {
      await timed.close()
    }
  })
})

describe('GET /instruments', () => {
  it('lists the public catalogue in the documented shape, paged', async () => {
    const instruments = await s.client.instruments.list({ limit: 1 }).toArray()
    expect(instruments).toEqual([
      {
        id: 'locked2',
        name: 'Locked Two (test fixture)',
        version: '1.0',
        itemsCount: 2,
        languages: ['en'],
        protected: true,
        scales: [],
      },
      {
        id: 'mood4',
        name: expect.any(String) as string,
        version: expect.any(String) as string,
        itemsCount: 4,
        languages: ['en', 'de'],
        protected: false,
        scales: ['total', 'average'],
      },
    ])
  })

  it('never carries item wording, option labels or scoring keys', async () => {
    const text = await (await s.raw('/instruments')).text()
    for (const wording of ['Protected wording', 'locked2.item1', 'Item 1', 'reverse', 'M1']) {
      expect(text).not.toContain(wording)
    }
  })

  it('answers 422 for a bad limit and a foreign cursor', async () => {
    expect((await s.raw('/instruments?limit=0')).status).toBe(422)
    expect((await s.raw('/instruments?cursor=abc')).status).toBe(422)
  })
})

async function clockNowOf(sandbox: HttpSandbox): Promise<number> {
  return Date.parse(((await sandbox.control('GET', '/_sandbox/clock')).body as { now: string }).now)
}
