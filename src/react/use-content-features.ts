import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { StudyContent } from '../api/types'
import {
  featureNeedsOf,
  loadContentFeatures,
  needsNoFeature,
  noContentFeatures,
  type ContentFeatures,
  type FeatureNeeds,
} from '../core/content-features'
import { isRetryableError } from '../core/errors'
import { loadMoreFields, type MoreFields } from './use-more-fields'
import { useWidgetI18n } from './widget-i18n-context'
import type { WidgetI18n } from '../i18n/create-widget-i18n'

/** The chunks a study needs: the core's, and the fields of the question types in their own. */
export interface WidgetFeatures extends ContentFeatures {
  moreFields: MoreFields | null
}

const noFeatures: WidgetFeatures = { ...noContentFeatures, moreFields: null }

async function loadWidgetFeatures(
  needs: FeatureNeeds,
  widgetI18n: WidgetI18n,
): Promise<WidgetFeatures> {
  const [core, moreFields] = await Promise.all([
    loadContentFeatures(needs),
    needs.moreFields.length > 0 ? loadMoreFields(needs.moreFields) : null,
  ])
  if (moreFields) widgetI18n.addFallbackStrings(moreFields.english)
  return { ...core, moreFields }
}

const maxRetries = 3

/**
 * Loads the chunks the content needs as soon as it has arrived; content that needs none is ready
 * in the same render. What is needed is read while rendering, so malformed content reaches the
 * widget's error boundary like any other content bug.
 */
export function useContentFeatures(
  content: StudyContent | undefined,
): UseQueryResult<WidgetFeatures> {
  const needs = useMemo(() => (content ? featureNeedsOf(content) : null), [content])
  const widgetI18n = useWidgetI18n()
  return useQuery({
    queryKey: ['study-runner', 'features', needs],
    // Runs only once the content is there (`enabled`), so with its needs.
    queryFn: () => loadWidgetFeatures(needs!, widgetI18n),
    enabled: needs !== null,
    initialData: needs && needsNoFeature(needs) ? noFeatures : undefined,
    retry: (failureCount, error) => isRetryableError(error) && failureCount < maxRetries,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
