/**
 * A piece of formatted study text. Translations may hold `**bold**`, `*italic*` and line breaks,
 * nothing else (docs/content-format.md); bindings map tokens to elements and never insert HTML.
 */
export type TextToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: TextToken[] }
  | { type: 'em'; children: TextToken[] }
  | { type: 'break' }

/**
 * Splits text into tokens: `**strong**`, `*em*` (also inside strong), and line breaks. A marker
 * opens before a non-space and closes after one, so "2 * 3 * 4" stays plain text; italic holds no
 * star. One pass over the text with precomputed look-ahead: linear in its length, whatever it holds.
 */
export function tokenizeText(text: string): TextToken[] {
  const tokens: TextToken[] = []
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) tokens.push({ type: 'break' })
    for (const token of tokenizeLine(line, true)) tokens.push(token)
  })
  return tokens
}

const none = -1

function tokenizeLine(line: string, allowStrong: boolean): TextToken[] {
  // Most study text has no marker at all: no look-ahead to build.
  if (!line.includes('*')) return line ? [{ type: 'text', text: line }] : []
  const { strongCloseFrom, nextStar } = lookAhead(line)
  const tokens: TextToken[] = []
  let textStart = 0
  let at = 0
  while (at < line.length) {
    if (line[at] !== '*') {
      at++
      continue
    }
    const close = line[at + 1] === '*' ? strongClose(line, at, strongCloseFrom) : none
    if (close !== none) {
      if (!allowStrong) break // no bold inside bold: the rest stays as written
      if (at > textStart) tokens.push({ type: 'text', text: line.slice(textStart, at) })
      tokens.push({ type: 'strong', children: tokenizeLine(line.slice(at + 2, close), false) })
      at = textStart = close + 2
      continue
    }
    // `*Y*`: Y holds no star, starts and ends with a non-space.
    const end = isVisible(line[at + 1]) && line[at + 1] !== '*' ? (nextStar[at + 1] ?? none) : none
    if (end !== none && isVisible(line[end - 1])) {
      if (at > textStart) tokens.push({ type: 'text', text: line.slice(textStart, at) })
      tokens.push({ type: 'em', children: [{ type: 'text', text: line.slice(at + 1, end) }] })
      at = textStart = end + 1
      continue
    }
    at++
  }
  if (textStart < line.length) tokens.push({ type: 'text', text: line.slice(textStart) })
  return tokens
}

/**
 * Where `**X**` opening at `at` closes, or `none`. X starts with a non-space, ends with one right
 * before `**`. Like the grammar's greedy optional tail, X takes two characters or more when any
 * such close exists (the first one), and a single character only otherwise.
 */
function strongClose(line: string, at: number, strongCloseFrom: Int32Array): number {
  if (!isVisible(line[at + 2]) || isLineSeparator(line[at + 3])) return none
  const longer = strongCloseFrom[at + 4] ?? none
  if (longer !== none) return longer
  return line[at + 3] === '*' && line[at + 4] === '*' ? at + 3 : none
}

/**
 * For every position k: the first `**` at or after k that follows a non-space, with no line
 * separator between k and it (`strongCloseFrom`); the first star after k (`nextStar`).
 */
function lookAhead(line: string): { strongCloseFrom: Int32Array; nextStar: Int32Array } {
  const size = line.length + 1
  const strongCloseFrom = new Int32Array(size + 2).fill(none)
  const nextStar = new Int32Array(size + 2).fill(none)
  for (let k = line.length - 1; k >= 0; k--) {
    const char = line[k]
    nextStar[k] = line[k + 1] === '*' ? k + 1 : (nextStar[k + 1] ?? none)
    if (char === '*' && line[k + 1] === '*' && isVisible(line[k - 1])) strongCloseFrom[k] = k
    else if (!isLineSeparator(char)) strongCloseFrom[k] = strongCloseFrom[k + 1] ?? none
  }
  return { strongCloseFrom, nextStar }
}

function isVisible(char: string | undefined): boolean {
  return char !== undefined && !/\s/.test(char)
}

function isLineSeparator(char: string | undefined): boolean {
  return char === '\u2028' || char === '\u2029'
}
