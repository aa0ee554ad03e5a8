import { describe, expect, it } from 'vitest'
import { sliderMiddle, sliderRange, sliderStartValue } from '../../src/core/slider-range'

describe('sliderRange', () => {
  it("takes the question's range, else 0–100 in steps of 1", () => {
    expect(sliderRange({ min: 1, max: 7, step: 0.5 })).toEqual({ min: 1, max: 7, step: 0.5 })
    expect(sliderRange({})).toEqual({ min: 0, max: 100, step: 1 })
    expect(sliderRange({ min: 10, max: 5, step: 0 })).toEqual({ min: 10, max: 110, step: 1 })
  })
})

describe('sliderStartValue', () => {
  const range = { min: 0, max: 10, step: 1 }

  it('sets the ends with Home and End, and the middle with arrows and Page keys', () => {
    expect(sliderStartValue(range, 'Home')).toBe(0)
    expect(sliderStartValue(range, 'End')).toBe(10)
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']) {
      expect(sliderStartValue(range, key), key).toBe(5)
    }
  })

  it('ignores other keys', () => {
    expect(sliderStartValue(range, 'Tab')).toBeUndefined()
    expect(sliderStartValue(range, 'a')).toBeUndefined()
  })

  it('keeps the middle on the step grid', () => {
    expect(sliderMiddle({ min: 0, max: 1, step: 0.1 })).toBe(0.5)
    expect(sliderMiddle({ min: 0, max: 10, step: 3 })).toBe(6)
    expect(sliderMiddle({ min: 1, max: 4, step: 1 })).toBe(3)
  })
})
