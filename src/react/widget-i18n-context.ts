import { createContext, useContext } from 'react'
import type { WidgetI18n } from '../i18n/create-widget-i18n'

/** The UI strings of one widget; `<StudyRunner>` provides its own instance. */
export const WidgetI18nContext = createContext<WidgetI18n | null>(null)

/** Reads the enclosing widget's UI strings (lazy catalogues, host overrides). */
export function useWidgetI18n(): WidgetI18n {
  const value = useContext(WidgetI18nContext)
  if (!value) {
    throw new Error('[study-runner] this component must be rendered inside <StudyRunner>')
  }
  return value
}
