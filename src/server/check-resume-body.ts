import type { ApiErrorDetail } from '../api/types'
import { ProxyError } from './proxy-error'
import { idPattern } from './proxy-routes'

/** What the widget sends to `POST {proxy}/resume`, checked. */
export interface ResumeRequest {
  studyId: string
  sessionId: string
  /** The session token: stored, handed back by the claim, never put in a URL or a log line. */
  token: string
  /** The page on screen, as its index. */
  page: number
  /** The acknowledged answers, by `variableCode`, as the widget keeps them. */
  answers: Record<string, Record<string, unknown>>
  /** The absolute address of the participant's page; the link leads there. */
  destination: string
  /** The content's `resume.ttlHours`, when it asks for less than the proxy's longest. */
  ttlHours?: number
}

const maxPage = 10_000
const maxAnswers = 5_000
const maxKeyChars = 200
const maxTokenChars = 512
const maxDestinationChars = 2_048

/**
 * Checks a resume request member by member: 400 `bad_request` with `details` naming each wrong
 * field (docs/service.md#errors). Messages say what a field must be and never repeat what was
 * sent, so the token cannot end up in an error body or a log line. Members it does not know are
 * dropped: only what is listed here is stored.
 */
export function checkResumeBody(body: Record<string, unknown>): ResumeRequest {
  const details: ApiErrorDetail[] = []
  const { studyId, sessionId, token, page, answers, destination, ttlHours } = body
  if (typeof studyId !== 'string' || !idPattern.test(studyId)) {
    details.push({ field: 'studyId', message: 'must be a study id' })
  }
  if (typeof sessionId !== 'string' || !idPattern.test(sessionId)) {
    details.push({ field: 'sessionId', message: 'must be a session id' })
  }
  if (typeof token !== 'string' || token.length === 0 || token.length > maxTokenChars) {
    details.push({ field: 'token', message: 'must be the session token' })
  }
  if (!isWholeNumber(page, 0, maxPage)) {
    details.push({ field: 'page', message: `must be a page index from 0 to ${maxPage}` })
  }
  checkAnswers(answers, details)
  if (!isHttpUrl(destination)) {
    details.push({
      field: 'destination',
      message: `must be the page's absolute http(s) address, at most ${maxDestinationChars} characters`,
    })
  }
  if (ttlHours !== undefined && !isWholeNumber(ttlHours, 1, Number.MAX_SAFE_INTEGER)) {
    details.push({ field: 'ttlHours', message: 'must be a whole number of hours, at least 1' })
  }
  if (details.length > 0) {
    throw new ProxyError(400, 'bad_request', 'The resume request is malformed.', {}, details)
  }
  return {
    studyId,
    sessionId,
    token,
    page,
    answers,
    destination,
    ...(ttlHours === undefined ? {} : { ttlHours }),
  } as ResumeRequest
}

function checkAnswers(answers: unknown, details: ApiErrorDetail[]): void {
  if (!isObject(answers)) {
    details.push({ field: 'answers', message: 'must be an object of answers by variableCode' })
    return
  }
  const entries = Object.entries(answers)
  if (entries.length > maxAnswers) {
    details.push({ field: 'answers', message: `must hold at most ${maxAnswers} answers` })
    return
  }
  for (const [variableCode, answer] of entries) {
    if (variableCode.length === 0 || variableCode.length > maxKeyChars) {
      details.push({
        field: 'answers',
        message: `variable codes must be 1 to ${maxKeyChars} characters`,
      })
    } else if (!isObject(answer)) {
      details.push({ field: `answers.${variableCode}`, message: 'must be an answer object' })
    }
  }
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > maxDestinationChars) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
