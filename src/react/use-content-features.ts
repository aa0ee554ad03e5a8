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
import { loadAnswerDelivery } from '../core/load-answer-delivery'
import { loadMoreFields, type MoreFields } from './use-more-fields'
import { useWidgetQuery, type WidgetQuery } from './use-widget-query'
import { useWidgetI18n } from './widget-i18n-context'
import type { WidgetI18n } from '../i18n/create-widget-i18n'
import { useWidgetQueryClient } from './widget-query-client'

/** The chunks a study needs: the core's, and the fields of the question types in their own. */
export interface WidgetFeatures extends ContentFeatures {
  moreFields: MoreFields | null
}

const noFeatures: WidgetFeatures = { ...noContentFeatures, moreFields: null }

async function loadWidgetFeatures(
  needs: FeatureNeeds,
  widgetI18n: WidgetI18n,
): Promise<WidgetFeatures> {
  // A panel step decides the first page, which then waits for the delivery chunk too: it
  // downloads beside the panel's (create-study-session.ts).
  if (needs.panel) loadAnswerDelivery().catch(() => {})
  const [core, moreFields] = await Promise.all([
    loadContentFeatures(needs),
    needs.moreFields.length > 0 ? loadMoreFields(needs.moreFields) : null,
  ])
  if (moreFields) widgetI18n.addFallbackStrings(moreFields.english)
  return { ...core, moreFields }
}

/**
 * Loads the chunks the content needs as soon as it has arrived; content that needs none is ready
 * in the same render. What is needed is read while rendering, so malformed content reaches the
 * widget's error boundary like any other content bug.
 */
export function useContentFeatures(content: StudyContent | undefined): WidgetQuery<WidgetFeatures> {
  const needs = useMemo(() => (content ? featureNeedsOf(content) : null), [content])
  const widgetI18n = useWidgetI18n()
  const client = useWidgetQueryClient()
  // Content that needs no chunk has its (empty) features at once, without a query.
  const wanted = needs && !needsNoFeature(needs) ? needs : null
  const queryKey = (shown: FeatureNeeds) => ['study-runner', 'features', shown]
  const query = useWidgetQuery<WidgetFeatures>(wanted && queryKey(wanted), async () => {
    if (!wanted) return
    await client.prefetchQuery({
      queryKey: queryKey(wanted),
      queryFn: () => loadWidgetFeatures(wanted, widgetI18n),
    })
  })
  return needs && !wanted ? { ...query, data: noFeatures } : query
}
