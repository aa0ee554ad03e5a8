import type { TFunction } from 'i18next'
import { useEffect, useMemo, useReducer } from 'react'
import { uiNamespace } from '../i18n/create-widget-i18n'
import { useWidget } from './widget-context'
import { useWidgetI18n } from './widget-i18n-context'

/**
 * The widget's UI string function, fixed to the widget's language, read from the widget's own
 * i18next instance; the component renders again when a catalogue arrives or the host's overrides
 * change.
 */
export function useUiText(): TFunction {
  const { language } = useWidget()
  const widgetI18n = useWidgetI18n()
  const [revision, update] = useReducer((count: number) => count + 1, 0)
  useEffect(() => widgetI18n.subscribe(update), [widgetI18n])
  return useMemo(
    () => widgetI18n.instance.getFixedT(language, uiNamespace),
    // `revision`: a fresh function after each change, so memoised children see it too.
    [widgetI18n, language, revision],
  )
}
