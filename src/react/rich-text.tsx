import type { ReactNode } from 'react'
import { tokenizeText, type TextToken } from '../core/tokenize-text'

/** Study text with `**bold**`, `*italic*` and line breaks as elements; never inserted as HTML. */
export function RichText({ text }: { text: string }) {
  return <>{renderTokens(tokenizeText(text))}</>
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
