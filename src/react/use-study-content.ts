import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import type { StudyContent } from '../api/types'
import { isRetryableError } from '../core/errors'
import { loadAnswerDelivery } from '../core/load-answer-delivery'
import type { StudyTransport } from '../core/transport'

const maxRetries = 3

/**
 * Loads the study content once per widget; retries only what may succeed later. The request
 * leaves during the first render, not after the first paint (when `useQuery` would send it):
 * the loading screen and the content's download overlap, and so does the response queue's chunk.
 * Never on the server.
 */
export function useStudyContent(
  transport: StudyTransport,
  studyId: string,
): UseQueryResult<StudyContent> {
  const options = {
    queryKey: ['study-runner', 'content', studyId],
    queryFn: ({ signal }: { signal: AbortSignal }) => transport.getContent(studyId, { signal }),
    retry: (failureCount: number, error: Error) =>
      isRetryableError(error) && failureCount < maxRetries,
    // The session is built from the content it started with; a refetch would change nothing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  }
  const client = useQueryClient()
  // Once per widget: the query client shares the request with the useQuery below; the response
  // queue's code (a chunk the session start awaits) downloads beside it.
  useState(() => {
    if (typeof window === 'undefined') return
    void client.prefetchQuery(options)
    loadAnswerDelivery().catch(() => {})
  })
  return useQuery(options)
}
