import { expect } from 'vitest'
import { createLinkClient, type StudyProxyOptions } from '../../src/server'
import { post, setupProxy } from './fake-upstream'

// Shared by the resume route's tests: a session, a resume request, a fake Link API.

export const token = 'tok_secret_123'
const destination = 'http://host.test/take?study=energy-check&token=leak#page-3'
export const body = {
  studyId: 'energy-check',
  sessionId: 's_1',
  token,
  page: 2,
  answers: { Q1: { valueNum: 2, answeredAt: '2026-11-25T12:00:00Z', rtMs: 900, changes: 0 } },
  destination,
}

/** The Link API as the link client reaches it: records each request, answers with `reply`. */
export function fakeLinkApi(reply: (request: Request) => Response | Promise<Response>) {
  const requests: { url: string; headers: Headers; body: string }[] = []
  const links = createLinkClient({
    baseUrl: 'https://links.test/api/v1',
    apiKey: 'sk_live_linkkeylinkkeylinkkeylinkkey12',
    fetch: async (request) => {
      requests.push({
        url: request.url,
        headers: request.headers,
        body: await request.clone().text(),
      })
      return reply(request)
    },
  })
  return { links, requests }
}

export const shortLink = () =>
  Response.json(
    { id: 'l1', short_code: 'abc', short_url: 'https://links.test/s/abc', status: 'active' },
    { status: 201 },
  )

/** A proxy over a fake service, with the session `s_1` started through it. */
export async function proxyWithSession(options: Partial<StudyProxyOptions> = {}) {
  const setup = setupProxy(options)
  expect((await setup.proxy(post('/api/study/studies/energy-check/sessions', {}))).status).toBe(201)
  const started = setup.calls.length
  return { ...setup, upstreamSinceStart: () => setup.calls.length - started }
}

export const create = (
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => post('/api/study/resume', { ...body, ...overrides }, headers)
export const claim = (resumeId: string, studyId = 'energy-check') =>
  post(`/api/study/resume/${resumeId}`, { studyId })
