import type { StudyContent } from '../api/types'
import { translationKeysOf } from '../core/content'

/** How the study's translations served one language. */
export interface TranslationReport {
  /** The chosen language the report is about. */
  language: string
  /** Keys missing in the chosen language, shown in the study's default language. */
  fallback: string[]
  /** Keys missing in every language, shown as the key itself (a content error). */
  missing: string[]
}

/** Resolves the study's own translation keys for one language. */
export interface ContentText {
  /** The text of a key: chosen language, else the default language, else the key itself. */
  text: (key: string) => string
  /** Which keys the content uses that the chosen language lacks; computed once. */
  report: TranslationReport
}

/**
 * The resolver of study wording (DESIGN.md §3): chosen language → `defaultLanguage` → the key.
 * The report lets the host learn about fallbacks once per language (`translation_missing`).
 * @example createContentText(content, 'de').text('about.title') // 'Über Sie'
 */
export function createContentText(content: StudyContent, language: string): ContentText {
  const translations = content.translations ?? {}
  const chosen = translations[language] ?? {}
  const fallback = translations[content.defaultLanguage] ?? {}
  const lookup = (key: string): string | undefined => chosen[key] ?? fallback[key]

  const report: TranslationReport = { language, fallback: [], missing: [] }
  for (const key of translationKeysOf(content)) {
    if (chosen[key] !== undefined) continue
    if (fallback[key] !== undefined) report.fallback.push(key)
    else report.missing.push(key)
  }
  return { text: (key) => lookup(key) ?? key, report }
}
