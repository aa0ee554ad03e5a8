import { createInviteLink, type Link } from '../../src/server'
import { showError } from './api-errors'
import type { ConsoleContext, RouteHandler } from './console-context'
import { consoleUrls } from './console-paths'
import { htmlResponse, seeOther } from './console-responses'
import { qrCodeSvg } from './qr-code-svg'
import { campaignOf, emptyInviteForm, readInviteForm, type InviteForm } from './read-invite-form'
import { renderInvitesPage, type InviteRow } from './render-invites-page'

/**
 * The Invites panel (issue 10, now part of the console): lists live studies, creates an invite
 * link for one through createInviteLink, and shows every invite link's short URL, QR code and
 * click count. The browser never sees the key: the form posts here and this server calls the APIs.
 */
export const showInvites: RouteHandler = (context, _request, url) =>
  invitesPage(context, {
    participationUrl: context.participationUrl(url.origin),
    createdId: url.searchParams.get('created'),
  })

/** POST /console/invites: creates an invite link to a live study. */
export const createInvite: RouteHandler = async (context, request, url) => {
  const participationUrl = context.participationUrl(url.origin)
  let form = emptyInviteForm
  try {
    form = await readInviteForm(request)
    const live = await liveStudies(context)
    if (!live.some((study) => study.id === form.studyId)) {
      throw new Error('Choose one of the live studies.')
    }
    const link = await createInviteLink({
      client: context.links,
      studyId: form.studyId,
      participationUrl,
      alias: form.alias || undefined,
      title: form.title || undefined,
      utm: campaignOf(form),
    })
    return seeOther(`${consoleUrls.invites}?created=${encodeURIComponent(link.id)}`)
  } catch (error) {
    return invitesPage(context, { participationUrl, form, error })
  }
}

async function liveStudies(context: ConsoleContext) {
  return (await context.service.studies.list({ status: 'live' }).toArray()).map(
    ({ id, title }) => ({ id, title }),
  )
}

async function invitesPage(
  context: ConsoleContext,
  state: {
    participationUrl: string
    createdId?: string | null
    form?: InviteForm
    error?: unknown
  },
): Promise<Response> {
  let status = 200
  let message: string | undefined
  if (state.error !== undefined) {
    ;({ status, message } = inviteError(state.error))
  }
  let live: Awaited<ReturnType<typeof liveStudies>> = []
  let invites: InviteRow[] = []
  let created: InviteRow | undefined
  try {
    live = await liveStudies(context)
    const all = await context.links.list({ status: 'active' }).toArray()
    invites = await Promise.all(
      all.flatMap((link) => {
        const studyId = studyOf(link, state.participationUrl)
        return studyId === undefined ? [] : [toRow(link, studyId)]
      }),
    )
    created = invites.find((row) => row.link.id === state.createdId)
  } catch (error) {
    ;({ status, message } = inviteError(error))
  }
  const html = renderInvitesPage({
    liveStudies: live,
    invites,
    created,
    error: message,
    form: state.form ?? emptyInviteForm,
  })
  return htmlResponse(html, status)
}

/** A misuse of createInviteLink is a 400 whose message says the fix; the API's errors keep theirs. */
function inviteError(error: unknown): { status: number; message: string } {
  const shown = showError(error)
  if (shown.status === 500) {
    // createInviteLink's misuse messages carry the library prefix; the researcher needs the rest.
    const text = error instanceof Error ? error.message : String(error)
    const plain = text.replace(/^\[study-runner\] (createInviteLink(:| needs) )?/, '')
    return { status: 400, message: plain.charAt(0).toUpperCase() + plain.slice(1) }
  }
  return { status: shown.status, message: shown.message || 'The service refused the invite link.' }
}

async function toRow(link: Link, studyId: string): Promise<InviteRow> {
  return { link, studyId, qrSvg: await qrCodeSvg(link.short_url) }
}

/** The study an invite link leads to: a destination on the participation page with `?study=`. */
export function studyOf(link: Link, participationUrl: string): string | undefined {
  if (!link.destination_url.startsWith(participationUrl)) return undefined
  return new URL(link.destination_url).searchParams.get('study') ?? undefined
}
