import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { StudyContent } from '../api/types'
import {
  featureNeedsOf,
  loadContentFeatures,
  noContentFeatures,
  type ContentFeatures,
} from '../core/content-features'
import { isRetryableError } from '../core/errors'

const maxRetries = 3

/**
 * Loads the chunks the content needs as soon as it has arrived; content that needs none is ready
 * in the same render. What is needed is read while rendering, so malformed content reaches the
 * widget's error boundary like any other content bug.
 */
export function useContentFeatures(
  content: StudyContent | undefined,
): UseQueryResult<ContentFeatures> {
  const needs = useMemo(() => (content ? featureNeedsOf(content) : null), [content])
  return useQuery({
    queryKey: ['study-runner', 'features', needs],
    queryFn: () => loadContentFeatures(needs ?? { conditions: false }),
    enabled: needs !== null,
    initialData: needs && !needs.conditions ? noContentFeatures : undefined,
    retry: (failureCount, error) => isRetryableError(error) && failureCount < maxRetries,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
