import { describe, expect, it } from 'vitest'
import { toCsv } from '../../demo/sandbox/csv'

describe('toCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n')
  })

  it('writes null and undefined as empty cells', () => {
    expect(toCsv(['a', 'b', 'c'], [{ a: null, b: undefined, c: 0 }])).toBe('a,b,c\r\n,,0\r\n')
  })

  it('quotes fields with commas, quotes, CR or LF and doubles quotes', () => {
    expect(
      toCsv(['a'], [{ a: 'x,y' }, { a: 'say "hi"' }, { a: 'two\nlines' }, { a: 'é ✓ عربي' }]),
    ).toBe('a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\né ✓ عربي\r\n')
  })

  it('prefixes text starting with = + - @ tab or CR with a quote, never numbers', () => {
    const rows = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map((a) => ({ a }))
    expect(toCsv(['a'], rows)).toBe(`a\r\n'=1+1\r\n'+1\r\n'-1\r\n'@SUM(A1)\r\n'\tx\r\n"'\rx"\r\n`)
    expect(toCsv(['a'], [{ a: -1 }])).toBe('a\r\n-1\r\n')
  })
})
