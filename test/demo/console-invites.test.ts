import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsoleHarness, host, loopback, type ConsoleHarness } from './console-harness'

// The console's Invites panel (issue 10's researcher page, now in the console), called as a
// fetch handler (no port needed).
let app: ConsoleHarness
beforeAll(async () => {
  app = await createConsoleHarness()
})
afterAll(() => app.sandbox.sandbox.close())

const get = (query = '') => app.get(`/console/invites${query}`)
const post = (
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: host, 'sec-fetch-site': 'same-origin' },
) => app.post('/console/invites', fields, headers)

describe('/console/invites', () => {
  it('offers the live studies only, with labelled fields, and never the key', async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    const html = await response.text()
    expect(html).toContain('<h1>Invite links</h1>')
    expect(html).toContain('<option value="mood-live"')
    expect(html).not.toContain('value="mood-draft"')
    for (const [name, label] of [
      ['study', 'Study'],
      ['alias', 'Alias (optional)'],
      ['utm_source', 'Source'],
      ['utm_medium', 'Medium'],
      ['utm_campaign', 'Campaign'],
    ]) {
      expect(html).toContain(`<label for="invite-${name}">${label}</label>`)
    }
    expect(html).toContain('Create invite link</button>')
    expect(html).not.toContain('sk_live_')
    expect(html).not.toContain('<script')
  })

  it('creates an invite link, shows its short URL, QR code and clicks', async () => {
    const created = await post({
      study: 'mood-live',
      alias: 'mood-page',
      utm_source: 'poster',
      utm_medium: 'qr',
      utm_campaign: '',
    })
    expect(created.status).toBe(303)
    const location = created.headers.get('location')!
    expect(location).toMatch(/^\/console\/invites\?created=lnk_/)

    const html = await (await app.get(location)).text()
    const shortUrl = 'http://sandbox.test/s/mood-page'
    expect(html).toContain('<h2 id="created-heading">New invite link</h2>')
    expect(html).toContain(`<a href="${shortUrl}">${shortUrl}</a>`)
    expect(html).toContain(`<svg role="img" aria-label="QR code for ${shortUrl}"`)
    expect(html).toContain(`${host}/?study=mood-live&amp;utm_source=poster&amp;utm_medium=qr`)
    expect(html).toContain('<td>0 clicks</td>')

    const visit = await app.sandbox.sandbox.app.fetch(new Request(shortUrl))
    expect(visit.headers.get('location')).toBe(
      `${host}/?study=mood-live&utm_source=poster&utm_medium=qr`,
    )
    expect(await (await get()).text()).toContain('<td>1 click</td>')
  })

  it('shows the link API’s refusal and keeps what was typed', async () => {
    await post({ study: 'mood-live', alias: 'taken-page' })
    const again = await post({ study: 'mood-live', alias: 'taken-page', utm_source: 'mail' })
    expect(again.status).toBe(409)
    const html = await again.text()
    expect(html).toMatch(
      /<div class="notice notice-error" role="alert"><p>The alias &quot;taken-page&quot; is taken/,
    )
    expect(html).toContain('value="mail"')

    const bad = await post({ study: 'mood-live', alias: 'no spaces' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Alias must be 3 to 64 characters')

    const notLive = await post({ study: 'mood-draft' })
    expect(notLive.status).toBe(400)
    expect(await notLive.text()).toContain('Choose one of the live studies.')
  })

  it('refuses other sites’ posts, non-loopback callers and foreign Host names', async () => {
    const form = { study: 'mood-live' }
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ]) {
      expect((await post(form, headers)).status).toBe(403)
    }
    // Without Sec-Fetch-Site the Origin decides; a client sending neither is no browser.
    expect((await post({ ...form, alias: 'origin-only' }, { origin: host })).status).toBe(303)
    expect((await post({ ...form, alias: 'curl-like' }, {})).status).toBe(303)
    const cookie = { cookie: app.cookie }
    expect(
      (
        await app.handler(new Request(`${host}/console/invites`, { headers: cookie }), {
          remoteAddress: '10.0.0.8',
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await app.handler(
          new Request('http://evil.example:5173/console/invites', { headers: cookie }),
          loopback,
        )
      ).status,
    ).toBe(403)
    const put = await app.handler(
      new Request(`${host}/console/invites`, { method: 'PUT', headers: cookie }),
      loopback,
    )
    expect(put.status).toBe(405)
  })
})
