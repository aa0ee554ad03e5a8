import type { Link } from '../api/link-types'
import type { LinkClient } from './link-client'

/** Campaign parameters, sent as `utm_source`, `utm_medium`, … on the participation URL. */
export interface InviteCampaign {
  /** Where the invitation is published, e.g. `newsletter`. → `utm_source` */
  source?: string
  /** How, e.g. `email` or `qr`. → `utm_medium` */
  medium?: string
  /** Which recruitment wave, e.g. `spring-2026`. → `utm_campaign` */
  campaign?: string
  /** → `utm_term` */
  term?: string
  /** Which variant of the invitation, e.g. `poster-a`. → `utm_content` */
  content?: string
}

const campaignKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const

/** Where a study is taken, and how to reach it with an invitation. */
export interface ParticipationUrlOptions {
  /** The study participants are invited to. */
  studyId: string
  /**
   * The absolute http(s) address of the page that embeds the study: either a template holding
   * `{studyId}` (e.g. `https://example.org/studies/{studyId}`), where the id goes in, or a base
   * URL, to which `?study=<id>` is added (the demo host page reads `?study=`).
   */
  participationUrl: string
  /** Campaign parameters for the page's analytics. */
  utm?: InviteCampaign
  /** The query parameter that carries the study id when the URL has no `{studyId}`. @default 'study' */
  studyParam?: string
}

/** Options of {@link createInviteLink}. */
export interface InviteLinkOptions extends ParticipationUrlOptions {
  /** A link client holding the key, from {@link createLinkClient}. */
  client: LinkClient
  /** The short code to ask for: 3–64 of `A-Z a-z 0-9 _ -`; 409 when taken. @default a random code */
  alias?: string
  /** The link's title in the link service. @default `Invitation to study <studyId>` */
  title?: string
}

const aliasPattern = /^[A-Za-z0-9_-]{3,64}$/

/**
 * Builds the address a participant opens to take a study: the participation page with the
 * study id and campaign parameters. Query parameters and fragment of `participationUrl` stay.
 *
 * @example
 * buildParticipationUrl({ studyId: 'energy-check', participationUrl: 'https://example.org/take',
 *   utm: { source: 'newsletter', medium: 'email' } })
 * // → 'https://example.org/take?study=energy-check&utm_source=newsletter&utm_medium=email'
 * @throws Error saying what to fix for an empty study id, a relative or non-http(s) URL, or an
 *   unknown or empty campaign parameter
 */
export function buildParticipationUrl(options: ParticipationUrlOptions): string {
  const { studyId, participationUrl, utm = {}, studyParam = 'study' } = options
  if (typeof studyId !== 'string' || studyId.trim() === '') {
    throw new Error('[study-runner] createInviteLink needs a studyId: the study to invite to')
  }
  const isTemplate = participationUrl.includes('{studyId}')
  const url = parseHttpUrl(
    isTemplate
      ? participationUrl.replaceAll('{studyId}', encodeURIComponent(studyId))
      : participationUrl,
  )
  if (!isTemplate) url.searchParams.set(studyParam, studyId)
  for (const [key, value] of Object.entries(utm) as [string, unknown][]) {
    if (!(campaignKeys as readonly string[]).includes(key)) {
      throw new Error(
        `[study-runner] createInviteLink: utm.${key} is not a campaign parameter; use ${campaignKeys.join(', ')}`,
      )
    }
    if (value === undefined) continue
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`[study-runner] createInviteLink: utm.${key} must be a non-empty string`)
    }
    url.searchParams.set(`utm_${key}`, value)
  }
  return url.toString()

  function parseHttpUrl(text: string): URL {
    let url: URL | undefined
    try {
      url = new URL(text)
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `[study-runner] createInviteLink needs an absolute http(s) participationUrl (the page embedding the study), not "${participationUrl}"`,
      )
    }
    return url
  }
}

/**
 * Creates a short invitation link to a study: builds the participation URL (see
 * {@link buildParticipationUrl}) and shortens it with the link API. Server-side only, like the
 * client's key. Failures of the link API throw its {@link LinkApiError} (409: the alias is taken,
 * 429: 100 links an hour per key).
 *
 * @example
 * const links = createLinkClient({ baseUrl, apiKey })
 * const invite = await createInviteLink({
 *   client: links,
 *   studyId: 'energy-check',
 *   participationUrl: 'https://example.org/take',
 *   alias: 'energy-spring',
 *   utm: { source: 'poster', medium: 'qr', campaign: 'spring-2026' },
 * })
 * invite.short_url // → 'https://…/s/energy-spring'
 */
export async function createInviteLink(options: InviteLinkOptions): Promise<Link> {
  if (!options.client || typeof options.client.create !== 'function') {
    throw new Error(
      '[study-runner] createInviteLink needs a client: pass createLinkClient({ baseUrl, apiKey })',
    )
  }
  const { alias, title } = options
  if (alias !== undefined && !aliasPattern.test(alias)) {
    throw new Error(
      `[study-runner] createInviteLink: alias must be 3 to 64 characters of A-Z, a-z, 0-9, _ or -, not "${alias}"`,
    )
  }
  const body = {
    destination_url: buildParticipationUrl(options),
    title: title ?? `Invitation to study ${options.studyId}`,
    ...(alias === undefined ? {} : { alias }),
  }
  return options.client.create(body)
}
