import { isLinkApiError, isStudyServiceError } from '../../src/server'
import type { FieldErrors } from './form-fields'
import { FormPostError } from './read-form'

/**
 * An API failure as a page shows it: a status for the answer, a sentence (empty when the
 * problems are all by field), field problems.
 */
export interface ShownError {
  status: number
  message: string
  fields: FieldErrors
}

/**
 * Turns what a call threw into what the page shows. A `validation_failed` answer's `details`
 * become field errors, keyed by `fieldNames` (API field → form field; unnamed fields keep the
 * API's name), so each message sits next to its field.
 */
export function showError(error: unknown, fieldNames: Record<string, string> = {}): ShownError {
  if (isStudyServiceError(error)) {
    if (error.status === 0) {
      return { status: 502, message: 'The Study Service could not be reached.', fields: {} }
    }
    const fields: FieldErrors = {}
    for (const detail of error.details ?? []) {
      const name = fieldNames[detail.field] ?? detail.field
      // "must be after schedule.opensAt" reads "must be after opens at".
      const message = detail.message.replace(/\b[a-z]+\.([a-zA-Z]+)\b/g, (_match, member: string) =>
        labelOf(member).toLowerCase(),
      )
      fields[name] = sentence(`${labelOf(detail.field)} ${message}`)
    }
    // With field problems, the form's error summary says it all; the page needs no second alert.
    const message = Object.keys(fields).length > 0 ? '' : sentence(error.message)
    return { status: error.status, message, fields }
  }
  if (isLinkApiError(error)) {
    return {
      status: error.status === 0 ? 502 : error.status,
      message:
        error.status === 0 ? 'The link service could not be reached.' : sentence(error.message),
      fields: {},
    }
  }
  if (error instanceof FormPostError) {
    return { status: error.status, message: error.message, fields: {} }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { status: 500, message: sentence(message.replace(/^\[study-runner\] /, '')), fields: {} }
}

/** "targetSampleSize" → "Target sample size", "schedule.opensAt" → "Opens at". */
function labelOf(field: string): string {
  const last = field.split('.').at(-1) ?? field
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function sentence(text: string): string {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
