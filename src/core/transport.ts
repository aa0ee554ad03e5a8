import { readServiceError } from '../api/read-service-error'
import type {
  FinishRequest,
  ResponsesAccepted,
  ResponsesRequest,
  SessionFinished,
  SessionStarted,
  SessionStartRequest,
  StudyContent,
} from '../api/types'
import { ApiError, NetworkError } from './errors'
import type {
  ClaimedResume,
  ResumeClaimRequest,
  ResumeLinkCreated,
  ResumeLinkRequest,
} from './resume-link-types'

/** Per-request options of the calls that carry answers. */
export interface SendOptions {
  /** Aborts the request (the response queue's timeout). */
  signal?: AbortSignal
  /**
   * Lets the request outlive the page (`fetch` `keepalive`): used for the flush on `pagehide`
   * and when the tab is hidden. The body must stay under 64 KiB.
   */
  keepalive?: boolean
}

/**
 * How the widget talks to the Study Service: the four participant calls of
 * docs/service.md#participant-calls, usually
 * through the host's proxy, and the proxy's own resume calls. Every method rejects with an
 * `ApiError` or a `NetworkError`.
 */
export interface StudyTransport {
  /** `GET /studies/{id}/content`. */
  getContent(studyId: string, options?: { signal?: AbortSignal }): Promise<StudyContent>
  /** `POST /studies/{id}/sessions`; the same `idempotencyKey` always yields the same session. */
  startSession(
    studyId: string,
    body: SessionStartRequest,
    options?: { idempotencyKey?: string },
  ): Promise<SessionStarted>
  /**
   * `POST /sessions/{id}/responses`: an upsert by `variableCode`, so a retried batch is harmless.
   */
  submitResponses(
    sessionId: string,
    body: ResponsesRequest,
    options?: SendOptions,
  ): Promise<ResponsesAccepted>
  /** `POST /sessions/{id}/finish`: idempotent, a second call answers the same body. */
  finishSession(
    sessionId: string,
    body: FinishRequest,
    options?: SendOptions,
  ): Promise<SessionFinished>
  /**
   * `POST {proxy}/resume`: the proxy keeps the session's place and answers a link to it
   * (docs/architecture.md#continue-on-another-device). Optional: without it the widget offers no
   * "Continue on another device".
   */
  createResumeLink?(body: ResumeLinkRequest): Promise<ResumeLinkCreated>
  /**
   * `POST {proxy}/resume/{resumeId}`: the place kept under a resume id, handed out once to the
   * page of its study; a used or expired id is 404 `not_found`, another study's 409 `conflict`
   * (the record stays). Optional: without it a resume link starts afresh.
   */
  claimResumeLink?(resumeId: string, body: ResumeClaimRequest): Promise<ClaimedResume>
}

/** Options of {@link createFetchTransport}. */
export interface FetchTransportOptions {
  /**
   * Where the host mounted `createStudyProxy`, relative or absolute, with or without a trailing
   * slash.
   * @example '/api/study'
   */
  proxyUrl: string
  /**
   * The fetch to use.
   * @default globalThis.fetch, looked up at call time
   */
  fetch?: typeof fetch
}

/**
 * A {@link StudyTransport} over `fetch`, calling the proxy's routes (docs/architecture.md).
 * @example createFetchTransport({ proxyUrl: '/api/study' })
 */
export function createFetchTransport(options: FetchTransportOptions): Required<StudyTransport> {
  const base = options.proxyUrl.replace(/\/+$/, '')
  // Looked up per call, never at import time: SSR-safe, and a test may stub the global later.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(`${base}/${path}`, init)
    } catch (error) {
      // Cancellation is the caller's decision, not a failure to report.
      if (init.signal?.aborted) throw error
      throw new NetworkError(`[study-runner] ${path}: the request failed`, { cause: error })
    }
    if (!response.ok) throw await toApiError(response)
    try {
      return (await response.json()) as T
    } catch (error) {
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: `[study-runner] ${path}: the answer is not JSON; is proxyUrl right? (${String(error)})`,
      })
    }
  }

  function post<T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    { signal, keepalive }: SendOptions = {},
  ) {
    return call<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    })
  }

  const id = encodeURIComponent
  return {
    getContent: (studyId, { signal } = {}) =>
      call(`studies/${id(studyId)}/content`, {
        headers: { accept: 'application/json' },
        ...(signal ? { signal } : {}),
      }),
    startSession: (studyId, body, { idempotencyKey } = {}) =>
      post(
        `studies/${id(studyId)}/sessions`,
        body,
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      ),
    submitResponses: (sessionId, body, options) =>
      post(`sessions/${id(sessionId)}/responses`, body, {}, options),
    finishSession: (sessionId, body, options) =>
      post(`sessions/${id(sessionId)}/finish`, body, {}, options),
    createResumeLink: (body) => post('resume', body),
    claimResumeLink: (resumeId, body) => post(`resume/${id(resumeId)}`, body),
  }
}

/** The service's (or the proxy's) refusal as an {@link ApiError}; see {@link readServiceError}. */
async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined)
  const { status, code, message, details, retryAfterSeconds } = readServiceError(
    response,
    body,
    (status) => `http_${status}`,
  )
  return new ApiError({
    status,
    code,
    message,
    ...(details ? { details } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterMs: retryAfterSeconds * 1000 } : {}),
  })
}
