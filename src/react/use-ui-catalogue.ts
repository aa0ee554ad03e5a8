import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useWidgetI18n } from './widget-i18n-context'

/**
 * True once the UI strings of `language` are in memory; starts loading them if not. Until then
 * the widget shows a skeleton rather than a flash of keys or of another language
 * (docs/architecture.md#the-widgets-promises).
 */
export function useUiCatalogue(language: string): boolean {
  const widgetI18n = useWidgetI18n()
  const isLoaded = useCallback(() => widgetI18n.isLoaded(language), [widgetI18n, language])
  // The server renders what is already in memory (English, or a skeleton); so does hydration.
  const loaded = useSyncExternalStore(widgetI18n.subscribe, isLoaded, isLoaded)
  useEffect(() => {
    if (!loaded) void widgetI18n.load(language)
  }, [widgetI18n, language, loaded])
  return loaded
}
