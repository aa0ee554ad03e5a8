import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { StudyContent } from '../api/types'
import { isRetryableError } from '../core/errors'
import type { StudyTransport } from '../core/transport'

const maxRetries = 3

/** Loads the study content once per widget; retries only what may succeed later. */
export function useStudyContent(
  transport: StudyTransport,
  studyId: string,
): UseQueryResult<StudyContent> {
  return useQuery({
    queryKey: ['study-runner', 'content', studyId],
    queryFn: ({ signal }) => transport.getContent(studyId, { signal }),
    retry: (failureCount, error) => isRetryableError(error) && failureCount < maxRetries,
    // The session is built from the content it started with; a refetch would change nothing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
