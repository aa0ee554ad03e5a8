import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorShape, startLinkSandbox, type LinkSandbox } from './link-http'

// POST /links (docs/service.md#link-api) over HTTP: required destination, aliases, titles.
let s: LinkSandbox
beforeAll(async () => {
  s = await startLinkSandbox()
})
afterAll(() => s.close())

const destination = 'https://example.org/take?study=energy-check'

describe('POST /links', () => {
  it('answers 201 with the link: id, short_code, short_url, destination_url, title, clicks, status', async () => {
    const answer = await s.call('POST', '/links', {
      json: { destination_url: destination, title: 'Spring wave' },
    })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    const link = answer.body
    expect(link).toEqual({
      id: expect.any(String) as string,
      short_code: expect.any(String) as string,
      short_url: `${s.origin}/s/${link.short_code as string}`,
      destination_url: destination,
      title: 'Spring wave',
      clicks: 0,
      status: 'active',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/) as string,
      deleted_at: null,
    })
    expect(answer.headers.get('location')).toBe(`/api/public/v1/links/${link.id as string}`)
  })

  it('generates random url-safe codes of at least 7 characters, a new one every time', async () => {
    const codes = new Set<string>()
    for (let index = 0; index < 20; index++) {
      const link = await s.createLink({ destination_url: destination })
      expect(link.short_code).toMatch(/^[A-Za-z0-9_-]{7,}$/)
      codes.add(link.short_code)
    }
    expect(codes.size).toBe(20)
  })

  it('accepts http and https destinations as given, with query and fragment', async () => {
    for (const url of ['http://example.org', 'https://example.org/a/b?x=1&y=%20#part']) {
      expect((await s.createLink({ destination_url: url })).destination_url).toBe(url)
    }
  })

  it('leaves the title empty when none is given and ignores unknown members', async () => {
    const link = await s.createLink({ destination_url: destination, colour: 'red' })
    expect(link.title).toBe('')
    expect(link).not.toHaveProperty('colour')
  })

  describe('refuses bad input with 400 { error }', () => {
    const cases: [string, unknown, RegExp][] = [
      ['no destination_url', {}, /destination_url is required/],
      ['an empty destination_url', { destination_url: '' }, /destination_url is required/],
      ['a number', { destination_url: 42 }, /destination_url must be a string/],
      ['a relative URL', { destination_url: '/take?study=s1' }, /http/],
      ['a URL without scheme', { destination_url: 'example.org/take' }, /http/],
      ['ftp', { destination_url: 'ftp://example.org/file' }, /http/],
      ['javascript:', { destination_url: 'javascript:alert(1)' }, /http/],
      ['data:', { destination_url: 'data:text/html,hi' }, /http/],
      ['mailto:', { destination_url: 'mailto:a@example.org' }, /http/],
      ['spaces', { destination_url: 'https://example.org/a b' }, /http/],
      [
        'over 2048 characters',
        { destination_url: `https://example.org/${'a'.repeat(2048)}` },
        /2048/,
      ],
      ['a title that is not a string', { destination_url: destination, title: 7 }, /title/],
      [
        'a title over 200 characters',
        { destination_url: destination, title: 'x'.repeat(201) },
        /title/,
      ],
    ]
    for (const [what, body, message] of cases) {
      it(`${what}`, async () => {
        const answer = await s.call('POST', '/links', { json: body })
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual(errorShape)
        expect(answer.body.error).toMatch(message)
      })
    }
  })

  describe('the request body', () => {
    const cases: [string, { body?: string; headers?: Record<string, string> }][] = [
      [
        'malformed JSON',
        { body: '{"destination_url":', headers: { 'content-type': 'application/json' } },
      ],
      ['a JSON array', { body: '[]', headers: { 'content-type': 'application/json' } }],
      ['JSON null', { body: 'null', headers: { 'content-type': 'application/json' } }],
      ['no body', {}],
      [
        'a body that is not application/json',
        {
          body: JSON.stringify({ destination_url: destination }),
          headers: { 'content-type': 'text/plain' },
        },
      ],
      [
        'a form body',
        {
          body: `destination_url=${encodeURIComponent(destination)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      [
        'a body over 64 KB',
        {
          body: JSON.stringify({ destination_url: destination, title: 'x'.repeat(70_000) }),
          headers: { 'content-type': 'application/json' },
        },
      ],
    ]
    for (const [what, init] of cases) {
      it(`answers 400 { error } to ${what}`, async () => {
        const answer = await s.call('POST', '/links', init)
        expect(answer.status).toBe(400)
        expect(answer.body).toEqual(errorShape)
      })
    }

    it('takes application/json with a charset', async () => {
      const answer = await s.call('POST', '/links', {
        body: JSON.stringify({ destination_url: destination }),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
      expect(answer.status).toBe(201)
    })
  })
})

describe('aliases (docs/service.md#link-api)', () => {
  it('makes the alias the short_code and the short URL', async () => {
    const link = await s.createLink({ destination_url: destination, alias: 'energy-spring_1' })
    expect(link.short_code).toBe('energy-spring_1')
    expect(link.short_url).toBe(`${s.origin}/s/energy-spring_1`)
  })

  it('accepts 3 to 64 of A-Z a-z 0-9 _ -', async () => {
    for (const alias of ['abc', 'A-Z_09', 'x'.repeat(64), '___', '---']) {
      expect((await s.createLink({ destination_url: destination, alias })).short_code).toBe(alias)
    }
  })

  it('treats a null alias as none', async () => {
    const link = await s.createLink({ destination_url: destination, alias: null })
    expect(link.short_code).toMatch(/^[A-Za-z0-9_-]{7,}$/)
  })

  for (const alias of [
    '',
    'ab',
    'y'.repeat(65),
    'has space',
    'dot.ted',
    'sl/ash',
    'ümlaut',
    'a%20b',
    42,
    true,
    ['abc'],
  ]) {
    it(`refuses the alias ${JSON.stringify(alias)} with 400`, async () => {
      const answer = await s.call('POST', '/links', {
        json: { destination_url: destination, alias },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual(errorShape)
      expect(answer.body.error).toMatch(/alias/)
    })
  }

  it('answers 409 { error } for an alias that is taken, in this account or another', async () => {
    await s.createLink({ destination_url: destination, alias: 'taken-one' })
    const again = await s.call('POST', '/links', {
      json: { destination_url: 'https://example.org/other', alias: 'taken-one' },
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual(errorShape)
    const other = await s.newKey('acc_links_other')
    const elsewhere = await s.call('POST', '/links', {
      json: { destination_url: destination, alias: 'taken-one' },
      key: other.key,
    })
    expect(elsewhere.status).toBe(409)
  })

  it('answers 409 for the code a generated link already has', async () => {
    const generated = await s.createLink({ destination_url: destination })
    const answer = await s.call('POST', '/links', {
      json: { destination_url: destination, alias: generated.short_code },
    })
    expect(answer.status).toBe(409)
  })

  it('tells aliases apart by case, as URL paths are', async () => {
    await s.createLink({ destination_url: destination, alias: 'CaseAlias' })
    const lower = await s.createLink({ destination_url: destination, alias: 'casealias' })
    expect(lower.short_code).toBe('casealias')
  })
})
