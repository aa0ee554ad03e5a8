/** One `{{VARIABLE}}` or `{{VARIABLE|fallback}}` of a wording. */
export interface Placeholder {
  /** The variable it shows, spaces around it ignored. */
  variableCode: string
  /** What shows while the variable has no value; `null` when there is none (nothing shows). */
  fallback: string | null
}

/** A wording cut at its placeholders: `texts[0]`, `placeholders[0]`, `texts[1]`, … `texts[n]`. */
export interface PlaceholderSplit {
  /** The literal text around the placeholders: one more than there are placeholders. */
  texts: string[]
  placeholders: Placeholder[]
}

// `{{`, a name, optionally `|` and a fallback, `}}`, all on one line; no brace inside. Each try
// stops at the next brace, so a text full of unclosed `{{` is still read in linear time.
const placeholderPattern = /\{\{([^{}|\r\n]*)(?:\|([^{}\r\n]*))?\}\}/g

/**
 * Finds the placeholders of a wording (docs/content-format.md). A `{{` without its `}}` is text.
 * @example parsePlaceholders('Hi {{NAME|there}}!')
 * // { texts: ['Hi ', '!'], placeholders: [{ variableCode: 'NAME', fallback: 'there' }] }
 */
export function parsePlaceholders(text: string): PlaceholderSplit {
  const texts: string[] = []
  const placeholders: Placeholder[] = []
  let textStart = 0
  for (const match of text.matchAll(placeholderPattern)) {
    texts.push(text.slice(textStart, match.index))
    placeholders.push({ variableCode: (match[1] ?? '').trim(), fallback: match[2] ?? null })
    textStart = match.index + match[0].length
  }
  texts.push(text.slice(textStart))
  return { texts, placeholders }
}
