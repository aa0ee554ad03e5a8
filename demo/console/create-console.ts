import { allowedMethods } from '../sandbox/allowed-methods'
import type { ReceivedDelivery } from '../event-receiver'
import { createLinkClient, createStudyServiceClient, type ClientInfo } from '../../src/server'
import { createConsoleAccess } from './console-access'
import type { ConsoleContext, RouteHandler } from './console-context'
import { consoleFavicon } from './console-favicon'
import {
  consolePath,
  consoleUrls,
  faviconPath,
  legacyInvitesPath,
  stylesheetPath,
} from './console-paths'
import { messagePage, securityHeaders } from './console-responses'
import { consoleStylesheet } from './console-stylesheet'
import { confirmCloseStudy } from './close-study-routes'
import { showEvents } from './event-routes'
import {
  defaultInstrumentDirs,
  readInstrumentScales,
  type InstrumentScale,
} from './instrument-scales'
import { downloadInviteQr } from './invite-qr-routes'
import { createInvite, showInvites } from './invites-routes'
import { decideLicence, requestLicence, showLicences } from './licence-routes'
import { downloadResultsCsv, showResults } from './results-routes'
import { createSandboxControls } from './sandbox-controls'
import { changeStudyStatus, createStudy, editStudy, showStudies, showStudy } from './study-routes'

/** Options of {@link createConsole}. */
export interface ConsoleOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:4010`: both APIs live under its `/api/public/v1`. */
  sandboxUrl: string
  /** The console's key (read + write); it stays on this server. */
  apiKey: string
  /** The access token printed in the console URL (see console-access.ts). */
  token: string
  /** The webhook deliveries to list on the Events page, newest first. @default none */
  deliveries?: () => readonly ReceivedDelivery[]
  /** Folders of instrument files, for score ranges and bands. @default demo's and SANDBOX_SEED_DIR's */
  instrumentDirs?: string[]
  /**
   * The participant page that study links and invite links lead to, `?study=<id>` added.
   * @default the host page on the origin the console was asked on, e.g. `http://127.0.0.1:5173/`
   */
  participationUrl?: string
  /** The fetch the API clients and sandbox controls use, e.g. a sandbox's `app.fetch` in tests. */
  fetch?: (request: Request) => Promise<Response>
}

/** The console as a fetch-standard handler, with the socket's address in `info`. */
export type ConsoleHandler = (request: Request, info?: ClientInfo) => Promise<Response>

const id = '([A-Za-z0-9][A-Za-z0-9_.-]{0,127})'
const routes: { method: 'GET' | 'POST'; pattern: RegExp; handle: RouteHandler }[] = [
  { method: 'GET', pattern: /^\/console\/?$/, handle: showStudies },
  { method: 'POST', pattern: /^\/console\/studies$/, handle: createStudy },
  { method: 'GET', pattern: new RegExp(`^/console/studies/${id}$`), handle: showStudy },
  { method: 'POST', pattern: new RegExp(`^/console/studies/${id}$`), handle: editStudy },
  {
    method: 'GET',
    pattern: new RegExp(`^/console/studies/${id}/close$`),
    handle: confirmCloseStudy,
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/console/studies/${id}/status$`),
    handle: changeStudyStatus,
  },
  { method: 'GET', pattern: new RegExp(`^/console/studies/${id}/results$`), handle: showResults },
  {
    method: 'GET',
    pattern: new RegExp(`^/console/studies/${id}/results\\.csv$`),
    handle: downloadResultsCsv,
  },
  { method: 'GET', pattern: /^\/console\/licences$/, handle: showLicences },
  { method: 'POST', pattern: /^\/console\/licences$/, handle: requestLicence },
  {
    method: 'POST',
    pattern: /^\/console\/licences\/([0-9a-fA-F-]{36})\/sandbox\/(approve|reject|expire)$/,
    handle: decideLicence,
  },
  { method: 'GET', pattern: /^\/console\/events$/, handle: showEvents },
  { method: 'GET', pattern: /^\/console\/invites$/, handle: showInvites },
  { method: 'POST', pattern: /^\/console\/invites$/, handle: createInvite },
  {
    method: 'GET',
    pattern: new RegExp(`^/console/invites/${id}/qr\\.svg$`),
    handle: downloadInviteQr,
  },
]

/**
 * The demo's researcher console (issue 11), mounted at `/console` on the host server:
 * server-rendered pages over the typed clients, holding the key — Studies (list, create,
 * publish/close/reopen, edit), Results (tables, CSV, charts), Licences & instruments (with the
 * sandbox reviewer's controls), Events (the webhook receiver's log) and Invites. Every action is
 * a plain form post answered with a redirect (post/redirect/get). Loopback and token only.
 */
export function createConsole(options: ConsoleOptions): ConsoleHandler {
  const clientOptions = {
    baseUrl: `${options.sandboxUrl}/api/public/v1`,
    apiKey: options.apiKey,
    fetch: options.fetch,
  }
  const instrumentDirs = options.instrumentDirs ?? defaultInstrumentDirs()
  // The files the sandbox seeded from at its start: read once, when a chart first needs them.
  let scales: Map<string, InstrumentScale[]> | undefined
  const context: ConsoleContext = {
    service: createStudyServiceClient(clientOptions),
    links: createLinkClient(clientOptions),
    sandbox: createSandboxControls({ sandboxUrl: options.sandboxUrl, fetch: options.fetch }),
    deliveries: options.deliveries ?? (() => []),
    instrumentScales: () => (scales ??= readInstrumentScales(instrumentDirs)),
    participationUrl: (origin) => options.participationUrl ?? `${origin}/`,
  }
  const access = createConsoleAccess({ token: options.token })

  return async (request, info) => {
    const url = new URL(request.url)
    const path = url.pathname
    if (path === stylesheetPath) {
      // Public like any stylesheet (the 401 page uses it too); it holds no data.
      return new Response(consoleStylesheet, {
        headers: { ...securityHeaders, 'content-type': 'text/css; charset=utf-8' },
      })
    }
    if (path === faviconPath) {
      // Public like the stylesheet: the browser asks for it on every page, the 401 page too.
      return new Response(consoleFavicon, {
        headers: { ...securityHeaders, 'content-type': 'image/svg+xml; charset=utf-8' },
      })
    }
    if (path === legacyInvitesPath) {
      // The invites page of issue 10 is the console's Invites panel now.
      return new Response(null, { status: 308, headers: { location: consoleUrls.invites } })
    }
    const refusal = access.check(request, info)
    if (refusal) return refusal
    const matches = routes.filter((route) => route.pattern.test(path))
    const route = matches.find(
      (candidate) =>
        candidate.method === request.method ||
        (candidate.method === 'GET' && request.method === 'HEAD'),
    )
    if (!route) {
      if (matches.length > 0) {
        const { allow, listed } = allowedMethods(matches.map((match) => match.method))
        return messagePage(405, 'Not allowed', `Use ${listed} here.`, { allow })
      }
      return messagePage(
        404,
        'Not found',
        `There is no such console page. <a href="${consolePath}">Go to the studies</a>.`,
      )
    }
    const params = (route.pattern.exec(path) ?? []).slice(1).map(decodeURIComponent)
    return route.handle(context, request, url, params)
  }
}

/** Whether the host server should hand a path to the console. */
export function isConsolePath(path: string): boolean {
  return path === consolePath || path.startsWith(`${consolePath}/`) || path === legacyInvitesPath
}
