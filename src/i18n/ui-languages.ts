import { primarySubtag } from '../core/choose-language'
import { ownValue } from '../core/own-value'

/**
 * The languages the widget's own UI strings are translated into
 * (docs/architecture.md#the-widgets-promises). English is
 * bundled as the fallback; every other catalogue is loaded on demand (see `loadUiCatalogue`).
 */
export const uiLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ar', 'he'] as const

/** One of {@link uiLanguages}. */
export type UiLanguage = (typeof uiLanguages)[number]

// Deprecated tags still sent by some browsers and systems (BCP 47 / IANA registry).
const legacyTags: Readonly<Record<string, UiLanguage>> = { iw: 'he' }

/**
 * The UI catalogue that serves a BCP 47 tag: its primary language if shipped, else English.
 * @example uiLanguageOf('pt-BR') // 'pt'
 * @example uiLanguageOf('ja') // 'en'
 */
export function uiLanguageOf(tag: string): UiLanguage {
  const primary = primarySubtag(tag)
  const legacy = ownValue(legacyTags, primary)
  if (legacy) return legacy
  return uiLanguages.find((language) => language === primary) ?? 'en'
}
