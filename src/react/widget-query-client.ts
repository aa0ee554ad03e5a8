import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'

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
