import { describe, expect, it } from 'vitest'
import { tokenizeText, type TextToken } from '../../src/core/tokenize-text'

describe('tokenizeText', () => {
  it('keeps plain text as one token', () => {
    expect(tokenizeText('Just text')).toEqual([{ type: 'text', text: 'Just text' }])
  })

  it('reads **bold**, *italic* and line breaks', () => {
    expect(tokenizeText('A **big** and *small*\nend')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', children: [{ type: 'text', text: 'big' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'small' }] },
      { type: 'break' },
      { type: 'text', text: 'end' },
    ])
  })

  it('allows italic inside bold', () => {
    expect(tokenizeText('**very *much* so**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'very ' },
          { type: 'em', children: [{ type: 'text', text: 'much' }] },
          { type: 'text', text: ' so' },
        ],
      },
    ])
  })

  it('leaves lone or spaced stars and anything HTML-like as text', () => {
    expect(tokenizeText('2 * 3 * 4')).toEqual([{ type: 'text', text: '2 * 3 * 4' }])
    expect(tokenizeText('<b>no</b> **')).toEqual([{ type: 'text', text: '<b>no</b> **' }])
  })

  it('keeps hostile markup as plain text, also inside emphasis', () => {
    const script = '<script>alert(1)</script>'
    const image = '<img src=x onerror="alert(1)">'
    expect(tokenizeText(script)).toEqual([{ type: 'text', text: script }])
    expect(tokenizeText(`**${image}**`)).toEqual([
      { type: 'strong', children: [{ type: 'text', text: image }] },
    ])
  })

  it('reads the same as the regular-expression grammar it replaced, on random text', () => {
    const alphabet = ['*', '*', '*', 'a', 'b', ' ', '\n', '\u2028', '<']
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 5000; round++) {
      const length = 1 + Math.floor(random() * 14)
      const text = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('')
      expect(tokenizeText(text), JSON.stringify(text)).toEqual(referenceTokens(text))
    }
  })

  it('stays linear on unclosed markers (a megabyte finishes well within the test timeout)', () => {
    // The former regular expression rescanned the rest of the line from every star: 283 ms at
    // 40k characters, about three minutes at one million.
    for (const unit of ['**a ', '*a ', '** ', '**a**b* ']) {
      const text = unit.repeat(1_000_000 / unit.length)
      expect(tokenizeText(text).length).toBeGreaterThan(0)
    }
  })
})

// The grammar as the earlier implementation wrote it (one regular expression, quadratic on
// unclosed markers): the oracle for the linear scanner.
const emphasis = /\*\*(\S(?:.*?\S)?)\*\*|\*([^\s*](?:[^*]*?[^\s*])?)\*/

function referenceTokens(text: string): TextToken[] {
  const tokens: TextToken[] = []
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) tokens.push({ type: 'break' })
    tokens.push(...referenceLine(line, true))
  })
  return tokens
}

function referenceLine(line: string, allowStrong: boolean): TextToken[] {
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
      tokens.push({ type: 'strong', children: referenceLine(strong, false) })
    } else {
      tokens.push({ type: 'em', children: [{ type: 'text', text: match[2] ?? '' }] })
    }
    rest = rest.slice(match.index + match[0].length)
  }
  return tokens
}
