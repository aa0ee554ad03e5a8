import { useCallback, useRef, useState } from 'react'
import { useWidgetI18n } from './widget-i18n-context'

/** The participant's language choice from the switcher, and the action that makes it. */
export interface LanguageSwitchState {
  /** The language switched to, or undefined while the start language holds. */
  language: string | undefined
  /** Switches once the UI strings of `language` are loaded, so no text flashes untranslated. */
  select: (language: string) => void
}

/** Holds the switcher's choice for one study; a new `studyId` starts over. */
export function useLanguageSwitch(studyId: string): LanguageSwitchState {
  const widgetI18n = useWidgetI18n()
  const [chosen, setChosen] = useState<{ studyId: string; language: string } | null>(null)
  // Quick successive choices: the last one wins, whichever catalogue arrives first.
  const requested = useRef<string | null>(null)
  const select = useCallback(
    (language: string) => {
      requested.current = language
      void widgetI18n.load(language).then(() => {
        if (requested.current === language) setChosen({ studyId, language })
      })
    },
    [widgetI18n, studyId],
  )
  return { language: chosen?.studyId === studyId ? chosen.language : undefined, select }
}
