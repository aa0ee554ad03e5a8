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
  /**
   * The query parameter the link carries the resume id in: the widget's `resumeParam`, for a page
   * whose own address already uses `resume`. @default 'resume'
   */
  param?: string
  /**
   * The seed of the session's shuffles (its start's `Idempotency-Key`), so the other device lays
   * the study out in the same order. As secret as the token: the same key answers the same
   * session, so it is stored and handed back like the token, never put in a URL.
   */
  seed?: string
  /** The language the session runs in, so the other device continues in it. */
  language?: string
  /**
   * The clocks of the timed modules entered, by module id, so that the other device goes on
   * with the time left rather than a fresh limit (docs/content-format.md, "Time limits").
   */
  deadlines?: Record<string, ResumeDeadline>
}

/**
 * A timed module's clock as the widget keeps it (docs/content-format.md, "Time limits"): wall
 * time, so it means the same on the other device (as far as the two clocks agree).
 */
export interface ResumeDeadline {
  /** When the time is up, in ms since the epoch. */
  endsAt: number
  /** How often the participant may still ask for more time. */
  extensionsLeft: number
  /** The time ran out: the module is closed. */
  expired: boolean
}

/** What the widget sends to `POST {proxy}/resume/{resumeId}`, checked. */
export interface ResumeClaimRequest {
  /** The study of the widget claiming: only a record of that study is handed out. */
  studyId: string
}

const maxPage = 10_000
const maxAnswers = 5_000
const maxKeyChars = 200
const maxTokenChars = 512
const maxDestinationChars = 2_048
const maxSeedChars = 200
// As many modules as a session's `presentation.moduleOrder` may list (docs/service.md).
const maxDeadlines = 1_000
// The widget grants ten extensions at most (WCAG 2.2.1, docs/content-format.md "Time limits").
const maxExtensions = 10
// The latest time an ECMAScript Date can hold, in ms since the epoch.
const maxTimeMs = 8.64e15
// A query parameter's name that needs no escaping (RFC 3986 unreserved characters).
const paramPattern = /^[A-Za-z0-9._~-]{1,64}$/
// A BCP 47 tag, as far as the widget's languages need (`de`, `pt-BR`, `zh-Hant-TW`).
const languagePattern = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/

/**
 * Checks a resume request member by member: 400 `bad_request` with `details` naming each wrong
 * field (docs/service.md#errors). Messages say what a field must be and never repeat what was
 * sent, so the token cannot end up in an error body or a log line. Members it does not know are
 * dropped: only what is listed here is stored.
 */
export function checkResumeBody(body: Record<string, unknown>): ResumeRequest {
  const details: ApiErrorDetail[] = []
  const { studyId, sessionId, token, page, answers, destination, ttlHours } = body
  const { param, seed, language, deadlines } = body
  if (typeof studyId !== 'string' || !idPattern.test(studyId)) {
    details.push({ field: 'studyId', message: 'must be a study id' })
  }
  if (typeof sessionId !== 'string' || !idPattern.test(sessionId)) {
    details.push({ field: 'sessionId', message: 'must be a session id' })
  }
  if (!isText(token, maxTokenChars)) {
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
  if (param !== undefined && !(typeof param === 'string' && paramPattern.test(param))) {
    details.push({ field: 'param', message: 'must be 1 to 64 letters, digits or ._~-' })
  }
  if (seed !== undefined && !isText(seed, maxSeedChars)) {
    details.push({ field: 'seed', message: `must be 1 to ${maxSeedChars} characters` })
  }
  if (language !== undefined && !(typeof language === 'string' && languagePattern.test(language))) {
    details.push({ field: 'language', message: 'must be a language tag' })
  }
  const clocks = deadlines === undefined ? undefined : checkDeadlines(deadlines, details)
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
    ...(param === undefined ? {} : { param }),
    ...(seed === undefined ? {} : { seed }),
    ...(language === undefined ? {} : { language }),
    ...(clocks === undefined ? {} : { deadlines: clocks }),
  } as ResumeRequest
}

/**
 * Checks a claim's body: `{ studyId }`, the study of the widget claiming (400 `bad_request`
 * otherwise). Other members are ignored.
 */
export function checkClaimBody(body: Record<string, unknown>): ResumeClaimRequest {
  const { studyId } = body
  if (typeof studyId !== 'string' || !idPattern.test(studyId)) {
    throw new ProxyError(400, 'bad_request', 'The claim is malformed.', {}, [
      { field: 'studyId', message: 'must be the id of the study on the page' },
    ])
  }
  return { studyId }
}

/**
 * The timed modules' clocks, rebuilt from the three members a clock has (any other is dropped);
 * each problem goes to `details`.
 */
function checkDeadlines(
  deadlines: unknown,
  details: ApiErrorDetail[],
): Record<string, ResumeDeadline> {
  if (!isObject(deadlines)) {
    details.push({ field: 'deadlines', message: 'must be an object of clocks by module id' })
    return {}
  }
  const entries = Object.entries(deadlines)
  if (entries.length > maxDeadlines) {
    details.push({ field: 'deadlines', message: `must hold at most ${maxDeadlines} clocks` })
    return {}
  }
  const kept: Array<[string, ResumeDeadline]> = []
  for (const [moduleId, deadline] of entries) {
    if (moduleId.length === 0 || moduleId.length > maxKeyChars) {
      details.push({
        field: 'deadlines',
        message: `module ids must be 1 to ${maxKeyChars} characters`,
      })
      continue
    }
    const { endsAt, extensionsLeft, expired } = isObject(deadline) ? deadline : {}
    const valid =
      typeof endsAt === 'number' &&
      endsAt >= 0 &&
      endsAt <= maxTimeMs &&
      isWholeNumber(extensionsLeft, 0, maxExtensions) &&
      typeof expired === 'boolean'
    if (!valid) {
      details.push({
        field: `deadlines.${moduleId}`,
        message: `must be { endsAt: ms since the epoch, extensionsLeft: 0 to ${maxExtensions}, expired: true or false }`,
      })
      continue
    }
    kept.push([moduleId, { endsAt, extensionsLeft, expired }])
  }
  // fromEntries defines own properties, `__proto__` included (an assignment would not).
  return Object.fromEntries(kept)
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

function isText(value: unknown, maxChars: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxChars
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
