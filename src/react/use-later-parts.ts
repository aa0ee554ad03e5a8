import { createElement, Fragment, useEffect, useId, useRef, useState } from 'react'
import { useDisplayOptions } from './display-options'
import type { LaterParts } from './later-parts'
import type { LaterShared } from './later-shared'
import { ProgressBar } from './progress-bar'
import { richText } from './rich-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

const shared: LaterShared = {
  h: createElement,
  Fragment,
  useEffect,
  useId,
  useRef,
  useDisplayOptions,
  useUiText,
  useWidget,
  richText,
  ProgressBar,
}

// The built parts are code, the same for every widget on the page, so they are kept once: a
// widget that renders after they arrived gets them synchronously, without a frame of fallback.
let loaded: LaterParts | undefined
let loading: Promise<LaterParts | undefined> | undefined

/**
 * Starts fetching the parts no first page needs (docs/architecture.md, "What a study loads"):
 * called when a session starts, so they are there by the first failed Next or the finish. A failed
 * fetch is tried again on the next call.
 */
export function prefetchLaterParts(): Promise<LaterParts | undefined> {
  loading ??= import('./later-parts').then(
    (module) => (loaded = module.createLaterParts(shared)),
    () => (loading = undefined),
  )
  return loading
}

/** The later parts once loaded; `undefined` until then (or while they cannot be fetched). */
export function useLaterParts(): LaterParts | undefined {
  const [parts, setParts] = useState(loaded)
  useEffect(() => {
    if (parts) return
    let live = true
    void prefetchLaterParts().then((built) => live && built && setParts(built))
    return () => {
      live = false
    }
  }, [parts])
  return parts
}
