import type { ReactNode } from 'react'
import { tokenizeText, type TextToken } from '../core/tokenize-text'

/**
 * Study text with `**bold**`, `*italic*` and line breaks as elements; never inserted as HTML. A
 * function, not a component: a page of 1000 questions has some 6000 texts, most of them plain,
 * which come back as the string itself.
 */
export function richText(text: string): ReactNode {
  const tokens = tokenizeText(text)
  return tokens.length === 1 && tokens[0]!.type === 'text' ? text : renderTokens(tokens)
}

function renderTokens(tokens: TextToken[]): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return token.text
      case 'break':
        return <br key={index} />
      case 'strong':
        return <strong key={index}>{renderTokens(token.children)}</strong>
      case 'em':
        return <em key={index}>{renderTokens(token.children)}</em>
    }
  })
}
