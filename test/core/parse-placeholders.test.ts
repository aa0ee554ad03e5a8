import { describe, expect, it } from 'vitest'
import { parsePlaceholders } from '../../src/core/parse-placeholders'

describe('parsePlaceholders', () => {
  it('cuts a wording at its placeholders, with and without a fallback', () => {
    expect(parsePlaceholders('Hi {{NAME}}, your {{PET|pet}}!')).toEqual({
      texts: ['Hi ', ', your ', '!'],
      placeholders: [
        { variableCode: 'NAME', fallback: null },
        { variableCode: 'PET', fallback: 'pet' },
      ],
    })
  })

  it('ignores spaces around the name and keeps the fallback as written', () => {
    expect(parsePlaceholders('{{ NAME | dear friend }}').placeholders).toEqual([
      { variableCode: 'NAME', fallback: ' dear friend ' },
    ])
  })

  it('leaves a `{{` without its `}}`, and braces that hold none, as text', () => {
    expect(parsePlaceholders('a {{NAME and } b')).toEqual({
      texts: ['a {{NAME and } b'],
      placeholders: [],
    })
    expect(parsePlaceholders('{{A\nB}}').placeholders).toEqual([])
    expect(parsePlaceholders('{{{NAME}}}')).toEqual({
      texts: ['{', '}'],
      placeholders: [{ variableCode: 'NAME', fallback: null }],
    })
  })

  it('reads a text full of unclosed `{{` in linear time', () => {
    const text = '{{a'.repeat(200_000)
    const started = performance.now()
    expect(parsePlaceholders(text).placeholders).toEqual([])
    expect(performance.now() - started).toBeLessThan(500)
  })
})
