import { createHmac, createHash, timingSafeEqual } from 'node:crypto'
import type { ClientInfo } from '../../src/server'
import { isLoopbackRequest } from '../sandbox/loopback'
import { consolePath } from './console-paths'
import { messagePage } from './console-responses'

/** The cookie that carries the console session (a value derived from the token). */
export const sessionCookie = 'console_session'

/** Options of {@link createConsoleAccess}. */
export interface ConsoleAccessOptions {
  /** The token `npm run demo` prints in the console URL (`CONSOLE_TOKEN`, else random). */
  token: string
}

/**
 * Who may use the console (it acts with the API key): the person running the demo. Three locks:
 * 1. loopback only — the socket's peer and the Host name (a rebound DNS name is refused);
 * 2. the token — `?token=…` once sets an HttpOnly, SameSite=Strict cookie and redirects to the
 *    URL without it (so the token stays out of history and Referer); later requests send the
 *    cookie; comparisons are constant-time; anything else answers 401;
 * 3. form posts from the console itself only (Sec-Fetch-Site, else Origin), so another site
 *    cannot act with the key even if a cookie were sent along.
 */
export function createConsoleAccess(options: ConsoleAccessOptions) {
  if (options.token.length < 16) {
    throw new Error('[study-runner demo] the console token must be at least 16 characters long')
  }
  // The cookie holds a value derived from the token, not the token itself.
  const session = createHmac('sha256', options.token)
    .update('study-runner console session')
    .digest('base64url')

  return {
    /**
     * Answers the request itself when it may not go on (403, 401, 405) or when it is the token
     * login (303 with the cookie); undefined when the console may serve it.
     */
    check(request: Request, info?: ClientInfo): Response | undefined {
      const url = new URL(request.url)
      if (!isLoopback(url, info)) {
        return messagePage(
          403,
          'Loopback only',
          'The researcher console answers on this computer only.',
        )
      }
      const token = url.searchParams.get('token')
      if (token !== null) {
        if (!sameSecret(token, options.token)) return unauthorized()
        url.searchParams.delete('token')
        return new Response(null, {
          status: 303,
          headers: {
            location: `${url.pathname}${url.search}`,
            'set-cookie': `${sessionCookie}=${session}; Path=${consolePath}; HttpOnly; SameSite=Strict`,
            'cache-control': 'no-store',
            'referrer-policy': 'no-referrer',
          },
        })
      }
      const cookie = readCookie(request.headers.get('cookie'), sessionCookie)
      if (cookie === undefined || !sameSecret(cookie, session)) return unauthorized()
      if (request.method === 'GET' || request.method === 'HEAD') return undefined
      // Any other method changes something, or is refused by the routes (405 with the path's own
      // methods, or 404): either way only from the console itself.
      if (!isSameOriginPost(request, url)) {
        return messagePage(403, 'Refused', 'Console forms must be posted from the console itself.')
      }
      return undefined
    },
    /** The `Cookie` header value a test (or a script) sends after logging in. */
    cookieHeader: `${sessionCookie}=${session}`,
  }
}

export type ConsoleAccess = ReturnType<typeof createConsoleAccess>

/** The peer is loopback and so is the Host name (no DNS rebinding onto 127.0.0.1). */
export function isLoopback(url: URL, info: ClientInfo | undefined): boolean {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const loopbackName =
    hostname === 'localhost' || isLoopbackRequest({ remoteAddress: hostname }, false)
  return isLoopbackRequest({ remoteAddress: info?.remoteAddress }) && loopbackName
}

/**
 * Sec-Fetch-Site where the browser sends it, else Origin; a client sending neither (curl) is no
 * browser another site could drive. (With `Referrer-Policy: no-referrer` browsers send
 * `Origin: null` on form posts, so Sec-Fetch-Site is what decides for them.)
 */
export function isSameOriginPost(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')
  return site !== null ? site === 'same-origin' : origin === null || origin === url.origin
}

/** Constant-time equality of two strings, whatever their lengths (compared as digests). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim()
    }
  }
  return undefined
}

function unauthorized(): Response {
  return messagePage(
    401,
    'Open the console from its link',
    'The researcher console needs the link that <code>npm run demo</code> printed when it started (it ends in <code>?token=…</code>). Open that link once in this browser; after that the console remembers you until the browser is closed.',
  )
}
