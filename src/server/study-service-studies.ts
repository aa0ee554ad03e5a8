import type { Client } from 'openapi-fetch'
import type {
  paths,
  ParadataRecord,
  ResponseRecord,
  ResultsDataset,
  ScoreRecord,
  SessionListItem,
  SessionRecord,
  SessionStarted,
  SessionStartRequest,
  SessionStatus,
  Study,
  StudyContent,
  StudyCreateRequest,
  StudyStatus,
  StudyUpdateRequest,
} from '../api/types'
import { paginate, type Page, type Paginated } from './study-service-pagination'
import { expectData } from './study-service-request'

/** The record type of each results dataset (docs/service.md#researcher-side). */
export interface ResultRecords {
  responses: ResponseRecord
  scores: ScoreRecord
  sessions: SessionRecord
  paradata: ParadataRecord
}

/** Paging options of a list call: `limit` 1..100 per page. @default limit 100 */
export interface PageOptions {
  limit?: number
}

/** A results CSV as downloaded (RFC 4180, UTF-8). */
export interface ResultsCsv {
  csv: string
  /** From `Content-Disposition`, e.g. `s1-responses.csv`. */
  filename: string | undefined
}

/** The calls on studies, their content, sessions and results. */
export interface StudyCalls {
  /** The caller's studies, optionally of one status, page after page. */
  list(options?: PageOptions & { status?: StudyStatus }): Paginated<Study>
  /** One page of studies. */
  listPage(options?: PageOptions & { status?: StudyStatus; cursor?: string }): Promise<Page<Study>>
  get(studyId: string): Promise<Study>
  /** A draft study under an approved, unexpired licence (else `license_inactive`, 422). */
  create(body: StudyCreateRequest): Promise<Study>
  /** Changes title, description, status (publish, close, reopen), schedule, target. */
  update(studyId: string, changes: StudyUpdateRequest): Promise<Study>
  getContent(studyId: string): Promise<StudyContent>
  /** The study's sessions in start order, page after page. */
  listSessions(
    studyId: string,
    options?: PageOptions & { status?: SessionStatus },
  ): Paginated<SessionListItem>
  /** Starts a participant session; the same `idempotencyKey` answers the same session. */
  startSession(
    studyId: string,
    body?: SessionStartRequest,
    options?: { idempotencyKey?: string },
  ): Promise<SessionStarted>
  /** A results dataset as JSON records, page after page. @default dataset 'responses' */
  results<Dataset extends ResultsDataset = 'responses'>(
    studyId: string,
    options?: PageOptions & { dataset?: Dataset },
  ): Paginated<ResultRecords[Dataset]>
  /** A whole results dataset as CSV. @default dataset 'responses' */
  resultsCsv(studyId: string, options?: { dataset?: ResultsDataset }): Promise<ResultsCsv>
}

/** The study calls over an openapi-fetch client. */
export function createStudyCalls(raw: Client<paths>): StudyCalls {
  const path = (id: string) => ({ path: { id } })
  const listPage: StudyCalls['listPage'] = async (options = {}) =>
    (await expectData(raw.GET('/studies', { params: { query: options } }))).data

  return {
    list: ({ status, limit } = {}) => paginate((cursor) => listPage({ status, limit, cursor })),
    listPage,
    get: async (studyId) =>
      (await expectData(raw.GET('/studies/{id}', { params: path(studyId) }))).data,
    create: async (body) => (await expectData(raw.POST('/studies', { body }))).data,
    update: async (studyId, changes) =>
      (await expectData(raw.PATCH('/studies/{id}', { params: path(studyId), body: changes }))).data,
    getContent: async (studyId) =>
      (await expectData(raw.GET('/studies/{id}/content', { params: path(studyId) }))).data,
    listSessions: (studyId, { status, limit } = {}) =>
      paginate(
        async (cursor) =>
          (
            await expectData(
              raw.GET('/studies/{id}/sessions', {
                params: { path: { id: studyId }, query: { status, limit, cursor } },
              }),
            )
          ).data,
      ),
    startSession: async (studyId, body, { idempotencyKey } = {}) =>
      (
        await expectData(
          raw.POST('/studies/{id}/sessions', {
            params: {
              path: { id: studyId },
              header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
            },
            body: body ?? {},
          }),
        )
      ).data,
    results: <Dataset extends ResultsDataset = 'responses'>(
      studyId: string,
      { dataset, limit }: PageOptions & { dataset?: Dataset } = {},
    ) =>
      paginate(async (cursor) => {
        const { data } = await expectData(
          raw.GET('/studies/{id}/results', {
            params: { path: { id: studyId }, query: { dataset, format: 'json', limit, cursor } },
          }),
        )
        // format=json: the JSON member of the response union, rows of the one dataset asked for.
        return data as unknown as Page<ResultRecords[Dataset]>
      }),
    resultsCsv: async (studyId, { dataset } = {}) => {
      const { data, response } = await expectData(
        raw.GET('/studies/{id}/results', {
          params: { path: { id: studyId }, query: { dataset, format: 'csv' } },
          parseAs: 'text',
        }),
      )
      return { csv: data, filename: filenameOf(response.headers.get('content-disposition')) }
    },
  }
}

/** The `filename` of a Content-Disposition header (RFC 6266), quoted or not. */
export function filenameOf(header: string | null): string | undefined {
  const match = header ? /filename="((?:[^"\\]|\\.)*)"|filename=([^;\s]+)/i.exec(header) : null
  return match ? (match[1]?.replace(/\\(.)/g, '$1') ?? match[2]) : undefined
}
