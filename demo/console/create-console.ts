import { Hono, type Context } from 'hono'
import { refuseOtherMethods } from '../sandbox/allowed-methods'
import type { ReceivedDelivery } from '../event-receiver'
import { createLinkClient, createStudyServiceClient, type ClientInfo } from '../../src/server'
import { createConsoleAccess } from './console-access'
import { createDatasetSnapshots } from './dataset-snapshots'
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

/** The console's Hono environment: the socket's address, for the loopback check. */
interface ConsoleEnv {
  Bindings: { info?: ClientInfo | undefined }
}

// Path parameters: study and link ids as the API makes them, licence ids as UUIDs.
const id = ':id{[A-Za-z0-9][A-Za-z0-9_.-]{0,127}}'
const licenceId = ':id{[0-9a-fA-F-]{36}}'

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
  const service = createStudyServiceClient(clientOptions)
  const context: ConsoleContext = {
    service,
    snapshots: createDatasetSnapshots(service),
    links: createLinkClient(clientOptions),
    sandbox: createSandboxControls({ sandboxUrl: options.sandboxUrl, fetch: options.fetch }),
    deliveries: options.deliveries ?? (() => []),
    instrumentScales: () => (scales ??= readInstrumentScales(instrumentDirs)),
    participationUrl: (origin) => options.participationUrl ?? `${origin}/`,
  }
  const access = createConsoleAccess({ token: options.token })
  // A route's handler with the context and the path's parameters, in the order named.
  const to =
    (handle: RouteHandler, ...names: string[]) =>
    (c: Context<ConsoleEnv>) =>
      handle(
        context,
        c.req.raw,
        new URL(c.req.url),
        names.map((name) => c.req.param(name) ?? ''),
      )

  const app = new Hono<ConsoleEnv>()
  // Public like any stylesheet or icon (the 401 page uses them too); they hold no data.
  app.get(stylesheetPath, () => asset(consoleStylesheet, 'text/css; charset=utf-8'))
  app.get(faviconPath, () => asset(consoleFavicon, 'image/svg+xml; charset=utf-8'))
  // The invites page of issue 10 is the console's Invites panel now.
  app.all(
    legacyInvitesPath,
    () => new Response(null, { status: 308, headers: { location: consoleUrls.invites } }),
  )
  app.use('*', async (c, next) => {
    const refusal = access.check(c.req.raw, c.env.info)
    if (refusal) return refusal
    await next()
  })
  app.get('/console', to(showStudies))
  app.get('/console/', to(showStudies))
  app.post('/console/studies', to(createStudy))
  app.get(`/console/studies/${id}`, to(showStudy, 'id'))
  app.post(`/console/studies/${id}`, to(editStudy, 'id'))
  app.get(`/console/studies/${id}/close`, to(confirmCloseStudy, 'id'))
  app.post(`/console/studies/${id}/status`, to(changeStudyStatus, 'id'))
  app.get(`/console/studies/${id}/results`, to(showResults, 'id'))
  app.get(`/console/studies/${id}/results.csv`, to(downloadResultsCsv, 'id'))
  app.get('/console/licences', to(showLicences))
  app.post('/console/licences', to(requestLicence))
  app.post(
    `/console/licences/${licenceId}/sandbox/:action{approve|reject|expire}`,
    to(decideLicence, 'id', 'action'),
  )
  app.get('/console/events', to(showEvents))
  app.get('/console/invites', to(showInvites))
  app.post('/console/invites', to(createInvite))
  app.get(`/console/invites/${id}/qr.svg`, to(downloadInviteQr, 'id'))
  refuseOtherMethods(app, ({ allow, listed }) =>
    messagePage(405, 'Not allowed', `Use ${listed} here.`, { allow }),
  )
  app.notFound(() =>
    messagePage(
      404,
      'Not found',
      `There is no such console page. <a href="${consolePath}">Go to the studies</a>.`,
    ),
  )

  return async (request, info) => app.fetch(request, { info })
}

function asset(body: string, contentType: string): Response {
  return new Response(body, { headers: { ...securityHeaders, 'content-type': contentType } })
}

/** Whether the host server should hand a path to the console. */
export function isConsolePath(path: string): boolean {
  return path === consolePath || path.startsWith(`${consolePath}/`) || path === legacyInvitesPath
}
