import type { ApiErrorDetail } from '../api/types'
import { ProxyError } from './proxy-error'
import type { ProxyRouteName } from './proxy-routes'

/** The most answers one batch may carry (OpenAPI `ResponsesRequest.responses.maxItems`). */
const maxBatchItems = 500
const maxTextChars = 10_000
const maxRtMs = 86_400_000
const maxChanges = 10_000
const maxMetadataBytes = 4096
// RFC 3339 date-time, as the OpenAPI `format: date-time` asks.
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/i

/**
 * Checks a participant call's body against the shapes of the public API before it may spend an
 * upstream request: a body the service would refuse as malformed is refused here, with the
 * service's own answer (422 `validation_failed`, each problem named by its JSON path). What only
 * the service can judge — the study's variables, value ranges, the token — still goes upstream.
 */
export function checkParticipantBody(route: ProxyRouteName, body: Record<string, unknown>): void {
  const details: ApiErrorDetail[] = []
  if (route === 'startSession') checkStart(body, details)
  if (route === 'submitResponses' || route === 'finishSession') checkToken(body, details)
  if (route === 'submitResponses') checkResponses(body.responses, details)
  if (details.length > 0) {
    throw new ProxyError(
      422,
      'validation_failed',
      'The request body does not match the API.',
      {},
      details,
    )
  }
}

function checkStart(body: Record<string, unknown>, details: ApiErrorDetail[]): void {
  optionalString(body.language, 'language', 35, details)
  optionalString(body.participantRef, 'participantRef', 200, details)
  const { metadata } = body
  if (metadata === undefined || metadata === null) return
  if (!isObject(metadata)) details.push({ field: 'metadata', message: 'must be an object' })
  else if (new TextEncoder().encode(JSON.stringify(metadata)).byteLength > maxMetadataBytes) {
    details.push({ field: 'metadata', message: 'must be at most 4 KB as JSON' })
  }
}

function checkToken(body: Record<string, unknown>, details: ApiErrorDetail[]): void {
  if (typeof body.token !== 'string' || body.token.length === 0 || body.token.length > 512) {
    details.push({ field: 'token', message: 'must be the session token' })
  }
}

function checkResponses(value: unknown, details: ApiErrorDetail[]): void {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxBatchItems) {
    details.push({
      field: 'responses',
      message: `must be an array of 1 to ${maxBatchItems} answers`,
    })
    return
  }
  value.forEach((item: unknown, index) => {
    const at = `responses[${index}]`
    if (!isObject(item)) {
      details.push({ field: at, message: 'must be an object' })
      return
    }
    const { variableCode, valueNum, valueText, answeredAt, rtMs, changes } = item
    if (typeof variableCode !== 'string' || variableCode.length === 0) {
      details.push({ field: `${at}.variableCode`, message: 'must be a non-empty string' })
    }
    if (valueNum !== null && !(typeof valueNum === 'number' && Number.isFinite(valueNum))) {
      details.push({ field: `${at}.valueNum`, message: 'must be a number or null' })
    }
    if (valueText !== undefined && valueText !== null) {
      optionalString(valueText, `${at}.valueText`, maxTextChars, details)
    }
    if (
      answeredAt !== undefined &&
      !(typeof answeredAt === 'string' && dateTime.test(answeredAt))
    ) {
      details.push({ field: `${at}.answeredAt`, message: 'must be an RFC 3339 date-time' })
    }
    optionalInteger(rtMs, `${at}.rtMs`, maxRtMs, details)
    optionalInteger(changes, `${at}.changes`, maxChanges, details)
  })
}

function optionalString(
  value: unknown,
  field: string,
  maxLength: number,
  details: ApiErrorDetail[],
): void {
  if (value === undefined || value === null) return
  if (typeof value !== 'string' || value.length > maxLength) {
    details.push({ field, message: `must be a string of at most ${maxLength} characters` })
  }
}

function optionalInteger(
  value: unknown,
  field: string,
  max: number,
  details: ApiErrorDetail[],
): void {
  if (value === undefined) return
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > max) {
    details.push({ field, message: `must be a whole number from 0 to ${max}` })
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An `Idempotency-Key` is forwarded only when it is a plain token of at most 255 characters. */
export function checkIdempotencyKey(value: string | null): void {
  if (value !== null && !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new ProxyError(
      400,
      'bad_request',
      'Idempotency-Key must be 1-255 visible ASCII characters.',
    )
  }
}
