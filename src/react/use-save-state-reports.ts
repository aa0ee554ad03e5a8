import { useEffect, useState, type RefObject } from 'react'
import type { StudySessionStore } from '../core/create-study-session'
import { saveStateOf, type SaveState } from '../core/save-state'
import type { StudyRunnerProps } from './study-runner-props'

/**
 * The save state to show, and each change told to the host (`onSaveStateChange`: saving,
 * saved, offline, retrying, error).
 */
export function useSaveStateReports(
  store: StudySessionStore,
  props: RefObject<StudyRunnerProps>,
): SaveState | null {
  const [shown, setShown] = useState<SaveState | null>(null)
  useEffect(() => {
    let current: SaveState | null = null
    const follow = () => {
      const next = saveStateOf(store.getState(), current)
      if (next === current || next === null) return
      current = next
      setShown(next)
      try {
        props.current.onSaveStateChange?.(next)
      } catch (error) {
        console.error("[study-runner] the host's onSaveStateChange callback threw", error)
      }
    }
    follow()
    return store.subscribe(follow)
  }, [store, props])
  return shown
}
