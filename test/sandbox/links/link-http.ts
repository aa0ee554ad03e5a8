import { expect } from 'vitest'
import type { SandboxOptions } from '../../../demo/sandbox/create-sandbox'
import type { Link } from '../../../src/api/link-types'
import { startHttpSandbox, type HttpSandbox } from '../conformance/http-harness'

/** What a link API call answered, body parsed (null for an empty body). */
export interface Answer<Body = Record<string, unknown>> {
  status: number
  headers: Headers
  body: Body
}

/**
 * The HTTP sandbox of the conformance suites with plain-fetch helpers for the link API: the
 * checks speak HTTP and JSON as the link spec describes them, not through the typed client.
 */
export interface LinkSandbox extends HttpSandbox {
  /** A key of the default account, for `call`. */
  key: string
  /** Calls `{baseUrl}{path}`; `json` is sent as application/json; `key: null` sends none. */
  call<Body = Record<string, unknown>>(
    method: string,
    path: string,
    init?: {
      json?: unknown
      body?: BodyInit
      headers?: Record<string, string>
      key?: string | null
    },
  ): Promise<Answer<Body>>
  /** POST /links that must answer 201; returns the link. */
  createLink(body: Record<string, unknown>, key?: string): Promise<Link>
  /** A fresh key (read + write) of an account, default the default account. */
  newKey(account?: string): Promise<{ id: string; key: string }>
  /** Visits a short URL without following the redirect, as a browser's first request. */
  visit(shortUrl: string, method?: 'GET' | 'HEAD'): Promise<Response>
}

export async function startLinkSandbox(options: SandboxOptions = {}): Promise<LinkSandbox> {
  const s = await startHttpSandbox(options)
  const newKey = async (account?: string) => {
    const { status, body } = await s.control('POST', '/_sandbox/keys', {
      scopes: ['read', 'write'],
      account,
    })
    if (status !== 201) throw new Error(`key creation failed: ${JSON.stringify(body)}`)
    return body as { id: string; key: string }
  }
  const { key } = await newKey()
  const call: LinkSandbox['call'] = async (method, path, init = {}) => {
    const headers = new Headers(init.headers)
    const presented = init.key === undefined ? key : init.key
    if (presented !== null) headers.set('authorization', `Bearer ${presented}`)
    let body = init.body
    if (init.json !== undefined) {
      body = JSON.stringify(init.json)
      if (!headers.has('content-type')) headers.set('content-type', 'application/json')
    }
    const response = await fetch(`${s.baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text === '' ? null : JSON.parse(text)) as never,
    }
  }
  return Object.assign(s, {
    key,
    call,
    newKey,
    createLink: async (body: Record<string, unknown>, withKey = key) => {
      const answer = await call<Link>('POST', '/links', { json: body, key: withKey })
      if (answer.status !== 201) throw new Error(`link creation failed: ${JSON.stringify(answer)}`)
      return answer.body
    },
    visit: (shortUrl: string, method: 'GET' | 'HEAD' = 'GET') =>
      fetch(shortUrl, { method, redirect: 'manual' }),
  })
}

/** The link API's error shape (docs/service.md#link-api): exactly `{ error: "<message>" }`. */
export const errorShape = { error: expect.stringMatching(/\S/) as string }
