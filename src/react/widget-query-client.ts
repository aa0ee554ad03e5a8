import { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import { isRetryableError } from '../core/errors'

const maxRetries = 3

/**
 * A query client for one widget, with what every widget query shares: only what may succeed later
 * is retried, three times; offline, an attempt fails and the participant gets Try again, rather
 * than a loading screen waiting for the browser to say it is online (`networkMode: 'always'`); and
 * an answer is kept as long as the widget lives — the session is built from the content it
 * started with, and no observer holds a query read with `useWidgetQuery`.
 */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isRetryableError(error) && failureCount < maxRetries,
        networkMode: 'always',
        staleTime: Infinity,
        gcTime: Infinity,
      },
    },
  })
}

/**
 * The widget's own query client (docs/code-style.md#10-the-widget-owns-its-instances). Above
 * `<StudyRunner>`, one made before React rendered — the custom element's, which sends the content
 * request as soon as it connects (use-study-content.ts); without one, `<StudyRunner>` makes its
 * own. The widget reads its queries with `useWidgetQuery`, not TanStack's hooks, so it needs no
 * `QueryClientProvider`; `<StudyRunner>` mounts the client itself, so that a retry TanStack Query
 * holds while the tab is hidden goes on when it is visible again.
 */
export const WidgetQueryClientContext = createContext<QueryClient | null>(null)

/** The widget's query client, inside `<StudyRunner>`. */
export function useWidgetQueryClient(): QueryClient {
  const client = useContext(WidgetQueryClientContext)
  if (!client) throw new Error('[study-runner] a widget query needs <StudyRunner> around it')
  return client
}
