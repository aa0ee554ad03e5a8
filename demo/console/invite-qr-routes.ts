import { isLinkApiError } from '../../src/server'
import type { RouteHandler } from './console-context'
import { messagePage, securityHeaders } from './console-responses'
import { failurePage } from './failure-page'
import { consoleUrls } from './console-paths'
import { studyOf } from './invites-routes'
import { qrCodeSvg } from './qr-code-svg'

/** The downloaded QR code's size in CSS pixels: large enough to print without scaling up. */
const fileSize = 512

/**
 * GET /console/invites/:linkId/qr.svg: an invite link's QR code as an SVG file, sent as a
 * download (`Content-Disposition: attachment`) named after the link. Only the links the
 * Invites page lists (those leading to a study's participant page) have one.
 */
export const downloadInviteQr: RouteHandler = async (context, _request, url, [linkId]) => {
  try {
    const { link } = await context.links.get(linkId!)
    if (studyOf(link, context.participationUrl(url.origin)) === undefined) {
      return notAnInvite()
    }
    const svg = await qrCodeSvg(link.short_url, { size: fileSize })
    // A short code is letters, digits, _ and - only (link-api.yaml ShortCode): safe in the header.
    const name = `invite-${link.short_code.replace(/[^A-Za-z0-9_-]/g, '_')}-qr.svg`
    return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, {
      headers: {
        ...securityHeaders,
        'content-type': 'image/svg+xml; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    })
  } catch (error) {
    if (isLinkApiError(error) && error.status === 404) return notAnInvite()
    return failurePage(error, 'invites')
  }
}

function notAnInvite(): Response {
  return messagePage(
    404,
    'Not found',
    `There is no such invite link in this account. <a href="${consoleUrls.invites}">Go to the invite links</a>.`,
  )
}
