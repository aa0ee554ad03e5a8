import type { QueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { StudyContent } from '../api/types'
import { loadEnginesWhileWaiting } from '../core/content-features'
import { loadAnswerDelivery } from '../core/load-answer-delivery'
import type { StudyTransport } from '../core/transport'
import { useWidgetQuery, type WidgetQuery } from './use-widget-query'
import { useWidgetQueryClient } from './widget-query-client'

/** Options of {@link useStudyContent}. */
export interface StudyContentOptions {
  /**
   * Whether the first page waits for the delivery chunk (what the device keeps decides it): its
   * code then downloads beside the content. Otherwise the session asks for it after the first
   * paint (session-view.tsx). Asked once per widget.
   */
  deliveryFirst: () => boolean
}

/** The query of a study's content in the widget's query client. */
function contentQueryKey(studyId: string) {
  return ['study-runner', 'content', studyId]
}

/**
 * Sends the request for a study's content into the widget's query client, unless it is there or
 * on its way; retried as every widget query is (`createWidgetQueryClient`). The custom element calls it when it connects,
 * before React first renders the widget, with the request the embed sent before it was evaluated
 * (`sent`, taken as the first attempt's answer). While the content is on the network, the engines
 * that may decide the first page download beside it (`loadEnginesWhileWaiting`).
 */
export function prefetchStudyContent(
  client: QueryClient,
  transport: StudyTransport,
  studyId: string,
  sent?: Promise<StudyContent>,
): Promise<void> {
  let first = sent
  return client.prefetchQuery({
    queryKey: contentQueryKey(studyId),
    queryFn: ({ signal }) => {
      const answer = first ?? transport.getContent(studyId, { signal })
      first = undefined
      loadEnginesWhileWaiting(answer)
      return answer
    },
  })
}

/**
 * Loads the study content once per widget. The request leaves during the first render (or when
 * the custom element connected), not after the first paint (when `useQuery` would send it), so the
 * loading screen and the content's download overlap; content at hand renders in the task it
 * arrived in (use-widget-query.ts). Never on the server.
 */
export function useStudyContent(
  transport: StudyTransport,
  studyId: string,
  { deliveryFirst }: StudyContentOptions,
): WidgetQuery<StudyContent> {
  const client = useWidgetQueryClient()
  // The delivery chunk once per widget, when the first page needs it.
  const askedFirst = useRef(false)
  if (!askedFirst.current && typeof window !== 'undefined') {
    askedFirst.current = true
    if (deliveryFirst()) loadAnswerDelivery().catch(() => {})
  }
  return useWidgetQuery(contentQueryKey(studyId), () =>
    prefetchStudyContent(client, transport, studyId),
  )
}
