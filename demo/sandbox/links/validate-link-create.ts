import { readBoundedRequestBody } from '../../read-bounded-body'
import { isJsonMediaType } from '../request-body'
import { isRecord } from '../seed/shape-checks'
import { badLinkInput } from './link-error'
import { aliasPattern } from './short-code'

/** A valid POST /links body. */
export interface LinkCreateInput {
  destinationUrl: string
  alias: string | undefined
  title: string
}

/** Longest destination accepted; browsers and servers handle about this much reliably. */
export const maxDestinationLength = 2048
export const maxTitleLength = 200

/**
 * Reads a POST /links body. The link API answers every kind of bad input with 400
 * (docs/architecture.md docs/service.md#link-api lists no 413, 415 or 422): a body over `maxBytes`,
 * a Content-Type other than `application/json`, malformed JSON or anything but a JSON object.
 */
export async function readLinkBody(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  let bytes: Uint8Array
  try {
    // Counted while it arrives: reading stops at the limit.
    bytes = await readBoundedRequestBody(request, maxBytes)
  } catch (error) {
    throw badLinkInput((error as Error).message)
  }
  if (bytes.byteLength === 0) {
    throw badLinkInput('Send a JSON object with at least destination_url.')
  }
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    throw badLinkInput('Send the body as application/json (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw badLinkInput('The body is not valid JSON.')
  }
  if (!isRecord(body)) throw badLinkInput('The body must be a JSON object.')
  return body
}

/**
 * Checks a POST /links body (docs/service.md#link-api): `destination_url` required, an absolute
 * http or https URL; `alias` 3–64 of `A-Z a-z 0-9 _ -`; `title` a string. `null` counts as left out
 * for the optional members; unknown members are ignored.
 *
 * @throws LinkError 400 naming the first field that is wrong
 */
export function validateLinkCreate(body: Record<string, unknown>): LinkCreateInput {
  const { destination_url: destination, alias, title } = body
  if (destination === undefined || destination === null || destination === '') {
    throw badLinkInput('destination_url is required.')
  }
  if (typeof destination !== 'string') throw badLinkInput('destination_url must be a string.')
  if (destination.length > maxDestinationLength) {
    throw badLinkInput(`destination_url must be at most ${maxDestinationLength} characters.`)
  }
  if (!isHttpUrl(destination)) {
    throw badLinkInput('destination_url must be an absolute http:// or https:// URL.')
  }
  if (alias !== undefined && alias !== null) {
    if (typeof alias !== 'string' || !aliasPattern.test(alias)) {
      throw badLinkInput('alias must be 3 to 64 characters of A-Z, a-z, 0-9, _ or -.')
    }
  }
  if (title !== undefined && title !== null) {
    if (typeof title !== 'string') throw badLinkInput('title must be a string.')
    if (title.length > maxTitleLength) {
      throw badLinkInput(`title must be at most ${maxTitleLength} characters.`)
    }
  }
  return {
    destinationUrl: destination,
    alias: typeof alias === 'string' ? alias : undefined,
    title: typeof title === 'string' ? title : '',
  }
}

/** An absolute URL with the http or https scheme and a host. */
function isHttpUrl(text: string): boolean {
  // The URL parser forgives what a browser forgives (spaces trimmed, backslashes); a
  // destination is sent back as given, so it must be a URL as written.
  if (text.trim() !== text || /[\s\\]/.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
