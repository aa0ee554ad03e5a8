import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { License, ScoreRecord, Study } from '../../src/api/types'
import { createConsoleHarness, type ConsoleHarness } from './console-harness'

// The console's pages and forms, called as a fetch handler over an in-memory sandbox.
let app: ConsoleHarness
beforeAll(async () => {
  app = await createConsoleHarness()
})
afterAll(() => app.sandbox.sandbox.close())

const api = <T>(method: string, path: string, json?: unknown) => app.api<T>(method, path, json)

async function requestLicence(instrumentId: string, purpose = 'Console test'): Promise<License> {
  const response = await app.post('/console/licences', { instrumentId, purpose })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/console/licences?done=requested')
  const { data } = await api<{ data: License[] }>('GET', '/licenses?status=requested')
  return data.at(-1)!
}

async function completeSession(studyId: string, answers: Record<string, number>) {
  const { sessionId, token } = await app.sandbox.startSession(studyId)
  const responses = Object.entries(answers).map(([variableCode, valueNum]) => ({
    variableCode,
    valueNum,
  }))
  await app.sandbox.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: { token, responses },
  })
  await app.sandbox.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, { json: { token } })
  return sessionId
}

describe('Studies', () => {
  it('lists every study with its status badge and counts', async () => {
    await completeSession('mood-live', { M1: 4, M2: 2, M3: 5, M4: 3 })
    const html = await (await app.get('/console')).text()
    expect(html).toContain('<h1>Studies</h1>')
    expect(html).toMatch(/<caption id="studies-table-caption">All studies \(\d+\)<\/caption>/)
    // Started (all sessions), in progress, completed, abandoned, then the target.
    const row = html.slice(html.indexOf('/console/studies/mood-live"'))
    expect(row).toMatch(
      /^[^]*?<span class="badge badge-success">live<\/span><\/td>\s*<td class="num">1<\/td>\s*<td class="num">0<\/td>\s*<td class="num">1<\/td>\s*<td class="num">0<\/td>\s*<td class="num">1 \/ 10<\/td>/,
    )
    expect(html).toContain('<span class="badge badge-neutral">draft</span>')
    // No approved licence yet: the form is replaced by the way to get one.
    expect(html).toContain('<a href="/console/licences">Request a licence</a>')
  })

  it('creates a study under an approved licence; API validation errors sit by their fields', async () => {
    const licence = await requestLicence('mood4')
    expect(
      (await app.post(`/console/licences/${licence.id}/sandbox/approve`, { term: 'year' })).status,
    ).toBe(303)

    const form = await (await app.get('/console')).text()
    expect(form).toContain('<label for="create-study-title">Title</label>')
    expect(form).toContain(`<option value="${licence.id}">`)

    const refused = await app.post('/console/studies', {
      licenseRequestId: licence.id,
      title: '',
      description: 'Kept when refused',
    })
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expect(html).toContain('<div class="error-summary" role="alert"')
    expect(html).toContain(
      '<a href="#create-study-title">Title must be a non-empty string of at most 200 characters.</a>',
    )
    expect(html).toMatch(/<p class="field-error" id="create-study-title-error">.*Title must be/)
    expect(html).toContain('aria-describedby="create-study-title-error" aria-invalid="true"')
    expect(html).toContain('>Kept when refused</textarea>')

    const created = await app.post('/console/studies', {
      licenseRequestId: licence.id,
      title: 'Mood in spring',
      description: '',
    })
    expect(created.status).toBe(303)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/console\/studies\/stu_[\w-]+\?done=created$/)
    const page = await (await app.get(location)).text()
    expect(page).toContain('<h1>Mood in spring</h1>')
    expect(page).toContain('Study created as a draft.')
    expect(page).toContain('<button type="submit" class="button button-primary">Publish</button>')
  })

  it('publishes, closes and reopens a study with post/redirect/get', async () => {
    const publish = await app.post('/console/studies/mood-draft/status', { status: 'live' })
    expect(publish.status).toBe(303)
    expect(publish.headers.get('location')).toBe('/console/studies/mood-draft?done=live')
    expect((await api<Study>('GET', '/studies/mood-draft')).status).toBe('live')
    expect(await (await app.get('/console/studies/mood-draft?done=live')).text()).toContain(
      'Study published',
    )

    await app.post('/console/studies/mood-draft/status', { status: 'closed', confirm: 'yes' })
    expect((await api<Study>('GET', '/studies/mood-draft')).status).toBe('closed')
    const closed = await (await app.get('/console/studies/mood-draft')).text()
    expect(closed).toContain('>Reopen</button>')
    await app.post('/console/studies/mood-draft/status', { status: 'live' })
    expect((await api<Study>('GET', '/studies/mood-draft')).status).toBe('live')

    // A move the service refuses (live → draft) is shown, not hidden.
    const refused = await app.post('/console/studies/mood-draft/status', { status: 'draft' })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toMatch(/class="notice notice-error" role="alert"/)
  })

  it('edits title, description, schedule and target sample size', async () => {
    const saved = await app.post('/console/studies/mood-scheduled', {
      title: 'Mood, scheduled',
      description: 'New words',
      opensAt: '2026-04-02T08:30',
      closesAt: '',
      targetSampleSize: '25',
    })
    expect(saved.status).toBe(303)
    expect(await api<Study>('GET', '/studies/mood-scheduled')).toMatchObject({
      title: 'Mood, scheduled',
      description: 'New words',
      schedule: { opensAt: '2026-04-02T08:30:00Z', closesAt: null },
      targetSampleSize: 25,
    })
    const page = await (await app.get('/console/studies/mood-scheduled')).text()
    expect(page).toContain('value="2026-04-02T08:30"')
    expect(page).toContain('value="25"')
  })

  it('shows the service’s and its own validation next to the fields, keeping what was typed', async () => {
    const fields = {
      title: 'Still mine',
      description: '',
      opensAt: '2026-06-01T00:00',
      closesAt: '2026-05-01T00:00',
      targetSampleSize: '0',
    }
    const refused = await app.post('/console/studies/mood-scheduled', fields)
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expect(html).toMatch(/id="edit-study-closesAt-error">.*Closes at must be after opens at\./)
    expect(html).toMatch(
      /id="edit-study-targetSampleSize-error">.*Target sample size must be an integer ≥ 1 or null\./,
    )
    expect(html).toContain('value="Still mine"')

    const local = await app.post('/console/studies/mood-scheduled', {
      ...fields,
      closesAt: 'soon',
      targetSampleSize: 'ten',
    })
    expect(local.status).toBe(422)
    const text = await local.text()
    expect(text).toContain('Enter a date and time, e.g. 2026-05-01T09:00.')
    expect(text).toContain('Enter a whole number, or leave it empty for none.')
    expect((await api<Study>('GET', '/studies/mood-scheduled')).title).toBe('Mood, scheduled')
  })

  it('answers 404 in the console’s frame for an unknown study', async () => {
    const response = await app.get('/console/studies/no-such-study')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('There is no such study in this account.')
  })
})

describe('Results', () => {
  it('pages the JSON rows, and the CSV has the same rows', async () => {
    for (let n = 0; n < 7; n++)
      await completeSession('mood-live', { M1: 1 + (n % 5), M2: 2, M3: 3, M4: 4 })
    const first = await (await app.get('/console/studies/mood-live/results')).text()
    expect(first).toContain('<h1>Results: Fixture mood-live</h1>')
    expect(first).toContain(
      'responses (one row per answer, in question order within each session), page 1: rows 1–25',
    )
    const next =
      /href="(\/console\/studies\/mood-live\/results\?dataset=responses&amp;trail=[\w-]+)#data-heading">Next page/.exec(
        first,
      )
    expect(next).not.toBeNull()
    const second = await (await app.get(next![1]!.replace(/&amp;/g, '&'))).text()
    expect(second).toContain('page 2: rows 26–32')
    expect(second).toContain('>Previous page</a>')
    expect(second).not.toContain('>Next page</a>')

    const csv = await app.get('/console/studies/mood-live/results.csv?dataset=scores')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="mood-live-scores.csv"',
    )
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('sessionId,instrumentId,scale,value,band')
    const { data } = await api<{ data: ScoreRecord[] }>(
      'GET',
      '/studies/mood-live/results?dataset=scores',
    )
    expect(lines.slice(1)).toEqual(
      data.map((row) =>
        [row.sessionId, row.instrumentId, row.scale, row.value ?? '', row.band ?? ''].join(','),
      ),
    )
    const table = await (await app.get('/console/studies/mood-live/results?dataset=scores')).text()
    for (const row of data) expect(table).toContain(`<td>${row.sessionId}</td>`)
  })

  it('charts each scale with the instrument’s range and bands, and sessions per day', async () => {
    const html = await (await app.get('/console/studies/mood-live/results')).text()
    // mood4 has two scales: a sum from 4 to 20 with two bands, and a mean from 1 to 5.
    expect(html).toContain('Mood Four (test fixture) (mood4): total')
    expect(html).toContain('Mood Four (test fixture) (mood4): average')
    expect(html).toMatch(/<figure class="sr-chart[^"]*"/)
    expect(html).toMatch(/role="img"/)
    expect(html).toContain('n = 8')
    expect(html).toContain('Sessions started and completed per day')
  })

  it('starts again at the first page when a page link no longer fits', async () => {
    const response = await app.get('/console/studies/mood-live/results?dataset=scores&trail=bogus')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      'That page link no longer fits the data; here is the first page.',
    )
  })
})

describe('Licences & instruments', () => {
  it('shows the catalogue, requests a licence, and the sandbox reviewer decides', async () => {
    const page = await (await app.get('/console/licences')).text()
    expect(page).toContain('<h1>Licences &amp; instruments</h1>')
    expect(page).toMatch(/Daily Energy Scale<br><code class="id">des6<\/code>/)
    expect(page).toContain('<span class="badge badge-warning">protected</span>')

    const refused = await app.post('/console/licences', { instrumentId: '', purpose: '' })
    expect(refused.status).toBe(422)
    const errors = await refused.text()
    expect(errors).toContain('id="request-licence-instrumentId-error"')
    expect(errors).toContain('id="request-licence-purpose-error"')

    const rejected = await requestLicence('locked2', 'To be rejected')
    expect((await app.post(`/console/licences/${rejected.id}/sandbox/reject`, {})).status).toBe(303)
    const short = await requestLicence('des6', 'Short approval')
    expect(
      (await app.post(`/console/licences/${short.id}/sandbox/approve`, { term: '20d' })).status,
    ).toBe(303)
    const after = await (await app.get('/console/licences?done=approve')).text()
    expect(after).toContain('Licence approved (sandbox reviewer).')
    expect(after).toContain('<h2 id="expiring-heading">Expiring soon</h2>')
    expect(after).toContain('<span class="badge badge-warning">expires in 20 days</span>')
    expect(after).toContain('<span class="badge badge-danger">rejected</span>')
    expect(after).toContain('>Expire now<')

    const expired = await app.post(`/console/licences/${short.id}/sandbox/expire`, {})
    expect(expired.status).toBe(303)
    const { data: expiredLicences } = await api<{ data: License[] }>(
      'GET',
      '/licenses?status=expired',
    )
    expect(expiredLicences.map((licence) => licence.id)).toContain(short.id)
    // A second expiry is refused by the sandbox; the console says so.
    const again = await app.post(`/console/licences/${short.id}/sandbox/expire`, {})
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('is expired, not approved')
  })
})

describe('Events', () => {
  it('lists deliveries newest first with type, time, verification and body', async () => {
    expect(await (await app.get('/console/events')).text()).toContain('No deliveries yet.')
    app.deliveries.push(
      {
        deliveryId: 'dlv_2',
        eventId: 'evt_2',
        type: 'session.completed',
        receivedAt: '2026-03-02T09:00:05.000Z',
        verification: { ok: true },
        outcome: 'handled',
        rawBody: '{"id":"evt_2","type":"session.completed","data":{"note":"<b>x</b>"}}',
      },
      {
        deliveryId: 'dlv_1',
        eventId: null,
        type: 'study.published',
        receivedAt: '2026-03-02T09:00:01.000Z',
        verification: { ok: false, reason: 'signature_mismatch' },
        outcome: 'refused',
        rawBody: 'not json',
      },
    )
    const html = await (await app.get('/console/events')).text()
    expect(html).toContain('Deliveries, newest first (2)')
    expect(html.indexOf('dlv_2')).toBeLessThan(html.indexOf('dlv_1'))
    expect(html).toContain('<code>session.completed</code>')
    expect(html).toContain('✓ </span>verified')
    expect(html).toContain('✗ </span>not verified: signature_mismatch')
    expect(html).toContain('2026-03-02 09:00:05 UTC')
    expect(html).toContain('&quot;note&quot;: &quot;&lt;b&gt;x&lt;/b&gt;&quot;')
    expect(html).toContain('<a class="button" href="/console/events">Refresh</a>')
  })
})
