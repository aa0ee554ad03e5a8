import { describe, expect, it } from 'vitest'
import { tokenizeText } from '../../src/core/tokenize-text'

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
})
