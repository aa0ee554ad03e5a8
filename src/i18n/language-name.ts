/**
 * A language's name in that language itself ("Deutsch", "العربية"), as a language menu shows it,
 * from `Intl.DisplayNames`; the tag itself where the runtime has no name for it.
 * @example languageName('de') // 'Deutsch'
 * @example languageName('fr') // 'Français' (capitalised for a menu)
 */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag)
    if (!name || name === tag) return tag
    // CLDR names are for use within a sentence ("français"); a menu entry stands alone.
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
  } catch {
    return tag
  }
}
