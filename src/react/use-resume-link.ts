import { useEffect } from 'react'
import { useStore } from 'zustand'
import type { StudySessionStore } from '../core/study-session-types'

/** The query parameter a resume link carries its id in, unless the host names another. */
export const defaultResumeParam = 'resume'

/**
 * The resume id the page's address carries under `param` (`?resume=…`), if any; none while
 * rendering on the server.
 */
export function resumeIdOfPage(param: string): string | undefined {
  const search = globalThis.location?.search
  return (search && new URLSearchParams(search).get(param)) || undefined
}

/**
 * Takes the resume id out of the address bar once the link was claimed or found unusable
 * (docs/architecture.md#continue-on-another-device), with `history.replaceState` and the entry's
 * state kept, so that a reload does not claim it again. One the proxy could not be asked about
 * (offline) stays, so a reload still can; so does another study's, which is not used up: a widget
 * of that study, on the page or put there later, may still claim it.
 */
export function useResumeParamRemoval(store: StudySessionStore, param: string): void {
  const settled = useStore(
    store,
    (state) => state.resumeLink !== null && state.resumeLink !== 'anotherStudy',
  )
  useEffect(() => {
    if (!settled) return
    const url = new URL(window.location.href)
    if (!url.searchParams.has(param)) return
    url.searchParams.delete(param)
    window.history.replaceState(window.history.state, '', url)
  }, [settled, param])
}
