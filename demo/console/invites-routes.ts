import {
  createInviteLink,
  createLinkClient,
  createStudyServiceClient,
  isLinkApiError,
  isStudyServiceError,
  type ClientInfo,
  type Link,
} from '../../src/server'
import { isLoopbackRequest } from '../sandbox/loopback'
import { qrCodeSvg } from './qr-code-svg'
import { campaignOf, emptyInviteForm, readInviteForm, type InviteForm } from './read-invite-form'
import { renderInvitesPage, type InviteRow } from './render-invites-page'

/** Where the invites page is mounted on the host server. */
export const invitesPath = '/researcher/invites'

/** Options of {@link createInvitesPage}. */
export interface InvitesPageOptions {
  /** The sandbox origin, e.g. `http://127.0.0.1:4010`: both APIs live under its `/api/public/v1`. */
  sandboxUrl: string
  /** The researcher's key; it stays on this server. */
  apiKey: string
  /**
   * The participation page that invite links lead to, `?study=<id>` added.
   * @default the host page on the origin the researcher page was asked on, e.g. `http://127.0.0.1:5173/`
   */
  participationUrl?: string
  /** The fetch both API clients use, e.g. a sandbox's `app.fetch` in tests. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>
}

/**
 * The demo's researcher side for invite links (issue 10; the full console is issue 11): a
 * server-rendered page at `/researcher/invites` that lists live studies, creates an invite link
 * for one through createInviteLink, and shows every invite link's short URL, QR code and click
 * count. The browser never sees the key: the form posts here and this server calls the APIs.
 * Loopback only, and a POST must come from this page (Origin / Sec-Fetch-Site), so another
 * site cannot make links with the key.
 */
export function createInvitesPage(
  options: InvitesPageOptions,
): (request: Request, info?: ClientInfo) => Promise<Response> {
  const baseUrl = `${options.sandboxUrl}/api/public/v1`
  const clientOptions = { baseUrl, apiKey: options.apiKey, fetch: options.fetch }
  const studies = createStudyServiceClient(clientOptions)
  const links = createLinkClient(clientOptions)

  return async (request, info) => {
    const url = new URL(request.url)
    const refusal = guard(request, url, info)
    if (refusal) return refusal
    const participationUrl = options.participationUrl ?? `${url.origin}/`
    if (request.method === 'GET' || request.method === 'HEAD') {
      return show({ participationUrl, createdId: url.searchParams.get('created') })
    }
    let form = emptyInviteForm
    try {
      form = await readInviteForm(request)
      const live = await liveStudies()
      if (!live.some((study) => study.id === form.studyId)) {
        throw new Error('Choose one of the live studies.')
      }
      const link = await createInviteLink({
        client: links,
        studyId: form.studyId,
        participationUrl,
        alias: form.alias || undefined,
        title: form.title || undefined,
        utm: campaignOf(form),
      })
      // Post/redirect/get: a reload shows the page again instead of posting the form twice.
      return new Response(null, {
        status: 303,
        headers: { Location: `${invitesPath}?created=${encodeURIComponent(link.id)}` },
      })
    } catch (error) {
      return show({ participationUrl, form, error })
    }
  }

  async function liveStudies() {
    return (await studies.studies.list({ status: 'live' }).toArray()).map(({ id, title }) => ({
      id,
      title,
    }))
  }

  async function show(state: {
    participationUrl: string
    createdId?: string | null
    form?: InviteForm
    error?: unknown
  }): Promise<Response> {
    let status = state.error === undefined ? 200 : statusOf(state.error)
    let message = state.error === undefined ? undefined : messageOf(state.error)
    let liveStudiesList: Awaited<ReturnType<typeof liveStudies>> = []
    let invites: InviteRow[] = []
    let created: InviteRow | undefined
    try {
      liveStudiesList = await liveStudies()
      const all = await links.list({ status: 'active' }).toArray()
      invites = await Promise.all(
        all.flatMap((link) => {
          const studyId = studyOf(link, state.participationUrl)
          return studyId === undefined ? [] : [toRow(link, studyId)]
        }),
      )
      created = invites.find((row) => row.link.id === state.createdId)
    } catch (error) {
      status = statusOf(error)
      message = messageOf(error)
    }
    const html = renderInvitesPage({
      liveStudies: liveStudiesList,
      invites,
      created,
      error: message,
      form: state.form ?? emptyInviteForm,
    })
    return new Response(html, { status, headers: pageHeaders })
  }
}

async function toRow(link: Link, studyId: string): Promise<InviteRow> {
  return { link, studyId, qrSvg: await qrCodeSvg(link.short_url) }
}

/** The study an invite link leads to: a destination on the participation page with `?study=`. */
function studyOf(link: Link, participationUrl: string): string | undefined {
  if (!link.destination_url.startsWith(participationUrl)) return undefined
  return new URL(link.destination_url).searchParams.get('study') ?? undefined
}

const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Short links leave without a referrer; same-origin posts keep their Origin header.
  'referrer-policy': 'same-origin',
  // No script at all; inline SVG and the one style block; the form posts only here.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}

/** Loopback only (the page acts with the key), and only same-origin form posts. */
function guard(request: Request, url: URL, info: ClientInfo | undefined): Response | undefined {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const loopbackName =
    hostname === 'localhost' || isLoopbackRequest({ remoteAddress: hostname }, false)
  if (!isLoopbackRequest({ remoteAddress: info?.remoteAddress }) || !loopbackName) {
    return plain(403, 'The researcher pages answer on loopback only.')
  }
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  if (request.method !== 'POST') {
    return plain(405, 'Use GET or POST here.', { Allow: 'GET, HEAD, POST' })
  }
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')
  // Sec-Fetch-Site where the browser sends it, else Origin; a client sending neither (curl) is
  // no browser another site could drive.
  const sameOrigin =
    site !== null ? site === 'same-origin' : origin === null || origin === url.origin
  if (!sameOrigin) {
    return plain(403, 'The invite form must be posted from its own page.')
  }
  return undefined
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}

function statusOf(error: unknown): number {
  if (isLinkApiError(error) || isStudyServiceError(error)) {
    return error.status === 0 ? 502 : error.status
  }
  return 400
}

function messageOf(error: unknown): string {
  if (isLinkApiError(error) && error.status === 0) return 'The link service could not be reached.'
  if (isStudyServiceError(error) && error.status === 0) {
    return 'The Study Service could not be reached.'
  }
  const message = error instanceof Error ? error.message : String(error)
  // createInviteLink's misuse messages carry the library prefix; the researcher needs the rest.
  const plainMessage = message.replace(/^\[study-runner\] (createInviteLink(:| needs) )?/, '')
  return plainMessage.charAt(0).toUpperCase() + plainMessage.slice(1)
}
