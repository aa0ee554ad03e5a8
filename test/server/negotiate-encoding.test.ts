import { describe, expect, it } from 'vitest'
import { negotiateEncoding } from '../../src/server/negotiate-encoding'

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.3, gzip', 'gzip'],
    ['gzip;q=0.2, identity', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('answers %j with %s when both copies exist', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected)
  })

  it('offers only the copies the file has', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity')
    expect(negotiateEncoding('br, gzip', [])).toBe('identity')
  })
})
