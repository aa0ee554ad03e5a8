import { isStudyRunnerError } from './errors'
import { ownValue } from './own-value'

/**
 * Which screen replaces the study when it cannot be loaded or started
 * (docs/service.md#participant-calls, docs/service.md#errors):
 * `not-found` (404 `not_found`), `not-live` (409 `study_not_live`), `license-inactive`
 * (403 `license_inactive`), `already-completed` (the widget's `already_completed`: this device
 * took part before), `link-incomplete` (the widget's `parameter_missing`), or `load-failed` for anything else — a network failure, a 5xx, a rate
 * limit — which the participant may retry.
 */
export type StudyNoticeKind =
  | 'not-found'
  | 'not-live'
  | 'license-inactive'
  | 'already-completed'
  | 'load-failed'
  /** The study link lacks a required parameter (`parameter_missing`): no session started. */
  | 'link-incomplete'

/** The screen for a failure, and the code the host also receives through `onError`. */
export interface StudyNotice {
  kind: StudyNoticeKind
  /** The service's error code, or the widget's own (`network_error`, `internal_error`). */
  code: string
  /** Whether the screen offers to try again; retrying cannot help the other kinds. */
  retryable: boolean
}

const noticeKinds: Readonly<Record<string, StudyNoticeKind>> = {
  not_found: 'not-found',
  study_not_live: 'not-live',
  license_inactive: 'license-inactive',
  already_completed: 'already-completed',
  parameter_missing: 'link-incomplete',
}

/**
 * Maps an error of content load or session start to the screen the participant sees.
 * @example studyNoticeOf(new NetworkError('offline')) // { kind: 'load-failed', code:
 * 'network_error', retryable: true }
 */
export function studyNoticeOf(error: unknown): StudyNotice {
  const code = isStudyRunnerError(error) ? error.code : 'internal_error'
  const kind = ownValue(noticeKinds, code)
  if (kind) return { kind, code, retryable: false }
  return { kind: 'load-failed', code, retryable: true }
}
