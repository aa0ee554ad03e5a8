/**
 * A text folded for matching in a language: lower case by that language's rules (Turkish "I" is
 * "ı"), then decomposed (NFD) with every combining mark dropped — accents, Hebrew points, Arabic
 * vowel marks — so "Ré", "re" and "RE" all find "Réunion".
 *
 * @example foldForMatch('Réunion', 'fr') // 'reunion'
 */
export function foldForMatch(text: string, language: string): string {
  return text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '')
}

/** One option of a searchable dropdown as its list shows it. */
export interface MatchableOption<Option> {
  option: Option
  /** Its place in the question's options: stable ids whatever the filter shows. */
  index: number
  /** Its label, as shown. */
  label: string
  /** Its label folded by {@link foldForMatch}, computed once per language. */
  folded: string
}

/** The options with their labels, shown and folded, in the order given (never reordered). */
export function matchableOptions<Option>(
  options: readonly Option[],
  labelOf: (option: Option) => string,
  language: string,
): Array<MatchableOption<Option>> {
  return options.map((option, index) => {
    const label = labelOf(option)
    return { option, index, label, folded: foldForMatch(label, language) }
  })
}

/**
 * The options whose label contains the query anywhere (folded both sides), in their order. A
 * query of spaces only keeps them all.
 */
export function filterOptions<Option>(
  options: ReadonlyArray<MatchableOption<Option>>,
  query: string,
  language: string,
): ReadonlyArray<MatchableOption<Option>> {
  const needle = foldForMatch(query.trim(), language)
  if (needle === '') return options
  return options.filter((option) => option.folded.includes(needle))
}
