import { createStudyProxy, type StudyProxyOptions } from '../../src/server'

export const apiKey = 'sk_live_abcdefghijklmnopqrstuvwxyz012345'
export const baseUrl = 'https://service.test/api/public/v1'

/** One call the proxy made upstream. */
export interface RecordedCall {
  url: string
  method: string
  headers: Headers
  body: string | null
}

export type Reply = (call: RecordedCall) => Response | Promise<Response>

/** Plausible answers of the four routes, content with revision `r1`. */
export const serviceReply: Reply = (call) => {
  if (call.url.endsWith('/content')) {
    return Response.json(
      { studyId: 'energy-check', revision: 'r1', modules: [] },
      { headers: { etag: '"r1"' } },
    )
  }
  if (call.url.endsWith('/sessions')) {
    return Response.json({ sessionId: 's_1', token: 't' }, { status: 201 })
  }
  if (call.url.endsWith('/responses')) return Response.json({ accepted: 1 }, { status: 201 })
  return Response.json({ status: 'completed', scores: [] })
}

/** A fake Study Service that records every call, and a proxy in front of it. */
export function setupProxy(options: Partial<StudyProxyOptions> = {}, reply: Reply = serviceReply) {
  const calls: RecordedCall[] = []
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const body = init?.body ? new TextDecoder().decode(init.body as Uint8Array) : null
    const call: RecordedCall = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    }
    calls.push(call)
    await Promise.resolve()
    return reply(call)
  }) as typeof globalThis.fetch
  const proxy = createStudyProxy({ baseUrl, apiKey, basePath: '/api/study', fetch, ...options })
  return { proxy, calls }
}

/** A request to the proxy's host, as a same-origin page would send it. */
export function at(path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
  return new Request(`http://host.test${path}`, { ...init, headers })
}

/** A same-origin JSON POST. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return at(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** A promise that can be resolved from outside (holding upstream answers back). */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
