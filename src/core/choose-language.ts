/** Input of {@link chooseLanguage}. */
export interface LanguageChoiceInput {
  /** The languages the study offers (`StudyContent.languages`). */
  offered: readonly string[]
  /** The study's `defaultLanguage`, the last resort. */
  defaultLanguage: string
  /** The host's `language` prop, if any; wins when the study offers it. */
  requested?: string | undefined
  /** The browser's preferred languages, best first (`navigator.languages`). */
  preferred?: readonly string[] | undefined
}

/**
 * Picks the study language (docs/architecture.md#host-interface): the requested language if
 * offered, else the first preferred language the study offers, else the study's default. A tag
 * matches exactly (case-insensitively) or by its primary subtag (`de-CH` → `de`).
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const candidates = [input.requested, ...(input.preferred ?? [])]
  for (const candidate of candidates) {
    if (!candidate) continue
    const match = matchLanguage(candidate, input.offered)
    if (match) return match
  }
  return input.defaultLanguage
}

function matchLanguage(tag: string, offered: readonly string[]): string | undefined {
  const wanted = tag.toLowerCase()
  const exact = offered.find((language) => language.toLowerCase() === wanted)
  if (exact) return exact
  const primary = primarySubtag(wanted)
  return offered.find((language) => primarySubtag(language) === primary)
}

/** The language part of a BCP 47 tag, lower case: `pt-BR` → `pt`. */
export function primarySubtag(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? '').toLowerCase()
}
