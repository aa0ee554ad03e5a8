import type { Client } from 'openapi-fetch'
import type { paths } from '../api/types'
import {
  createCatalogueCalls,
  type InstrumentCalls,
  type LicenseCalls,
} from './study-service-catalogue'
import { createSessionCalls, type SessionCalls } from './study-service-sessions'
import { createStudyCalls, type StudyCalls } from './study-service-studies'
import { createKeyedClient, type KeyedClientOptions } from './create-keyed-client'

/** Options of {@link createStudyServiceClient}. */
export type StudyServiceClientOptions = KeyedClientOptions

/**
 * A typed client for every endpoint of the Study Service API (docs/service.md#participant-calls,
 * docs/service.md#researcher-side).
 */
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
 * const client = createStudyServiceClient({ baseUrl: process.env.STUDY_API_URL!, apiKey:
 * process.env.STUDY_API_KEY! })
 * for await (const study of client.studies.list({ status: 'live' })) console.log(study.id)
 * const csv = await client.studies.resultsCsv('s1', { dataset: 'scores' })
 */
export function createStudyServiceClient(options: StudyServiceClientOptions): StudyServiceClient {
  const raw = createKeyedClient<paths>('createStudyServiceClient', options)
  const { instruments, licenses } = createCatalogueCalls(raw)
  return {
    studies: createStudyCalls(raw),
    sessions: createSessionCalls(raw),
    instruments,
    licenses,
    raw,
  }
}
