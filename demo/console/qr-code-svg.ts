import QRCode from 'qrcode'

/**
 * A QR code of `url` as inline SVG (the maintained `qrcode` package renders it on the server;
 * nothing runs in the browser). It is an image with a text alternative naming the URL, sized
 * in CSS pixels; the 4-module quiet zone is what scanners expect (ISO/IEC 18004).
 */
export async function qrCodeSvg(url: string, options: { size?: number } = {}): Promise<string> {
  const size = options.size ?? 160
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
  // The label is a URL the page already escaped for its own markup; quote-safe here too.
  const label = `QR code for ${url}`.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return svg.replace(
    '<svg ',
    `<svg role="img" aria-label="${label}" width="${size}" height="${size}" focusable="false" `,
  )
}
