import { useEffect, type RefObject } from 'react'
import type { StudySessionStore } from '../core/create-study-session'
import type { StudyRunnerProps } from './study-runner-props'

/**
 * Makes pages browser-history entries when the host opts in with the `history` prop
 * (docs/architecture.md#host-interface), read when the widget mounts; the logic
 * (core/follow-page-history.ts) is a chunk of its own, fetched only then. With the prop off,
 * `history` is never touched; on the server, effects do not run.
 */
export function usePageHistory(store: StudySessionStore, props: RefObject<StudyRunnerProps>) {
  useEffect(() => {
    if (!props.current.history) return
    let stop: (() => void) | undefined
    let stopped = false
    const { pages, pageIndex } = store.getState()
    const firstPage = pages[pageIndex]?.index
    import('../core/follow-page-history').then(
      ({ followPageHistory }) => {
        if (!stopped) stop = followPageHistory(store, window.history, firstPage)
      },
      // Not fetched (offline): the pages simply do not become history entries.
      () => {},
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [store, props])
}
