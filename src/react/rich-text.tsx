import { useSyncExternalStore, type ReactNode } from 'react'
import { tokenizeText, type TextToken } from '../core/tokenize-text'
import { useWidget } from './widget-context'

// What may make a text more than a string: a marker, a line break, a placeholder.
const marked = /[*\r\n{]/

/**
 * Study text with `**bold**`, `*italic*` and line breaks as elements; never inserted as HTML. A
 * function, not a component: a page of 1000 questions has some 6000 texts, most of them plain,
 * which come back as the string itself. Text with a placeholder (`{{VARIABLE}}`) becomes a
 * {@link PipedText}, which shows the values.
 */
export function richText(text: string): ReactNode {
  // Most study text has no marker and no line break: nothing to split or tokenize.
  if (!marked.test(text)) return text
  if (text.includes('{{')) return <PipedText text={text} />
  const tokens = tokenizeText(text)
  return tokens.length === 1 && tokens[0]!.type === 'text' ? text : renderTokens(tokens)
}

const noAnswers = () => () => {}

/**
 * Text whose placeholders the widget's pipe fills (docs/content-format.md): subscribed to the
 * answers, it renders again when a value it shows changes, and nothing around it does.
 */
function PipedText({ text }: { text: string }) {
  const { pipe } = useWidget()
  const read = () => pipe?.tokensOf(text)
  const tokens = useSyncExternalStore(pipe?.subscribe ?? noAnswers, read, read)
  return renderTokens(tokens ?? tokenizeText(text))
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
