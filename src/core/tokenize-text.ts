/**
 * A piece of formatted study text. Translations may hold `**bold**`, `*italic*` and line breaks,
 * nothing else (DESIGN.md §3); bindings map tokens to elements and never insert HTML.
 */
export type TextToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: TextToken[] }
  | { type: 'em'; children: TextToken[] }
  | { type: 'break' }

// A marker opens before a non-space and closes after one, so "2 * 3 * 4" stays plain text.
const emphasis = /\*\*(\S(?:.*?\S)?)\*\*|\*([^\s*](?:[^*]*?[^\s*])?)\*/

/** Splits text into tokens: `**strong**`, `*em*` (also inside strong), and line breaks. */
export function tokenizeText(text: string): TextToken[] {
  const tokens: TextToken[] = []
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) tokens.push({ type: 'break' })
    tokens.push(...tokenizeLine(line, true))
  })
  return tokens
}

function tokenizeLine(line: string, allowStrong: boolean): TextToken[] {
  const tokens: TextToken[] = []
  let rest = line
  while (rest.length > 0) {
    const match = emphasis.exec(rest)
    const strong = match?.[1]
    if (!match || (strong !== undefined && !allowStrong)) {
      tokens.push({ type: 'text', text: rest })
      break
    }
    if (match.index > 0) tokens.push({ type: 'text', text: rest.slice(0, match.index) })
    if (strong !== undefined) {
      tokens.push({ type: 'strong', children: tokenizeLine(strong, false) })
    } else {
      tokens.push({ type: 'em', children: [{ type: 'text', text: match[2] ?? '' }] })
    }
    rest = rest.slice(match.index + match[0].length)
  }
  return tokens
}
