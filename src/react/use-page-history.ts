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
    // The page on screen while the chunk is on its way; none while the store is still loading
    // (a stored session then resumes on its own page, whose entry the chunk tags as it is).
    const { pages, pageIndex, status } = store.getState()
    const firstPage = status === 'answering' ? pages[pageIndex]?.index : undefined
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
