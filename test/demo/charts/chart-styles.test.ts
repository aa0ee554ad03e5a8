import { describe, expect, it } from 'vitest'
import { chartStyles } from '../../../demo/console/charts/index'

/** The `--sr-chart-*` colours of the light set (first block) or the dark set (media block). */
function palette(scheme: 'light' | 'dark'): Record<string, string> {
  const [light, dark] = chartStyles.split('@media (prefers-color-scheme: dark)')
  const block = scheme === 'light' ? light! : dark!.slice(0, dark!.indexOf('}'))
  return Object.fromEntries(
    [...block.matchAll(/--sr-chart-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
  )
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe.each(['light', 'dark'] as const)('chartStyles, %s colours', (scheme) => {
  const colours = palette(scheme)
  const backgrounds = ['surface', 'band-even', 'band-odd'].map((name) => colours[name]!)

  it('defines every colour the charts use', () => {
    expect(Object.keys(colours).sort()).toEqual(
      [
        'axis',
        'band-edge',
        'band-even',
        'band-odd',
        'bar',
        'border',
        'completed',
        'grid',
        'muted',
        'started-fill',
        'started-stroke',
        'surface',
        'text',
      ].sort(),
    )
  })

  it('gives text at least 4.5:1 on the card and on every band', () => {
    for (const background of backgrounds) {
      expect(contrast(colours.text!, background)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colours.muted!, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('gives bars, outlines, axis and band edges at least 3:1 against what is behind them', () => {
    for (const background of backgrounds) {
      for (const mark of ['bar', 'axis', 'band-edge']) {
        expect(contrast(colours[mark]!, background), mark).toBeGreaterThanOrEqual(3)
      }
    }
    expect(contrast(colours['started-stroke']!, colours.surface!)).toBeGreaterThanOrEqual(3)
    expect(contrast(colours.completed!, colours.surface!)).toBeGreaterThanOrEqual(3)
    expect(contrast(colours.completed!, colours['started-fill']!)).toBeGreaterThanOrEqual(3)
  })
})
