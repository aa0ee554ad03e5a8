import { describe, expect, it, vi } from 'vitest'
import { post } from './fake-upstream'
import {
  body,
  claim,
  create,
  fakeLinkApi,
  proxyWithSession,
  shortLink,
  token,
} from './resume-fixtures'

describe('createStudyProxy — POST /resume (continue on another device)', () => {
  it('keeps the session under a resume id and answers the long URL without a link client', async () => {
    const { proxy, upstreamSinceStart } = await proxyWithSession()
    const response = await proxy(create())
    expect(response.status).toBe(201)
    const created = (await response.json()) as { resumeId: string; url: string; expiresAt: string }
    expect(created.resumeId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // Only ?resume=: the page's other parameters and its fragment (here a token) are gone.
    expect(created.url).toBe(`http://host.test/take?resume=${created.resumeId}`)
    expect(created.url).not.toContain(token)
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3_600_000)
    const claimed = await proxy(claim(created.resumeId))
    expect(claimed.status).toBe(200)
    expect(await claimed.json()).toEqual({
      studyId: 'energy-check',
      sessionId: 's_1',
      token,
      page: 2,
      answers: body.answers,
      expiresAt: created.expiresAt,
    })
    expect(upstreamSinceStart()).toBe(0)
  })

  it("carries the widget's parameter name, shuffle seed and language; only the id is in the link", async () => {
    const { links, requests } = fakeLinkApi(shortLink)
    const { proxy } = await proxyWithSession({ resume: { links } })
    const seed = 'key_9f2c41d0-secret'
    const response = await proxy(create({ param: 'continue', seed, language: 'pt-BR' }))
    expect(response.status).toBe(201)
    const { resumeId } = (await response.json()) as { resumeId: string }
    const sent = JSON.parse(requests[0]!.body) as { destination_url: string }
    expect(sent.destination_url).toBe(`http://host.test/take?continue=${resumeId}`)
    expect(requests[0]!.body).not.toContain(seed)
    const claimed = (await (await proxy(claim(resumeId))).json()) as Record<string, unknown>
    expect(claimed).toMatchObject({ sessionId: 's_1', token, seed, language: 'pt-BR' })
    expect(claimed).not.toHaveProperty('param')
  })

  it("carries the timed modules' clocks, each rebuilt from its three members", async () => {
    const { proxy } = await proxyWithSession()
    const clock = { endsAt: Date.parse('2026-11-25T12:01:00Z'), extensionsLeft: 9, expired: false }
    const deadlines = {
      des: { ...clock, note: 'not kept' },
      about: { endsAt: 1_764_072_000_000.5, extensionsLeft: 0, expired: true },
    }
    const response = await proxy(create({ deadlines, shownAt: { 'des6.1': 1 } }))
    expect(response.status).toBe(201)
    const { resumeId } = (await response.json()) as { resumeId: string }
    const claimed = (await (await proxy(claim(resumeId))).json()) as Record<string, unknown>
    expect(claimed.deadlines).toEqual({ des: clock, about: deadlines.about })
    // The first-shown times are not part of a resume record (docs/architecture.md).
    expect(claimed).not.toHaveProperty('shownAt')
  })

  it('gives a fresh 128-bit id each time', async () => {
    const { proxy } = await proxyWithSession()
    const ids = new Set<string>()
    for (let i = 0; i < 3; i++) {
      ids.add(((await (await proxy(create())).json()) as { resumeId: string }).resumeId)
    }
    expect(ids.size).toBe(3)
  })

  it('answers a short link made with the link client, which never sees the token', async () => {
    const { links, requests } = fakeLinkApi(shortLink)
    const { proxy, upstreamSinceStart } = await proxyWithSession({ resume: { links } })
    const created = (await (await proxy(create())).json()) as { resumeId: string; url: string }
    expect(created.url).toBe('https://links.test/s/abc')
    expect(requests).toHaveLength(1)
    const sent = JSON.parse(requests[0]!.body) as { destination_url: string }
    expect(sent.destination_url).toBe(`http://host.test/take?resume=${created.resumeId}`)
    expect(requests[0]!.body).not.toContain(token)
    expect(requests[0]!.url).not.toContain(token)
    expect([...requests[0]!.headers.values()].join(' ')).not.toContain(token)
    expect(upstreamSinceStart()).toBe(0)
  })

  it.each([
    ['refuses (429)', () => Response.json({ error: 'Too many links' }, { status: 429 })],
    ['fails (503)', () => new Response('<html>down</html>', { status: 503 })],
    [
      'cannot be reached',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
    ['does not answer in time', () => new Promise<Response>(() => {})],
  ])('falls back to the long URL when the Link API %s', async (_, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { links } = fakeLinkApi(reply)
    const { proxy } = await proxyWithSession({ resume: { links, linkTimeoutMs: 20 } })
    const response = await proxy(create())
    expect(response.status).toBe(201)
    const created = (await response.json()) as { resumeId: string; url: string }
    expect(created.url).toBe(`http://host.test/take?resume=${created.resumeId}`)
    await proxy(create())
    const said = warn.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('link'))
    warn.mockRestore()
    expect(said).toHaveLength(1) // once per proxy, not once per link
    expect(said[0]).not.toContain(token)
  })

  it('refuses a destination outside its own origin and allowedOrigins with 403 forbidden_origin', async () => {
    const { links, requests } = fakeLinkApi(shortLink)
    const { proxy } = await proxyWithSession({
      resume: { links },
      allowedOrigins: ['https://www.example.org'],
    })
    for (const elsewhere of ['https://evil.test/take', 'https://www.example.org.evil.test/']) {
      const response = await proxy(create({ destination: elsewhere }))
      expect(response.status, elsewhere).toBe(403)
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } })
    }
    expect(requests).toHaveLength(0)
    const allowed = await proxy(create({ destination: 'https://www.example.org/study?x=1' }))
    expect(allowed.status).toBe(201)
  })

  it('refuses a cross-site page (CSRF) like the other POST routes', async () => {
    const { proxy } = await proxyWithSession()
    const response = await proxy(
      create({}, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } })
  })

  it.each([
    ['studyId', { studyId: '../x' }],
    ['sessionId', { sessionId: 7 }],
    ['token', { token: '' }],
    ['page', { page: 1.5 }],
    ['page', { page: -1 }],
    ['answers', { answers: [] }],
    ['answers.Q1', { answers: { Q1: 'two' } }],
    ['destination', { destination: 'javascript:alert(1)' }],
    ['destination', { destination: '/take' }],
    ['ttlHours', { ttlHours: 0 }],
    ['param', { param: 'a b' }],
    ['param', { param: '' }],
    ['seed', { seed: 'x'.repeat(201) }],
    ['language', { language: 'en_GB; drop' }],
    ['deadlines', { deadlines: [] }],
    [
      'deadlines',
      { deadlines: { ['m'.repeat(201)]: { endsAt: 1, extensionsLeft: 0, expired: false } } },
    ],
    [
      'deadlines',
      {
        deadlines: Object.fromEntries(
          Array.from({ length: 1001 }, (_, i) => [
            `m${i}`,
            { endsAt: 1, extensionsLeft: 0, expired: false },
          ]),
        ),
      },
    ],
    [
      'deadlines.des',
      { deadlines: { des: { endsAt: '12:01', extensionsLeft: 0, expired: false } } },
    ],
    ['deadlines.des', { deadlines: { des: { endsAt: -1, extensionsLeft: 0, expired: false } } }],
    ['deadlines.des', { deadlines: { des: { endsAt: 9e15, extensionsLeft: 0, expired: false } } }],
    ['deadlines.des', { deadlines: { des: { endsAt: 1, extensionsLeft: 11, expired: false } } }],
    ['deadlines.des', { deadlines: { des: { endsAt: 1, extensionsLeft: 1.5, expired: false } } }],
    ['deadlines.des', { deadlines: { des: { endsAt: 1, extensionsLeft: 0, expired: 'no' } } }],
    ['deadlines.des', { deadlines: { des: 60 } }],
  ])('answers 400 bad_request naming %s', async (field, overrides) => {
    const { proxy } = await proxyWithSession()
    const response = await proxy(create(overrides))
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({
      error: { code: 'bad_request', details: [expect.objectContaining({ field })] },
    })
    expect(text).not.toContain(token)
  })

  it('answers 400 for a body that is not a JSON object, 413 past the body limit', async () => {
    const { proxy } = await proxyWithSession({ maxBodyBytes: 1024 })
    expect((await proxy(post('/api/study/resume', '[1]'))).status).toBe(400)
    const big = await proxy(create({ answers: { Q1: { valueText: 'x'.repeat(2000) } } }))
    expect(big.status).toBe(413)
  })

  it('answers 404 for a session the proxy does not know, or a study outside `studies`', async () => {
    const { proxy } = await proxyWithSession({ studies: ['energy-check'] })
    const unknown = await proxy(create({ sessionId: 's_made_up' }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } })
    expect((await proxy(create({ studyId: 'other' }))).status).toBe(404)
  })

  it('keeps a record for ttlHours, the body asking for less and the option capping it', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z')
    const { proxy } = await proxyWithSession({ now: () => clock, resume: { ttlHours: 24 } })
    const ask = async (ttlHours?: number) =>
      (await (await proxy(create(ttlHours ? { ttlHours } : {}))).json()) as {
        resumeId: string
        expiresAt: string
      }
    const capped = await ask(100)
    const short = await ask(2)
    expect(capped.expiresAt).toBe('2026-11-26T12:00:00.000Z')
    expect(short.expiresAt).toBe('2026-11-25T14:00:00.000Z')
    clock += 2 * 3_600_000
    expect((await proxy(claim(short.resumeId))).status).toBe(404)
    clock += 22 * 3_600_000 - 1
    expect((await proxy(claim(capped.resumeId))).status).toBe(200)
  })

  it('expires a record after 72 hours by default', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z')
    const { proxy } = await proxyWithSession({ now: () => clock })
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    clock += 72 * 3_600_000
    const expired = await proxy(claim(resumeId))
    expect(expired.status).toBe(404)
    expect(await expired.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('limits links per session: three at once, then one every ten minutes', async () => {
    let clock = Date.parse('2026-11-25T12:00:00Z')
    const { proxy } = await proxyWithSession({ now: () => clock })
    for (let i = 0; i < 3; i++) expect((await proxy(create())).status).toBe(201)
    const refused = await proxy(create())
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    clock += 600_000
    expect((await proxy(create())).status).toBe(201)
  })

  it('is off with resume: false', async () => {
    const { proxy } = await proxyWithSession({ resume: false })
    expect((await proxy(create())).status).toBe(404)
  })
})
