import type { ResultsDataset } from '../../src/api/types'
import {
  StudyServiceError,
  type Page,
  type ResultRecords,
  type StudyServiceClient,
} from '../../src/server'

/** The results datasets (docs/service.md#researcher-side), in the order the console lists them. */
export const datasets: readonly ResultsDataset[] = ['responses', 'scores', 'sessions', 'paradata']

/**
 * The columns of each dataset: the CSV's header row and the JSON members alike
 * (docs/service.md#researcher-side).
 */
export const datasetColumns: Record<ResultsDataset, readonly string[]> = {
  responses: ['sessionId', 'variableCode', 'valueNum', 'valueText', 'answeredAt'],
  scores: ['sessionId', 'instrumentId', 'scale', 'value', 'band'],
  sessions: [
    'sessionId',
    'status',
    'language',
    'participantRef',
    'startedAt',
    'completedAt',
    'condition',
    'moduleOrder',
  ],
  paradata: ['sessionId', 'variableCode', 'answeredAt', 'rtMs', 'changes', 'displayOrder'],
}

/** Whether a query value names a dataset. */
export function isDataset(value: string | null): value is ResultsDataset {
  return value !== null && (datasets as readonly string[]).includes(value)
}

/**
 * One page of a dataset from a cursor (the typed client's `results()` pages from the start; a
 * page link starts in the middle), through the client's underlying openapi-fetch client.
 */
export async function resultsPage<Dataset extends ResultsDataset>(
  service: StudyServiceClient,
  studyId: string,
  options: { dataset: Dataset; limit: number; cursor?: string },
): Promise<Page<ResultRecords[Dataset]>> {
  const { data, error, response } = await call(() =>
    service.raw.GET('/studies/{id}/results', {
      params: {
        path: { id: studyId },
        query: {
          dataset: options.dataset,
          format: 'json',
          limit: options.limit,
          cursor: options.cursor,
        },
      },
    }),
  )
  if (!response.ok || !data) throw errorOf(response, error)
  return data as unknown as Page<ResultRecords[Dataset]>
}

/**
 * The CSV of a dataset as the service streams it, with its `Content-Disposition`: the console
 * passes the bytes on without holding the whole file.
 */
export async function resultsCsvStream(
  service: StudyServiceClient,
  studyId: string,
  dataset: ResultsDataset,
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; disposition: string }> {
  const { data, error, response } = await call(() =>
    service.raw.GET('/studies/{id}/results', {
      params: { path: { id: studyId }, query: { dataset, format: 'csv' } },
      parseAs: 'stream',
    }),
  )
  if (!response.ok || !data) throw errorOf(response, error)
  return {
    body: data,
    contentType: response.headers.get('content-type') ?? 'text/csv; charset=utf-8',
    disposition:
      response.headers.get('content-disposition') ??
      `attachment; filename="${studyId}-${dataset}.csv"`,
  }
}

async function call<Result>(send: () => Promise<Result>): Promise<Result> {
  try {
    return await send()
  } catch (cause) {
    throw new StudyServiceError({
      status: 0,
      code: 'network_error',
      message: 'The Study Service could not be reached.',
      cause,
    })
  }
}

function errorOf(response: Response, body: unknown): StudyServiceError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
  return new StudyServiceError({
    status: response.status,
    code: typeof error?.code === 'string' ? error.code : 'internal_error',
    message:
      typeof error?.message === 'string'
        ? error.message
        : `The Study Service answered ${response.status}.`,
  })
}
