/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [red: number, green: number, blue: number]

/**
 * Reads a computed colour as browsers serialise it (`rgb(26, 127, 55)`, `rgba(…)`, or the
 * space-separated `rgb(26 127 55 / 1)`); `null` for anything else.
 */
export function parseRgb(value: string): Rgb | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value.trim())
  if (!match) return null
  const channels = [match[1], match[2], match[3]].map(Number)
  return channels.every((channel) => channel >= 0 && channel <= 255)
    ? (channels as unknown as Rgb)
    : null
}

/** WCAG 2.2 relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/**
 * WCAG 2.2 contrast ratio of two colours, from 1 to 21.
 * @example contrastRatio([255, 255, 255], [0, 0, 0]) // 21
 */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const white: Rgb = [255, 255, 255]
const black: Rgb = [0, 0, 0]

/**
 * The text colour for a background: white or black, whichever contrasts more. With any background
 * one of them reaches at least 4.58:1, so text on it always meets WCAG AA.
 * @example onColorFor([26, 127, 55]) // '#ffffff' (5.1:1; black gives 4.1:1)
 */
export function onColorFor(background: Rgb): '#ffffff' | '#000000' {
  return contrastRatio(background, white) >= contrastRatio(background, black)
    ? '#ffffff'
    : '#000000'
}
