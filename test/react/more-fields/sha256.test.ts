import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashText, sha256Hex } from '../../../src/react/more-fields/sha256'

afterEach(() => {
  vi.unstubAllGlobals()
})

const utf8 = (text: string) => new TextEncoder().encode(text)
const nodeHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Long, multi-byte, several blocks: Hebrew (2 bytes a letter), emoji (4), a joiner sequence. */
const consentText = `${'אני מסכים/ה להשתתף במחקר 😴👩🏽‍🔬 — תודה!\n\n'.repeat(40)}**Ende** ✓`

describe('sha256Hex, the plain-JavaScript fallback', () => {
  it('gives the published digests (FIPS 180-4 examples)', () => {
    expect(sha256Hex(utf8(''))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    )
    expect(sha256Hex(utf8('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(sha256Hex(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
    expect(sha256Hex(new Uint8Array(1_000_000).fill(0x61))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    )
  })

  it("equals node's for texts in several scripts, around every padding boundary", () => {
    const texts = [
      consentText,
      'Ich stimme zu: Größe, Maß, Ärger',
      'أوافق على المشاركة',
      '🙂',
      '\r\n\t ',
      ...[55, 56, 57, 63, 64, 65, 119, 120, 128].map((length) => 'x'.repeat(length)),
    ]
    for (const text of texts) expect(sha256Hex(utf8(text))).toBe(nodeHash(utf8(text)))
    expect(sha256Hex(utf8(consentText))).toMatch(/^[0-9a-f]{64}$/)
  })

  it("equals node's for any bytes and any text", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(nodeHash(bytes))
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        expect(sha256Hex(utf8(text))).toBe(nodeHash(utf8(text)))
      }),
    )
  })
})

describe('hashText', () => {
  it('hashes the UTF-8 of the text with crypto.subtle', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest')
    expect(await hashText(consentText)).toBe(nodeHash(utf8(consentText)))
    expect(digest).toHaveBeenCalledWith('SHA-256', utf8(consentText))
  })

  it('falls back to plain JavaScript where crypto.subtle is missing or refuses', async () => {
    vi.stubGlobal('crypto', {})
    expect(await hashText(consentText)).toBe(nodeHash(utf8(consentText)))
    vi.stubGlobal('crypto', undefined)
    expect(await hashText('abc')).toBe(nodeHash(utf8('abc')))
    vi.stubGlobal('crypto', { subtle: { digest: () => Promise.reject(new Error('NotSupported')) } })
    expect(await hashText('')).toBe(nodeHash(utf8('')))
  })
})
