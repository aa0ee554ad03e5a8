import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Study, StudyContent, StudyList } from '../../src/api/types'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

const allIds = [
  'energy-check',
  'locked-expired',
  'mood-draft',
  'mood-live',
  'mood-scheduled',
  'panel-profile',
]

describe('GET /studies', () => {
  it('lists the account’s studies with nextCursor null on the last page', async () => {
    const response = await h.call('GET', '/api/public/v1/studies')
    expect(response.status).toBe(200)
    const body = (await response.json()) as StudyList
    expect(body.data.map((study) => study.id)).toEqual(allIds)
    expect(body.nextCursor).toBeNull()
  })

  it('pages with limit and an opaque cursor', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
      const response = await h.call('GET', `/api/public/v1/studies?limit=2${query}`)
      const page = (await response.json()) as StudyList
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((study) => study.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(allIds)
  })

  it('filters by status', async () => {
    const response = await h.call('GET', '/api/public/v1/studies?status=draft')
    const body = (await response.json()) as StudyList
    expect(body.data.map((study) => study.id)).toEqual(['mood-draft'])
  })

  it('answers 422 for a limit out of 1..100, a bad status or a foreign cursor', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=1.5',
      'status=open',
      'cursor=zzz',
    ]) {
      const response = await h.call('GET', `/api/public/v1/studies?${query}`)
      expect(response.status, query).toBe(422)
      const error = await errorOf(response)
      expect(error.code).toBe('validation_failed')
      expect(error.details?.[0]?.field).toBe(query.split('=')[0])
    }
  })

  it('shows another account nothing of the default account', async () => {
    const { key } = await h.createKey(['read'], 'acc_other')
    const list = (await (
      await h.call('GET', '/api/public/v1/studies', { key })
    ).json()) as StudyList
    expect(list.data).toEqual([])
    expect((await h.call('GET', '/api/public/v1/studies/energy-check', { key })).status).toBe(404)
  })
})

describe('GET /studies/{id}', () => {
  it('answers the study record of docs/service.md#researcher-side with session counts', async () => {
    await h.startSession('mood-live')
    const response = await h.call('GET', '/api/public/v1/studies/mood-live')
    expect(response.status).toBe(200)
    const study = (await response.json()) as Study
    expect(study).toEqual({
      id: 'mood-live',
      title: 'Fixture mood-live',
      description: 'A test fixture.',
      status: 'live',
      schedule: null,
      targetSampleSize: 10,
      licenseRequestId: null,
      instrumentIds: ['mood4'],
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
      counts: { started: 1, completed: 0, abandoned: 0 },
    })
  })

  it('names the licence a study was created under', async () => {
    const study = (await (
      await h.call('GET', '/api/public/v1/studies/locked-expired')
    ).json()) as Study
    expect(study.licenseRequestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 404 not_found for an unknown study', async () => {
    const response = await h.call('GET', '/api/public/v1/studies/no-such-study')
    expect(response.status).toBe(404)
    expect((await errorOf(response)).code).toBe('not_found')
  })
})

describe('GET /studies/{id}/content', () => {
  it('answers the assembled content with the revision as ETag', async () => {
    const response = await h.call('GET', '/api/public/v1/studies/energy-check/content')
    expect(response.status).toBe(200)
    const content = (await response.json()) as StudyContent
    expect(response.headers.get('etag')).toBe(`"${content.revision}"`)
    expect(content.studyId).toBe('energy-check')
    expect(content.languages).toEqual(['en', 'de', 'ar'])
    expect(content.modules.map((module) => [module.id, module.elements])).toEqual([
      ['consent', ['consent']],
      ['energy', ['des6.1', 'des6.2', 'des6.3', 'des6.4', 'des6.5', 'des6.6']],
      ['week', ['activities', 'exercise-days', 'stress', 'rested']],
      ['sleep', ['sleep']],
      ['sleep-details', ['wake', 'screen']],
      ['about-you', ['about-note', 'age', 'comment']],
    ])
    expect(content.instrumentItems.map((item) => item.variableCode)).toEqual([
      'DES6_1',
      'DES6_2',
      'DES6_3',
      'DES6_4',
      'DES6_5',
      'DES6_6',
    ])
    expect(content.instrumentItems[0]).toMatchObject({ instrumentId: 'des6', required: true })
    // The instrument's translations are merged in, for every language.
    expect(content.translations.ar?.['des6.item1']).toBeTruthy()
    expect(content.translations.de?.['consent.question']).toBe(
      'Sind Sie mit der Teilnahme einverstanden?',
    )
  })

  it('answers 304 for If-None-Match with the current revision, quoted or not', async () => {
    const first = await h.call('GET', '/api/public/v1/studies/energy-check/content')
    const etag = first.headers.get('etag')!
    for (const tag of [etag, etag.slice(1, -1), `W/${etag}`, `"old", ${etag}`]) {
      const again = await h.call('GET', '/api/public/v1/studies/energy-check/content', {
        headers: { 'if-none-match': tag },
      })
      expect(again.status, tag).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(await again.text()).toBe('')
    }
    const changed = await h.call('GET', '/api/public/v1/studies/energy-check/content', {
      headers: { 'if-none-match': '"something-else"' },
    })
    expect(changed.status).toBe(200)
  })

  it('serves a draft study’s content', async () => {
    expect((await h.call('GET', '/api/public/v1/studies/mood-draft/content')).status).toBe(200)
  })

  it('answers 403 license_inactive for a protected instrument without a valid licence', async () => {
    const response = await h.call('GET', '/api/public/v1/studies/locked-expired/content')
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('license_inactive')
  })
})
