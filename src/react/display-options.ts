import { createContext, useContext } from 'react'
import type { ColorScheme } from '../core/check-host-options'

/** The language switcher's choices and action, when the host asked for it. */
export interface LanguageSwitch {
  /** The study's languages (`StudyContent.languages`). */
  languages: readonly string[]
  /** Shows the study in another language once its UI strings are loaded; answers are kept. */
  select: (language: string) => void
}

/** What the host asked the screens to show (`showScores`, `showLanguageSwitcher`). */
export interface DisplayOptions {
  /** Show the scores on the completion screen. */
  showScores: boolean
  /** The language switcher, or `null` when it is off or the study has one language. */
  languageSwitch: LanguageSwitch | null
  /** The palette the host asked for. */
  colorScheme: ColorScheme
}

const defaults: DisplayOptions = { showScores: false, languageSwitch: null, colorScheme: 'auto' }

/** The display options of one widget; `<StudyRunner>` provides them. */
export const DisplayOptionsContext = createContext<DisplayOptions>(defaults)

/** Reads the enclosing widget's display options (all off outside a widget). */
export function useDisplayOptions(): DisplayOptions {
  return useContext(DisplayOptionsContext)
}
