import { createContext, useContext } from 'react'
import type { TextPipe } from '../core/piping-engine'

/** What every part of one widget shares: its language, direction, ids and study wording. */
export interface WidgetContextValue {
  language: string
  dir: 'ltr' | 'rtl'
  /** Prefix of element ids, unique per widget on the page. */
  idPrefix: string
  /**
   * The study's wording for a translation key (chosen language → default language → key), as
   * served: placeholders (`{{VARIABLE}}`) unfilled. `richText` fills them, live; where no element
   * can go, use {@link pipe}'s `plainTextOf`.
   */
  text: (key: string) => string
  /** Fills the wording's placeholders; present when the study's wording has any. */
  pipe?: TextPipe | undefined
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
