import type { ApiErrorDetail, Schedule, StudyStatus } from '../../src/api/types'
import { validationFailed } from './errors'
import { isRecord } from './seed/shape-checks'

/** The checked body of `POST /studies` (OpenAPI StudyCreateRequest). */
export interface StudyCreateInput {
  licenseRequestId: string
  title: string
  description: string
}

/** The checked body of `PATCH /studies/{id}`: only the members that were sent. */
export interface StudyUpdateInput {
  title?: string
  description?: string
  status?: StudyStatus
  schedule?: Schedule
  targetSampleSize?: number | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// RFC 3339 date-time, as OpenAPI `format: date-time` means it.
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i
const statuses: readonly StudyStatus[] = ['draft', 'live', 'closed']

/** Checks `{ licenseRequestId, title, description? }`; every problem is listed (422). */
export function validateStudyCreate(body: unknown): StudyCreateInput {
  if (!isRecord(body)) throw bodyIsNotAnObject('{ licenseRequestId, title, description? }')
  const details: ApiErrorDetail[] = []
  if (typeof body.licenseRequestId !== 'string' || !uuidPattern.test(body.licenseRequestId)) {
    details.push({ field: 'licenseRequestId', message: 'is required: a licence id (uuid)' })
  }
  checkTitle(body.title, details, true)
  checkDescription(body.description, details)
  if (details.length > 0) throw validationFailed(details)
  return {
    licenseRequestId: (body.licenseRequestId as string).toLowerCase(),
    title: (body.title as string).trim(),
    description: (body.description as string | undefined) ?? '',
  }
}

/**
 * Checks a PATCH body: `title`, `description`, `status`, `schedule` (`{ opensAt?, closesAt? }`
 * of RFC 3339 times, opensAt before closesAt, or null) and `targetSampleSize` (an integer ≥ 1 or
 * null). Members it does not know are ignored, as clients ignore unknown members.
 */
export function validateStudyUpdate(body: unknown): StudyUpdateInput {
  if (!isRecord(body)) throw bodyIsNotAnObject('{ title?, description?, status?, schedule?, … }')
  const details: ApiErrorDetail[] = []
  const input: StudyUpdateInput = {}
  if (body.title !== undefined && checkTitle(body.title, details, false)) {
    input.title = (body.title as string).trim()
  }
  if (body.description !== undefined && checkDescription(body.description, details)) {
    input.description = body.description as string
  }
  if (body.status !== undefined) {
    if (statuses.includes(body.status as StudyStatus)) input.status = body.status as StudyStatus
    else details.push({ field: 'status', message: 'must be draft, live or closed' })
  }
  if (body.schedule !== undefined) {
    const schedule = checkSchedule(body.schedule, details)
    if (schedule !== undefined) input.schedule = schedule
  }
  if (body.targetSampleSize !== undefined) {
    const size = body.targetSampleSize
    if (size === null || (Number.isSafeInteger(size) && (size as number) >= 1)) {
      input.targetSampleSize = size as number | null
    } else {
      details.push({ field: 'targetSampleSize', message: 'must be an integer ≥ 1 or null' })
    }
  }
  if (details.length > 0) throw validationFailed(details)
  return input
}

function checkTitle(value: unknown, details: ApiErrorDetail[], required: boolean): boolean {
  if (typeof value === 'string' && value.trim().length > 0 && value.length <= 200) return true
  if (value === undefined && !required) return true
  details.push({ field: 'title', message: 'must be a non-empty string of at most 200 characters' })
  return false
}

function checkDescription(value: unknown, details: ApiErrorDetail[]): boolean {
  if (value === undefined || (typeof value === 'string' && value.length <= 5000)) return true
  details.push({ field: 'description', message: 'must be a string of at most 5000 characters' })
  return false
}

function checkSchedule(value: unknown, details: ApiErrorDetail[]): Schedule | undefined {
  if (value === null) return null
  if (!isRecord(value)) {
    details.push({ field: 'schedule', message: 'must be { opensAt?, closesAt? } or null' })
    return undefined
  }
  const schedule: NonNullable<Schedule> = {}
  let valid = true
  for (const member of ['opensAt', 'closesAt'] as const) {
    const time = value[member]
    if (time === undefined) continue
    if (time === null || (typeof time === 'string' && isDateTime(time))) {
      schedule[member] = time
    } else {
      details.push({
        field: `schedule.${member}`,
        message: 'must be an RFC 3339 date-time or null',
      })
      valid = false
    }
  }
  if (
    valid &&
    schedule.opensAt &&
    schedule.closesAt &&
    Date.parse(schedule.opensAt) >= Date.parse(schedule.closesAt)
  ) {
    details.push({ field: 'schedule.closesAt', message: 'must be after schedule.opensAt' })
    valid = false
  }
  return valid ? schedule : undefined
}

/** An RFC 3339 date-time that names a real instant. */
export function isDateTime(text: string): boolean {
  return dateTimePattern.test(text) && !Number.isNaN(Date.parse(text))
}

function bodyIsNotAnObject(shape: string) {
  return validationFailed([{ field: 'body', message: `must be a JSON object ${shape}` }])
}
