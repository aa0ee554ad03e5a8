import { useEffect } from 'react'
import type { PageSignal, StudySessionStore } from '../core/create-study-session'

/**
 * Connects the session to the page (docs/architecture.md#the-widgets-promises): delivery starts
 * when the widget mounts and
 * stops when it unmounts; `online` resumes a paused queue, `offline` pauses it, a hidden tab
 * flushes with `keepalive`, and `pagehide` sends the whole outbox with `keepalive`.
 */
export function usePageSignals(store: StudySessionStore) {
  useEffect(() => {
    const disconnect = store.getState().connect()
    // One abort removes every listener below.
    const listening = new AbortController()
    const options = { signal: listening.signal }
    const signal = (kind: PageSignal) => () => store.getState().pageSignal(kind)
    window.addEventListener('online', signal('online'), options)
    window.addEventListener('offline', signal('offline'), options)
    window.addEventListener('pagehide', signal('pagehide'), options)
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && store.getState().pageSignal('hidden'),
      options,
    )
    return () => {
      listening.abort()
      disconnect()
    }
  }, [store])
}
