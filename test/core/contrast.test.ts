import { describe, expect, it } from 'vitest'
import { contrastRatio, onColorFor, parseRgb } from '../../src/core/contrast'

describe('contrast', () => {
  it('reads the colour forms browsers compute', () => {
    expect(parseRgb('rgb(26, 127, 55)')).toEqual([26, 127, 55])
    expect(parseRgb('rgba(9, 105, 218, 0.5)')).toEqual([9, 105, 218])
    expect(parseRgb('rgb(26 127 55 / 1)')).toEqual([26, 127, 55])
    expect(parseRgb('light-dark(#fff, #000)')).toBeNull()
    expect(parseRgb('rgb(300, 0, 0)')).toBeNull()
  })

  it('computes the WCAG ratio', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrastRatio([9, 105, 218], [255, 255, 255])).toBeCloseTo(5.2, 1)
  })

  it('puts white on the demo green and black on a light blue, always at least 4.5:1', () => {
    // The demo's green with the old dark default (#0d1117) was 3.7:1.
    expect(contrastRatio([26, 127, 55], [13, 17, 23])).toBeCloseTo(3.7, 1)
    expect(onColorFor([26, 127, 55])).toBe('#ffffff')
    expect(onColorFor([68, 147, 248])).toBe('#000000')
    for (let red = 0; red <= 255; red += 15) {
      for (let green = 0; green <= 255; green += 15) {
        for (let blue = 0; blue <= 255; blue += 15) {
          const background = [red, green, blue] as const
          const text = parseRgb(
            onColorFor(background) === '#ffffff' ? 'rgb(255,255,255)' : 'rgb(0,0,0)',
          )!
          expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5)
        }
      }
    }
  })
})
