import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Study } from '../../src/api/types'
import { createConsoleHarness, host, type ConsoleHarness } from './console-harness'

// The console's words (issue 18): counts that add up, clear licence errors, a confirmed close,
// the participant link in a new tab, responses in question order, each event's study, invite
// links to copy with their QR codes, and an icon.
let app: ConsoleHarness
beforeAll(async () => {
  app = await createConsoleHarness()
})
afterAll(() => app.sandbox.sandbox.close())

const api = <T>(method: string, path: string, json?: unknown) => app.api<T>(method, path, json)

/** Answers in the order given; completes the session unless `finish` is false. */
async function session(studyId: string, answers: Record<string, number>, finish = true) {
  const { sessionId, token } = await app.sandbox.startSession(studyId)
  const responses = Object.entries(answers).map(([variableCode, valueNum]) => ({
    variableCode,
    valueNum,
  }))
  await app.sandbox.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: { token, responses },
  })
  if (finish) {
    await app.sandbox.call('POST', `/api/public/v1/sessions/${sessionId}/finish`, {
      json: { token },
    })
  }
  return sessionId
}

describe('the four counts', () => {
  it('shows started (all), in progress, completed and abandoned alike on every page', async () => {
    await session('mood-live', { M1: 1, M2: 2, M3: 3, M4: 4 })
    await session('mood-live', { M1: 2 }, false)
    await session('mood-live', { M1: 3, M2: 3, M3: 3, M4: 3 })

    const list = await (await app.get('/console')).text()
    expect(list).toContain(
      '<th scope="col" class="num">Started</th><th scope="col" class="num">In progress</th><th scope="col" class="num">Completed</th><th scope="col" class="num">Abandoned</th>',
    )
    expect(list).toContain('Started counts every session: in progress, completed and abandoned.')
    const row = list.slice(list.indexOf('/console/studies/mood-live"'))
    expect(row).toMatch(
      /^[^]*?live<\/span><\/td>\s*<td class="num">3<\/td>\s*<td class="num">1<\/td>\s*<td class="num">2<\/td>\s*<td class="num">0<\/td>/,
    )

    const study = await (await app.get('/console/studies/mood-live')).text()
    expect(study).toMatch(
      /<dt>Started<\/dt><dd>3<\/dd>[^]*<dt>In progress<\/dt><dd>1<\/dd>[^]*<dt>Completed<\/dt><dd>2<\/dd>[^]*<dt>Abandoned<\/dt><dd>0<\/dd>/,
    )

    const results = await (await app.get('/console/studies/mood-live/results')).text()
    expect(results).toContain('Sessions: 3 started: 1 in progress, 2 completed, 0 abandoned.')
    // The chart's "started" is the same number: every session started, by day.
    expect(results).toContain('3 started · 2 completed')
    expect(results).toContain('Started (all sessions)</li>')
  })
})

describe('the licence request form', () => {
  it('says what went wrong and how to fix it by each field, keeping the values', async () => {
    const licences = async () => (await api<{ data: unknown[] }>('GET', '/licenses')).data.length
    const before = await licences()
    const response = await app.post('/console/licences', {
      instrumentId: '',
      purpose: 'x'.repeat(2001),
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toMatch(
      /id="request-licence-instrumentId-error">.*Choose the instrument you want to use: a licence is for one instrument\.<\/p>\s*<select id="request-licence-instrumentId"[^>]*aria-invalid="true"/,
    )
    expect(html).toMatch(
      /id="request-licence-purpose-error">.*The purpose is 2,001 characters long\. Shorten it to 2,000 characters or fewer\./,
    )
    expect(html).toContain(`>${'x'.repeat(2001)}</textarea>`)
    expect(html).toContain('<a href="#request-licence-purpose">The purpose is 2,001 characters')
    // Nothing was sent: the form caught it.
    expect(await licences()).toBe(before)

    const kept = await (
      await app.post('/console/licences', { instrumentId: 'des6', purpose: '' })
    ).text()
    expect(kept).toMatch(/<option value="des6" selected>/)
    expect(kept).toContain('Enter the purpose: say what the instrument is for in your research')
  })
})

describe('closing a study', () => {
  it('is a secondary action that asks for confirmation first', async () => {
    const page = await (await app.get('/console/studies/mood-live')).text()
    expect(page).toContain(
      '<a class="button" href="/console/studies/mood-live/close">Close study</a>',
    )
    expect(page).not.toMatch(/<button[^>]*>Close/)

    const confirm = await app.get('/console/studies/mood-live/close')
    expect(confirm.status).toBe(200)
    const html = await confirm.text()
    expect(html).toContain('<h1>Close “Fixture mood-live”?</h1>')
    expect(html).toContain(
      'Sessions already under way can still be finished (1 session is in progress now).',
    )
    expect(html).toMatch(
      /<form method="post" action="\/console\/studies\/mood-live\/status" class="actions">\s*<input type="hidden" name="status" value="closed">\s*<input type="hidden" name="confirm" value="yes">\s*<button type="submit" class="button button-primary">Yes, close the study<\/button>\s*<a class="button" href="\/console\/studies\/mood-live">Cancel, keep it live<\/a>/,
    )
    expect(html).not.toContain('<script')

    // A close without the confirmation only leads to the confirmation.
    const unconfirmed = await app.post('/console/studies/mood-live/status', { status: 'closed' })
    expect(unconfirmed.status).toBe(303)
    expect(unconfirmed.headers.get('location')).toBe('/console/studies/mood-live/close')
    expect((await api<Study>('GET', '/studies/mood-live')).status).toBe('live')

    const confirmed = await app.post('/console/studies/mood-live/status', {
      status: 'closed',
      confirm: 'yes',
    })
    expect(confirmed.headers.get('location')).toBe('/console/studies/mood-live?done=closed')
    expect((await api<Study>('GET', '/studies/mood-live')).status).toBe('closed')
    expect(await (await app.get('/console/studies/mood-live/close')).text()).toContain(
      'This study is closed, not live: there is nothing to close.',
    )
    await app.post('/console/studies/mood-live/status', { status: 'live' })
  })
})

describe('the participant link', () => {
  it('opens in a new tab, without opener or referrer, and says so', async () => {
    const page = await (await app.get('/console/studies/mood-live')).text()
    expect(page).toContain(
      `<a class="button" href="${host}/?study=mood-live" target="_blank" rel="noopener noreferrer">Take the study as a participant<span class="new-tab-mark" aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span></a>`,
    )
  })
})

describe('the responses table', () => {
  it('lists each session’s answers in question order, not by variable code', async () => {
    // Given out of order; the service stores and lists them by variable code.
    const sessionId = await session('mood-live', { RATING: 2, FRUIT_2: 1, M4: 5, M1: 1 }, false)
    const html = await (
      await app.get('/console/studies/mood-live/results?dataset=responses')
    ).text()
    const table = html.slice(html.indexOf('id="data-responses"'))
    const codes = [...table.matchAll(new RegExp(`<td>${sessionId}</td><td>(\\w+)</td>`, 'g'))].map(
      (match) => match[1],
    )
    // mood4's items come first, then the extras module: fruit, slide, note, rating.
    expect(codes).toEqual(['M1', 'M4', 'FRUIT_2', 'RATING'])
    expect(html).toContain('responses (one row per answer, in question order within each session)')
  })
})

describe('the events page', () => {
  it('names the study an event belongs to, and a dash when it has none', async () => {
    app.deliveries.push(
      {
        deliveryId: 'dlv_s',
        eventId: 'evt_s',
        type: 'session.started',
        receivedAt: '2026-03-02T09:00:05.000Z',
        verification: { ok: true },
        outcome: 'handled',
        rawBody:
          '{"id":"evt_s","type":"session.started","data":{"sessionId":"x","studyId":"mood-live"}}',
      },
      {
        deliveryId: 'dlv_l',
        eventId: 'evt_l',
        type: 'license.requested',
        receivedAt: '2026-03-02T09:00:01.000Z',
        verification: { ok: true },
        outcome: 'handled',
        rawBody:
          '{"id":"evt_l","type":"license.requested","data":{"licenseId":"l","instrumentId":"des6"}}',
      },
    )
    const html = await (await app.get('/console/events')).text()
    expect(html).toContain('<th scope="col">Type</th><th scope="col">Study</th>')
    expect(html).toContain(
      '<td><a href="/console/studies/mood-live">Fixture mood-live</a><br><code class="id">mood-live</code></td>',
    )
    expect(html).toMatch(
      /<code>license\.requested<\/code><\/th>\s*<td><span class="muted" aria-hidden="true">—<\/span><span class="visually-hidden">no study<\/span><\/td>/,
    )
  })
})

describe('the invites page', () => {
  it('offers each invite link in a labelled read-only box and its QR code as an SVG download', async () => {
    const created = await app.post('/console/invites', { study: 'mood-live', alias: 'words-qr' })
    const location = created.headers.get('location')!
    const html = await (await app.get(location)).text()
    const shortUrl = 'http://sandbox.test/s/words-qr'
    expect(html).toMatch(
      new RegExp(
        `<label for="invite-url-1">Invite link<span class="visually-hidden"> for Invitation to study mood-live</span></label>\\s*<input id="invite-url-1" type="text" readonly value="${shortUrl}" aria-describedby="invite-copy-hint"`,
      ),
    )
    expect(html).toContain('<p class="hint" id="invite-copy-hint">To copy an invite link')
    const linkId = /created=(lnk_[\w-]+)/.exec(location)![1]!
    expect(html).toContain(
      `<a class="button button-small" href="/console/invites/${linkId}/qr.svg" download>Download QR code (SVG)<span class="visually-hidden"> for Invitation to study mood-live</span></a>`,
    )
    expect(html).not.toContain('<script')

    const file = await app.get(`/console/invites/${linkId}/qr.svg`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="invite-words-qr-qr.svg"',
    )
    const svg = await file.text()
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg role="img"/)
    expect(svg).toContain(`aria-label="QR code for ${shortUrl}" width="512" height="512"`)

    expect((await app.get('/console/invites/lnk_nothing/qr.svg')).status).toBe(404)
  })
})

describe('the icon', () => {
  it('is an SVG on the console’s own origin, linked from every page, the CSP allowing it', async () => {
    const page = await app.get('/console')
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self'")
    expect(await page.text()).toContain(
      '<link rel="icon" href="/console/assets/favicon.svg" type="image/svg+xml">',
    )
    // Public like the stylesheet: the login page asks for it too.
    const icon = await app.handler(new Request(`${host}/console/assets/favicon.svg`), {
      remoteAddress: '127.0.0.1',
    })
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    const login = await app.handler(new Request(`${host}/console`), { remoteAddress: '127.0.0.1' })
    expect(login.status).toBe(401)
    expect(await login.text()).toContain('<link rel="icon" href="/console/assets/favicon.svg"')
  })
})
