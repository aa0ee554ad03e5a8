import { createPipedValue } from './create-piped-value'
import { parsePlaceholders, type Placeholder } from './parse-placeholders'
import type { PipingPieces, TextPipe, TextPipeOptions } from './piping-engine'
import type { TextToken } from './tokenize-text'
import { wordsOf } from './words-of'

/** A wording read once: its tokens with a stand-in for each placeholder, and its last filling. */
interface ReadWording {
  placeholders: Placeholder[]
  /** The character standing in for every placeholder in `tokens`. */
  standIn: string
  tokens: TextToken[]
  /** The values of the last filling, as one string, and the tokens they gave. */
  filledWith: string | null
  filled: TextToken[]
}

/**
 * Fills the placeholders of the study's wording in one language (docs/content-format.md). Each
 * placeholder stands as one private-use character while the wording is tokenized, so `**` and `*`
 * around a placeholder format its value, and markers inside a value (a participant's text, a
 * fallback) can never open or close anything: the values go into the tokens' text afterwards.
 */
export function createTextPipe(
  options: TextPipeOptions,
  pieces: Pick<PipingPieces, 'tokenizeText'>,
): TextPipe {
  const valueOf = createPipedValue({ ...options, pieces })
  const wordings = new Map<string, ReadWording>()

  const read = (text: string): ReadWording => {
    let wording = wordings.get(text)
    if (!wording) {
      const { texts, placeholders } = parsePlaceholders(text)
      const standIn = standInFor(text)
      const tokens = pieces.tokenizeText(texts.join(standIn))
      wording = { placeholders, standIn, tokens, filledWith: null, filled: tokens }
      wordings.set(text, wording)
    }
    return wording
  }

  const tokensOf = (text: string): TextToken[] => {
    const wording = read(text)
    if (wording.placeholders.length === 0) return wording.tokens
    const { answers } = options.answers.getState()
    const values = wording.placeholders.map(
      ({ variableCode, fallback }) => valueOf(variableCode, answers) ?? fallback ?? '',
    )
    const filledWith = JSON.stringify(values)
    if (filledWith !== wording.filledWith) {
      wording.filledWith = filledWith
      wording.filled = fillTokens(wording.tokens, wording.standIn, values)
    }
    return wording.filled
  }

  return {
    subscribe: options.answers.subscribe,
    tokensOf,
    plainTextOf: (key) => wordsOf(tokensOf(options.text(key))),
  }
}

/** A private-use character the text does not hold (practically always U+E000). */
function standInFor(text: string): string {
  let code = 0xe000
  while (text.includes(String.fromCharCode(code))) code++
  return String.fromCharCode(code)
}

/** The tokens with the stand-ins replaced by `values`, in order (tokens keep the text's order). */
function fillTokens(tokens: readonly TextToken[], standIn: string, values: readonly string[]) {
  let next = 0
  const fill = (list: readonly TextToken[]): TextToken[] =>
    list.map((token) => {
      if (token.type === 'break') return token
      if (token.type !== 'text') return { type: token.type, children: fill(token.children) }
      const parts = token.text.split(standIn)
      let text = parts[0] ?? ''
      for (const part of parts.slice(1)) text += (values[next++] ?? '') + part
      return { type: 'text', text }
    })
  return fill(tokens)
}
