import type { ApiErrorDetail, StudyContent } from '../../src/api/types'
import { validationFailed } from './errors'
import { isRecord } from './seed/shape-checks'

/** A session start request, checked; absent members resolved. */
export interface SessionStartInput {
  language: string
  participantRef: string | null
  metadata: Record<string, unknown> | null
}

/**
 * Checks the optional body of `POST /studies/{id}/sessions` (docs/service.md#participant-calls,
 * OpenAPI SessionStartRequest): `language` must be one the study offers (matched without regard to
 * case, answered in the study's spelling) and defaults to the study's default language;
 * `participantRef` at most 200 characters; `metadata` an object of at most 4 KB as JSON.
 */
export function validateSessionStart(body: unknown, content: StudyContent): SessionStartInput {
  if (body === undefined || body === null) {
    return { language: content.defaultLanguage, participantRef: null, metadata: null }
  }
  if (!isRecord(body)) {
    throw validationFailed([
      { field: 'body', message: 'must be an object { language?, participantRef?, metadata? }' },
    ])
  }
  const details: ApiErrorDetail[] = []
  let language = content.defaultLanguage
  if (body.language !== undefined && body.language !== null) {
    const offered =
      typeof body.language === 'string'
        ? content.languages.find(
            (tag) => tag.toLowerCase() === (body.language as string).toLowerCase(),
          )
        : undefined
    if (offered) language = offered
    else
      details.push({ field: 'language', message: `must be one of ${content.languages.join(', ')}` })
  }
  const ref = body.participantRef
  if (ref !== undefined && ref !== null && (typeof ref !== 'string' || ref.length > 200)) {
    details.push({ field: 'participantRef', message: 'must be a string of at most 200 characters' })
  }
  const metadata = body.metadata
  if (metadata !== undefined && metadata !== null) {
    if (!isRecord(metadata)) details.push({ field: 'metadata', message: 'must be an object' })
    else if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > 4096) {
      details.push({ field: 'metadata', message: 'must be at most 4 KB as JSON' })
    }
  }
  if (details.length > 0) throw validationFailed(details)
  return {
    language,
    participantRef: (ref as string | null | undefined) ?? null,
    metadata: (metadata as Record<string, unknown> | null | undefined) ?? null,
  }
}

/** The Idempotency-Key header: absent, or 1..255 characters (OpenAPI startSession). */
export function checkIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null
  if (header.length === 0 || header.length > 255) {
    throw validationFailed([{ field: 'Idempotency-Key', message: 'must be 1 to 255 characters' }])
  }
  return header
}
