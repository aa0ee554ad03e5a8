import { useEffect, useRef, type RefObject } from 'react'

/**
 * A ref that always holds the latest value, for callbacks called later (e.g. by the session
 * store) that must see the host's current props without recreating the store.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}
