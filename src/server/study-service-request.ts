import { StudyServiceError, studyServiceErrorFrom } from './study-service-error'

/** What an openapi-fetch call resolves to. */
export interface FetchResult<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws a {@link StudyServiceError}: for
 * a non-2xx answer with the service's code, for no answer at all with `network_error`.
 */
export async function expectData<Data>(
  call: Promise<FetchResult<Data>>,
): Promise<{ data: Data; response: Response }> {
  let result: FetchResult<Data>
  try {
    result = await call
  } catch (cause) {
    if (cause instanceof StudyServiceError) throw cause
    throw new StudyServiceError({
      status: 0,
      code: 'network_error',
      message: `The Study Service could not be reached: ${(cause as Error)?.message ?? String(cause)}`,
      cause,
    })
  }
  const { data, error, response } = result
  if (!response.ok) throw studyServiceErrorFrom(response, error)
  return { data: data as Data, response }
}
