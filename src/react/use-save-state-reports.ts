import { useEffect, type RefObject } from 'react'
import type { StudySessionStore } from '../core/create-study-session'
import { saveStateOf, type SaveState } from '../core/save-state'
import type { StudyRunnerProps } from './study-runner-props'

/** Tells the host each change of the save state (`onSaveStateChange`: saving, saved, error). */
export function useSaveStateReports(store: StudySessionStore, props: RefObject<StudyRunnerProps>) {
  useEffect(() => {
    let current: SaveState | null = null
    return store.subscribe((state) => {
      const next = saveStateOf(state, current)
      if (next === current || next === null) return
      current = next
      try {
        props.current.onSaveStateChange?.(next)
      } catch (error) {
        console.error("[study-runner] the host's onSaveStateChange callback threw", error)
      }
    })
  }, [store, props])
}
