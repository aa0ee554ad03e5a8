import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'
import { useWidgetQueryClient } from './widget-query-client'

// Before the paint in the browser; nothing to listen to on the server.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** A query of the widget's client as a component reads it. */
export interface WidgetQuery<T> {
  data: T | undefined
  /** Why the query failed, once its retries gave up. */
  error: Error | null
  isFetching: boolean
  /** Fetches again (after a failure: the participant's Try again). */
  refetch: () => void
}

/**
 * Reads a query of the widget's query client, and fetches it (`load`, a `prefetchQuery` with the
 * query's options) during the first render that names it, never on the server. An answer renders
 * in the task it arrived in, before the browser paints what it replaces: the component listens to
 * the query cache, which tells at once, from before the paint, and renders synchronously.
 * `useQuery` hears of it a task later (TanStack Query batches the notifications of its observers
 * with a `setTimeout`), `useSyncExternalStore` listens only from after the paint, and an update of
 * the default priority renders in a task of its own: an answer at hand (cached, or from a
 * transport answered in the page) arrives in between, and each would cost a frame of the loading
 * screen. With no observer to hold it, a query read here should keep its data (`gcTime:
 * Infinity`). `queryKey` null: nothing to read yet.
 */
export function useWidgetQuery<T>(
  queryKey: QueryKey | null,
  load: () => Promise<void>,
): WidgetQuery<T> {
  const client = useWidgetQueryClient()
  const queryHash = queryKey === null ? null : hashKey(queryKey)
  const requested = useRef<string | null>(null)
  if (queryHash !== null && requested.current !== queryHash && typeof window !== 'undefined') {
    requested.current = queryHash
    void load()
  }
  const [, update] = useReducer((count: number) => count + 1, 0)
  const state = queryHash === null ? undefined : client.getQueryCache().get<T>(queryHash)?.state
  useBeforePaint(() => {
    if (queryHash === null) return
    const cache = client.getQueryCache()
    // At once, not as an update of the default priority, which React renders in a task of its
    // own; in a microtask, as the cache may tell while React renders another component.
    const rerender = () => queueMicrotask(() => flushSync(update))
    const stop = cache.subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === queryHash) rerender()
    })
    // What changed between the render and now.
    if (cache.get(queryHash)?.state !== state) rerender()
    return stop
    // `state` is the rendered one, compared once: every later change comes by the listener.
  }, [client, queryHash])
  return {
    data: state?.data,
    error: state?.error ?? null,
    isFetching: state?.fetchStatus === 'fetching',
    refetch: () => void load(),
  }
}
