import type { ServiceEvent, ServiceEventType } from '../api/types'
import { serviceEventTypes } from '../api/service-event-types'
import { rawBodyBytes, type RawBody } from './webhook-crypto'

export { serviceEventTypes }

/** Whether a string names an event type this version knows. */
export function isServiceEventType(type: unknown): type is ServiceEventType {
  return typeof type === 'string' && (serviceEventTypes as readonly string[]).includes(type)
}

/**
 * Why {@link parseEvent} refused a body: `invalid_json` (not UTF-8 JSON, or not a raw body),
 * `invalid_event` (a member of the envelope or of its `data` is missing or of the wrong type,
 * docs/service.md#events), `unknown_event_type` (a type this version does not know — answer 2xx and
 * ignore it), `unsupported_api_version` (not `v1`).
 */
export type WebhookEventErrorReason =
  'invalid_json' | 'invalid_event' | 'unknown_event_type' | 'unsupported_api_version'

/** Thrown by {@link parseEvent}; `reason` says what was wrong. */
export class WebhookEventError extends Error {
  override name = 'WebhookEventError' as const

  constructor(
    readonly reason: WebhookEventErrorReason,
    message: string,
  ) {
    super(`[study-runner] ${message}`)
  }
}

/** Whether an error came from {@link parseEvent}. */
export function isWebhookEventError(error: unknown): error is WebhookEventError {
  return error instanceof WebhookEventError
}

// The identifiers each kind of event carries (docs/service.md#events); other members are optional.
const requiredData: Record<string, readonly string[]> = {
  session: ['sessionId', 'studyId'],
  study: ['studyId'],
  license: ['licenseId', 'instrumentId'],
  instrument: ['instrumentId'],
}

/**
 * Reads a verified event body into a typed {@link ServiceEvent}, narrowed by `type`. Verify
 * the signature first ({@link verifySignature}) on the same raw body. Unknown members are kept
 * and ignored; an unknown `type` throws `unknown_event_type`, which a receiver acknowledges
 * and skips.
 *
 * @throws WebhookEventError with a `reason`.
 * @example
 * const event = parseEvent(rawBody)
 * if (event.type === 'session.completed') console.log(event.data.scores)
 */
export function parseEvent(rawBody: RawBody): ServiceEvent {
  const bytes = rawBodyBytes(rawBody)
  if (!bytes) {
    throw new WebhookEventError(
      'invalid_json',
      'parseEvent reads the raw body (a string or bytes).',
    )
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new WebhookEventError('invalid_json', 'The event body is not UTF-8 JSON.')
  }
  if (!isObject(body)) throw new WebhookEventError('invalid_event', 'An event is a JSON object.')
  const { id, type, created_at: createdAt, api_version: apiVersion, data } = body
  if (typeof id !== 'string' || !id.startsWith('evt_')) {
    throw new WebhookEventError('invalid_event', 'The event `id` must be a string starting evt_.')
  }
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) {
    throw new WebhookEventError('invalid_event', 'The event `created_at` must be an ISO 8601 time.')
  }
  if (apiVersion !== 'v1') {
    throw new WebhookEventError(
      'unsupported_api_version',
      `The event's api_version is ${JSON.stringify(apiVersion)}; this version reads v1.`,
    )
  }
  if (!isServiceEventType(type)) {
    throw new WebhookEventError(
      'unknown_event_type',
      `The event type ${JSON.stringify(type)} is not one this version knows.`,
    )
  }
  if (!isObject(data))
    throw new WebhookEventError('invalid_event', 'The event `data` must be an object.')
  for (const member of requiredData[type.split('.')[0]!] ?? []) {
    if (typeof data[member] !== 'string') {
      throw new WebhookEventError('invalid_event', `A ${type} event needs data.${member}.`)
    }
  }
  if (type === 'session.completed' && !Array.isArray(data.scores)) {
    throw new WebhookEventError('invalid_event', 'A session.completed event needs data.scores.')
  }
  return body as ServiceEvent
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
