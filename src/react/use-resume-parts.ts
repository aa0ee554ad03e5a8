import { useCallback, useEffect, useState } from 'react'
import type { ResumeParts } from './resume-parts'
import { sharedPieces } from './shared-pieces'
import { useWidgetI18n } from './widget-i18n-context'

// Code, the same for every widget on the page: kept once once fetched (docs/code-style.md#3).
let loaded: ResumeParts | undefined
let loading: Promise<ResumeParts | undefined> | undefined

/**
 * Fetches the resume parts (docs/architecture.md, "What a study loads"): no first page needs them,
 * so they come when a participant opens the dialog or a used link was opened. A failed fetch
 * answers undefined and is tried again on the next call.
 */
function loadResumeParts(): Promise<ResumeParts | undefined> {
  loading ??= import('./resume-parts').then(
    (module) => (loaded = module.createResumeParts(sharedPieces)),
    () => (loading = undefined),
  )
  return loading
}

/**
 * The resume parts once fetched (`parts`, their English strings added to the widget's), and
 * `load`, which fetches them and answers them, or undefined when they cannot be fetched.
 */
export function useResumeParts() {
  const [parts, setParts] = useState(loaded)
  const widgetI18n = useWidgetI18n()
  useEffect(() => {
    if (parts) widgetI18n.addFallbackStrings(parts.english)
  }, [parts, widgetI18n])
  const load = useCallback(async () => {
    const built = await loadResumeParts()
    if (built) {
      widgetI18n.addFallbackStrings(built.english)
      setParts(built)
    }
    return built
  }, [widgetI18n])
  return { parts, load }
}
