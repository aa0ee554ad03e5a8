import { useEffect, useState } from 'react'
import { afterNextPaint } from './after-next-paint'
import type { LaterParts } from './later-parts'
import { sharedPieces } from './shared-pieces'
import { useWidgetI18n } from './widget-i18n-context'

// The built parts are code, the same for every widget on the page, so they are kept once: a
// widget that renders after they arrived gets them synchronously, without a frame of fallback.
let loaded: LaterParts | undefined
let loading: Promise<LaterParts | undefined> | undefined

/**
 * Starts fetching the parts no first page needs (docs/architecture.md, "What a study loads"), so
 * they are there by the first failed Next or the finish. A failed fetch is tried again on the
 * next call.
 */
export function prefetchLaterParts(): Promise<LaterParts | undefined> {
  loading ??= import('./later-parts').then(
    (module) => (loaded = module.createLaterParts(sharedPieces)),
    () => (loading = undefined),
  )
  return loading
}

/**
 * The later parts once loaded, their English strings added to the widget's; `undefined` until
 * then (or while they cannot be fetched). They are fetched once the first page is painted, so
 * their evaluation does not hold it up. A fetch that failed (offline since the session resumed)
 * is tried again when `retryKey` changes — a failed Next, the review, the finish — and when the
 * browser is back online.
 */
export function useLaterParts(retryKey: string): LaterParts | undefined {
  const [parts, setParts] = useState(loaded)
  const widgetI18n = useWidgetI18n()
  useEffect(() => {
    if (parts) {
      widgetI18n.addFallbackStrings(parts.english)
      return
    }
    let live = true
    // Their strings first: the parts never render a key in place of its text.
    const fetchParts = () =>
      void prefetchLaterParts().then((built) => {
        if (!live || !built) return
        widgetI18n.addFallbackStrings(built.english)
        setParts(built)
      })
    const cancel = afterNextPaint(fetchParts)
    window.addEventListener('online', fetchParts)
    return () => {
      live = false
      cancel()
      window.removeEventListener('online', fetchParts)
    }
  }, [parts, retryKey, widgetI18n])
  return parts
}
