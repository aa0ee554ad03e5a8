import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrCodePath } from '../../src/react/qr-code'

/** The dark modules a path draws, as rows of 0/1 (the quiet zone included). */
function modulesOf({ size, path }: { size: number; path: string }): number[][] {
  const rows = Array.from({ length: size }, () => Array<number>(size).fill(0))
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run); dx++) rows[Number(y)]![Number(x) + dx] = 1
  }
  return rows
}

/**
 * The `qrcode` package's symbol for `text` at level M and `mask`, with a 4-module quiet zone: one
 * byte-mode segment, as a URL with lower-case letters is encoded (`qrcode` would otherwise split
 * runs of digits into segments of their own, an equally valid but different symbol).
 */
function referenceOf(text: string, mask: number): number[][] {
  const symbol = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: mask as QRCode.QRCodeMaskPattern,
  })
  const size = symbol.modules.size
  return Array.from({ length: size + 8 }, (_, y) =>
    Array.from({ length: size + 8 }, (_, x) => {
      const inside = x >= 4 && y >= 4 && x < size + 4 && y < size + 4
      return inside && symbol.modules.get(y - 4, x - 4) ? 1 : 0
    }),
  )
}

describe('qrCodePath', () => {
  it.each([
    'https://links.test/s/abc',
    'http://127.0.0.1:5201/?resume=Ab_cd-EF0123456789abcd',
    `https://host.example/a/rather/long/path/to/a/study/page?resume=${'x'.repeat(22)}`,
  ])('draws the same symbol as an independent encoder (level M): %s', (text) => {
    const drawn = modulesOf(qrCodePath(text))
    // The mask is chosen by penalty; the symbol must equal the reference's under one of the eight.
    const matches = [0, 1, 2, 3, 4, 5, 6, 7].filter(
      (mask) => JSON.stringify(referenceOf(text, mask)) === JSON.stringify(drawn),
    )
    expect(matches).toHaveLength(1)
  })

  it('keeps a light quiet zone of four modules around the symbol', () => {
    const drawn = modulesOf(qrCodePath('https://links.test/s/abc'))
    const edge = [...drawn.slice(0, 4), ...drawn.slice(-4)].flat()
    const sides = drawn.flatMap((row) => [...row.slice(0, 4), ...row.slice(-4)])
    expect([...edge, ...sides].every((module) => module === 0)).toBe(true)
    // The top-left finder pattern starts right inside it.
    expect(drawn[4]!.slice(4, 11)).toEqual([1, 1, 1, 1, 1, 1, 1])
  })
})
