import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsoleAccess } from '../../demo/console'
import {
  createConsoleHarness,
  host,
  loopback,
  sameOrigin,
  token,
  type ConsoleHarness,
} from './console-harness'

let app: ConsoleHarness
beforeAll(async () => {
  app = await createConsoleHarness()
})
afterAll(() => app.sandbox.sandbox.close())

const visit = (path: string, headers: Record<string, string> = {}, info = loopback) =>
  app.handler(new Request(`${host}${path}`, { headers }), info)

describe('console access', () => {
  it('answers 401 with a human message without the token, or with a wrong one', async () => {
    for (const response of [
      await visit('/console'),
      await visit('/console/events'),
      await visit('/console?token=wrong-token-wrong-token'),
      await visit('/console', { cookie: 'console_session=forged' }),
      await visit('/console', { cookie: `console_session=${token}` }),
    ]) {
      expect(response.status).toBe(401)
      const html = await response.text()
      expect(html).toContain('<h1>Open the console from its link</h1>')
      expect(html).not.toContain(token)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('trades the token for an HttpOnly, SameSite=Strict cookie and drops it from the URL', async () => {
    const login = await visit(`/console/studies/energy-check/results?dataset=scores&token=${token}`)
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe(
      '/console/studies/energy-check/results?dataset=scores',
    )
    const cookie = login.headers.get('set-cookie')!
    expect(cookie).toMatch(/^console_session=[\w-]{43}; Path=\/console; HttpOnly; SameSite=Strict$/)
    // The cookie holds a value derived from the token, not the token.
    expect(cookie).not.toContain(token)
    const page = await visit('/console/studies/energy-check/results?dataset=scores', {
      cookie: cookie.split(';')[0]!,
    })
    expect(page.status).toBe(200)
  })

  it('sends no-store, no-referrer, no framing and a CSP without script on every page', async () => {
    for (const path of ['/console', '/console/licences', '/console/events', '/console/invites']) {
      const response = await app.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      const csp = response.headers.get('content-security-policy')!
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('script-src')
      const html = await response.text()
      expect(html).not.toContain('<script')
      expect(html).not.toContain('sk_live_')
    }
  })

  it('refuses callers that are not on loopback, and foreign Host names, even with the token', async () => {
    const remote = await visit(`/console?token=${token}`, {}, { remoteAddress: '10.0.0.8' })
    expect(remote.status).toBe(403)
    const withCookie = await visit(
      '/console',
      { cookie: app.cookie },
      { remoteAddress: '192.168.1.4' },
    )
    expect(withCookie.status).toBe(403)
    const rebound = await app.handler(
      new Request('http://evil.example:5173/console', { headers: { cookie: app.cookie } }),
      loopback,
    )
    expect(rebound.status).toBe(403)
  })

  it('refuses form posts from other sites, and other methods', async () => {
    // Even a close with its confirmation is refused when another site posts it.
    const form = { status: 'closed', confirm: 'yes' }
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await app.post('/console/studies/mood-live/status', form, headers)
      expect(response.status).toBe(403)
    }
    expect(
      (await app.sandbox.call('GET', '/api/public/v1/studies/mood-live').then((r) => r.json())) as {
        status: string
      },
    ).toMatchObject({ status: 'live' })
    const put = await app.handler(
      new Request(`${host}/console`, { method: 'PUT', headers: { cookie: app.cookie } }),
      loopback,
    )
    expect(put.status).toBe(405)
    // A method the console takes, on a page that does not: 405 with the page's own methods.
    const postToPage = await app.post('/console/events', form, sameOrigin)
    expect(postToPage.status).toBe(405)
    expect(postToPage.headers.get('allow')).toBe('GET, HEAD')
    const putTo = (path: string) =>
      app.handler(
        new Request(`${host}${path}`, { method: 'PUT', headers: { cookie: app.cookie } }),
        loopback,
      )
    expect((await putTo('/console/events')).headers.get('allow')).toBe('GET, HEAD')
    expect((await putTo('/console/no-such-page')).status).toBe(404)
    const head = await app.handler(
      new Request(`${host}/console`, { method: 'HEAD', headers: { cookie: app.cookie } }),
      loopback,
    )
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    // A same-origin post passes the guard (here: a study that does not exist → 404).
    const unknown = await app.post('/console/studies/no-such-study/status', form, sameOrigin)
    expect(unknown.status).toBe(404)
  })

  it('serves its stylesheet without the token, and redirects the old invites address', async () => {
    const css = await visit('/console/assets/console.css')
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(await css.text()).toContain('.sr-chart')
    const old = await visit('/researcher/invites')
    expect(old.status).toBe(308)
    expect(old.headers.get('location')).toBe('/console/invites')
  })

  it('wants a token of at least 16 characters', () => {
    expect(() => createConsoleAccess({ token: 'short' })).toThrow(/at least 16/)
  })
})
