import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import { buildParticipationUrl, createInviteLink } from '../../src/server/create-invite-link'
import { isLinkApiError } from '../../src/server/link-api-error'
import { createLinkClient, type LinkClient } from '../../src/server/link-client'
import { fixturesDir } from '../sandbox/harness'

describe('buildParticipationUrl', () => {
  it('adds ?study=<id> to a base URL, keeping its query and fragment', () => {
    expect(
      buildParticipationUrl({
        studyId: 'energy-check',
        participationUrl: 'http://127.0.0.1:5173/',
      }),
    ).toBe('http://127.0.0.1:5173/?study=energy-check')
    expect(
      buildParticipationUrl({
        studyId: 'a b&c',
        participationUrl: 'https://example.org/take?lang=de#start',
      }),
    ).toBe('https://example.org/take?lang=de&study=a+b%26c#start')
  })

  it('puts the id into a {studyId} template instead, encoded', () => {
    expect(
      buildParticipationUrl({
        studyId: 'mood/2',
        participationUrl: 'https://example.org/studies/{studyId}/take',
      }),
    ).toBe('https://example.org/studies/mood%2F2/take')
  })

  it('adds campaign parameters as utm_*', () => {
    const url = new URL(
      buildParticipationUrl({
        studyId: 's1',
        participationUrl: 'https://example.org/',
        utm: {
          source: 'newsletter',
          medium: 'email',
          campaign: 'spring 2026',
          term: 'sleep',
          content: 'poster-a',
        },
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      study: 's1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring 2026',
      utm_term: 'sleep',
      utm_content: 'poster-a',
    })
  })

  it('takes another query parameter name for the study', () => {
    expect(
      buildParticipationUrl({
        studyId: 's1',
        participationUrl: 'https://example.org/',
        studyParam: 'sid',
      }),
    ).toBe('https://example.org/?sid=s1')
  })

  it('says what to fix for bad input', () => {
    const base = { studyId: 's1', participationUrl: 'https://example.org/' }
    expect(() => buildParticipationUrl({ ...base, studyId: ' ' })).toThrow(/needs a studyId/)
    for (const participationUrl of ['/take', 'example.org', 'ftp://example.org/', '']) {
      expect(() => buildParticipationUrl({ ...base, participationUrl })).toThrow(
        /absolute http\(s\) participationUrl/,
      )
    }
    expect(() => buildParticipationUrl({ ...base, utm: { source: '' } })).toThrow(
      /utm.source must be a non-empty string/,
    )
    expect(() =>
      buildParticipationUrl({ ...base, utm: { medium: 3 } as unknown as { medium: string } }),
    ).toThrow(/utm.medium/)
    expect(() =>
      buildParticipationUrl({ ...base, utm: { camp: 'x' } as unknown as { campaign: string } }),
    ).toThrow(/utm.camp is not a campaign parameter; use source, medium, campaign, term, content/)
  })
})

describe('createInviteLink', () => {
  let sandbox: Sandbox
  let client: LinkClient
  beforeAll(async () => {
    sandbox = createSandbox({ seedDirs: [fixturesDir], sweepIntervalMs: 0 })
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/_sandbox/keys', { method: 'POST' }),
    )
    const { key } = (await response.json()) as { key: string }
    client = createLinkClient({
      baseUrl: 'http://sandbox.test/api/public/v1',
      apiKey: key,
      fetch: (request) => sandbox.app.fetch(request),
    })
  })
  afterAll(() => sandbox.close())

  it('shortens the participation URL; the short link redirects there', async () => {
    const link = await createInviteLink({
      client,
      studyId: 'mood-live',
      participationUrl: 'http://127.0.0.1:5173/',
      alias: 'mood-spring',
      utm: { source: 'poster', medium: 'qr' },
    })
    expect(link).toMatchObject({
      short_code: 'mood-spring',
      short_url: 'http://sandbox.test/s/mood-spring',
      destination_url: 'http://127.0.0.1:5173/?study=mood-live&utm_source=poster&utm_medium=qr',
      title: 'Invitation to study mood-live',
      status: 'active',
      clicks: 0,
    })
    const visit = await sandbox.app.fetch(new Request(link.short_url))
    expect(visit.status).toBe(302)
    expect(visit.headers.get('location')).toBe(link.destination_url)
  })

  it('takes a title and makes a random code without an alias', async () => {
    const link = await createInviteLink({
      client,
      studyId: 'mood-live',
      participationUrl: 'https://example.org/take',
      title: 'Wave 2',
    })
    expect(link.title).toBe('Wave 2')
    expect(link.short_code).toMatch(/^[A-Za-z0-9]{8}$/)
  })

  it('refuses a bad alias before calling the service, and passes the service’s 409 on', async () => {
    const options = { client, studyId: 's1', participationUrl: 'https://example.org/' }
    await expect(createInviteLink({ ...options, alias: 'no spaces' })).rejects.toThrow(
      /alias must be 3 to 64 characters/,
    )
    await createInviteLink({ ...options, alias: 'taken-invite' })
    const error: unknown = await createInviteLink({ ...options, alias: 'taken-invite' }).catch(
      (caught: unknown) => caught,
    )
    expect(isLinkApiError(error) && error.status).toBe(409)
  })

  it('says how to get a client when none is given', async () => {
    await expect(
      createInviteLink({
        client: undefined as unknown as LinkClient,
        studyId: 's1',
        participationUrl: 'https://example.org/',
      }),
    ).rejects.toThrow(/createLinkClient\(\{ baseUrl, apiKey \}\)/)
  })
})
