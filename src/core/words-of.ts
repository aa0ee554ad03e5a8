import type { TextToken } from './tokenize-text'

/**
 * The words of formatted text (`tokenizeText`): its text without the `**` / `*` markers, a line
 * break as a space. For places that hold no elements: an option of a native select, an
 * accessible name.
 * @example wordsOf(tokenizeText('A **big**\nday')) // 'A big day'
 */
export function wordsOf(tokens: readonly TextToken[]): string {
  let words = ''
  for (const token of tokens) {
    if (token.type === 'text') words += token.text
    else if (token.type === 'break') words += ' '
    else words += wordsOf(token.children)
  }
  return words
}
