import { useEffect } from 'react'
import type { StudySessionStore } from '../core/create-study-session'

/**
 * Connects the session to the page (DESIGN.md §10): delivery starts when the widget mounts and
 * stops when it unmounts; `online` resumes a paused queue, `offline` pauses it, a hidden tab
 * flushes with `keepalive`, and `pagehide` sends the whole outbox with `keepalive`.
 */
export function usePageSignals(store: StudySessionStore) {
  useEffect(() => {
    const disconnect = store.getState().connect()
    const signal = (kind: 'online' | 'offline' | 'hidden' | 'pagehide') => () =>
      store.getState().pageSignal(kind)
    const onOnline = signal('online')
    const onOffline = signal('offline')
    const onPageHide = signal('pagehide')
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') store.getState().pageSignal('hidden')
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onVisibility)
      disconnect()
    }
  }, [store])
}
