import createClient, { type Client } from 'openapi-fetch'
import type { paths } from '../api/types'
import {
  createCatalogueCalls,
  type InstrumentCalls,
  type LicenseCalls,
} from './study-service-catalogue'
import { createSessionCalls, type SessionCalls } from './study-service-sessions'
import { createStudyCalls, type StudyCalls } from './study-service-studies'

/** Options of {@link createStudyServiceClient}. */
export interface StudyServiceClientOptions {
  /**
   * The service address including the version prefix, e.g.
   * `https://service.example/api/public/v1` or the sandbox's `http://127.0.0.1:4010/api/public/v1`.
   */
  baseUrl: string
  /** The `sk_live_…` key. Server-side only: it must never reach a browser (DESIGN.md §1). */
  apiKey: string
  /** A fetch to send requests with, e.g. a sandbox's `app.fetch` in tests. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>
  /** Extra headers sent with every request, e.g. a `User-Agent`. */
  headers?: Record<string, string>
}

/** A typed client for every endpoint of the Study Service API (spec §4, DESIGN.md §4–§6). */
export interface StudyServiceClient {
  studies: StudyCalls
  sessions: SessionCalls
  instruments: InstrumentCalls
  licenses: LicenseCalls
  /** The underlying openapi-fetch client, for what the methods above do not cover. */
  raw: Client<paths>
}

/**
 * Creates a Study Service client over fetch (Node ≥ 20 and edge runtimes alike). Every method
 * resolves the typed body or throws a {@link StudyServiceError}; lists come back as
 * {@link Paginated} async iterables that fetch page after page as you go. Outgoing events and
 * the inbound push URL come with issue 9, the link-shortening client with issue 10.
 *
 * @example
 * const client = createStudyServiceClient({ baseUrl: process.env.STUDY_API_URL!, apiKey: process.env.STUDY_API_KEY! })
 * for await (const study of client.studies.list({ status: 'live' })) console.log(study.id)
 * const csv = await client.studies.resultsCsv('s1', { dataset: 'scores' })
 */
export function createStudyServiceClient(options: StudyServiceClientOptions): StudyServiceClient {
  if (!options.apiKey) {
    throw new Error(
      '[study-runner] createStudyServiceClient needs an apiKey: the sk_live_… key, kept on the server',
    )
  }
  if (!isAbsoluteUrl(options.baseUrl)) {
    throw new Error(
      `[study-runner] createStudyServiceClient needs an absolute baseUrl including /api/public/v1, not "${options.baseUrl}"`,
    )
  }
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const { instruments, licenses } = createCatalogueCalls(raw)
  return {
    studies: createStudyCalls(raw),
    sessions: createSessionCalls(raw),
    instruments,
    licenses,
    raw,
  }
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}
