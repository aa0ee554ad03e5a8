import { encode } from 'uqr'

/** A QR code as an SVG path: `size` modules a side, the quiet zone included. */
export interface QrCodePath {
  size: number
  /** The dark modules, one subpath per horizontal run, in module units. */
  path: string
}

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004 §6.3.8). */
const quietZone = 4

/**
 * Encodes `text` (a resume link) as a QR code, error correction M (15 %: a screen's glare or a
 * smudge still reads), and draws its dark modules as one path: each horizontal run of modules is
 * a rectangle, so the SVG stays a few kilobytes for any link. Part of the resume chunk
 * (resume-parts.ts).
 * @example qrCodePath('https://l.example/s/abc').size // 29 (21 modules + the quiet zone)
 */
export function qrCodePath(text: string): QrCodePath {
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  const runs: string[] = []
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x]) x++
      runs.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h${start - x}z`)
    }
  })
  return { size: size + 2 * quietZone, path: runs.join('') }
}
