import type { StudyContent } from '../api/types'
import { translationKeysOf } from '../core/content'
import { ownValue } from '../core/own-value'

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
 * The resolver of study wording (docs/content-format.md): chosen language → `defaultLanguage` → the
 * key. The report lets the host learn about fallbacks once per language (`translation_missing`).
 * @example createContentText(content, 'de').text('about.title') // 'Über Sie'
 */
export function createContentText(content: StudyContent, language: string): ContentText {
  const translations = content.translations ?? {}
  // Own properties only: a text key named `constructor` is a missing key, not a function.
  const chosen = ownValue(translations, language) ?? {}
  const fallback = ownValue(translations, content.defaultLanguage) ?? {}
  const lookup = (key: string): string | undefined => textOf(chosen, key) ?? textOf(fallback, key)

  const report: TranslationReport = { language, fallback: [], missing: [] }
  for (const key of translationKeysOf(content)) {
    if (textOf(chosen, key) !== undefined) continue
    if (textOf(fallback, key) !== undefined) report.fallback.push(key)
    else report.missing.push(key)
  }
  return { text: (key) => lookup(key) ?? key, report }
}

/**
 * A key's own text in one language; anything but a string (content the spec forbids) is missing.
 */
function textOf(table: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = ownValue(table, key)
  return typeof value === 'string' ? value : undefined
}
