import { createContext, useContext } from 'react'

/** What every part of one widget shares: its language, direction, ids and study wording. */
export interface WidgetContextValue {
  language: string
  dir: 'ltr' | 'rtl'
  /** Prefix of element ids, unique per widget on the page. */
  idPrefix: string
  /** The study's wording for a translation key (chosen language → default language → key). */
  text: (key: string) => string
}

/** The context of one widget; each `<StudyRunner>` provides its own. */
export const WidgetContext = createContext<WidgetContextValue | null>(null)

/** Reads the enclosing widget's context. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext)
  if (!value) {
    throw new Error('[study-runner] this component must be rendered inside <StudyRunner>')
  }
  return value
}
