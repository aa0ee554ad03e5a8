import { describe, expect, it } from 'vitest'
import { parseLocaleNumber } from '../../src/core/parse-locale-number'

describe('parseLocaleNumber', () => {
  it("reads the language's decimal separator", () => {
    expect(parseLocaleNumber('2,5', 'de')).toBe(2.5)
    expect(parseLocaleNumber('2.5', 'en')).toBe(2.5)
    expect(parseLocaleNumber('-0,75', 'fr')).toBe(-0.75)
  })

  it("reads the language's grouping", () => {
    expect(parseLocaleNumber('1.234,5', 'de')).toBe(1234.5)
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5)
    expect(parseLocaleNumber('1 234,5', 'fr')).toBe(1234.5)
    expect(parseLocaleNumber("1'234.5", 'de-CH')).toBe(1234.5)
  })

  it('takes a lone point or comma that cannot be grouping as the decimal point', () => {
    expect(parseLocaleNumber('2.5', 'de')).toBe(2.5)
    expect(parseLocaleNumber('2,5', 'en')).toBe(2.5)
    // Three digits after it: grouping in the language wins.
    expect(parseLocaleNumber('1.000', 'de')).toBe(1000)
  })

  it('reads Arabic-Indic and Persian digits and separators', () => {
    expect(parseLocaleNumber('٤٢', 'ar')).toBe(42)
    expect(parseLocaleNumber('٢٫٥', 'ar')).toBe(2.5)
    expect(parseLocaleNumber('۱٬۲۳۴٫۵', 'fa')).toBe(1234.5)
    expect(parseLocaleNumber('\u200f−3', 'he')).toBe(-3)
  })

  it('answers undefined for anything that is not one number', () => {
    for (const text of ['', 'abc', '1,2,3', '2,5.5', '1..2', '--1', '5.', '1e3', '12abc', '.']) {
      expect(parseLocaleNumber(text, 'en'), text).toBeUndefined()
    }
    expect(parseLocaleNumber('1,2,5', 'de')).toBeUndefined()
  })

  it('falls back to English separators for a tag Intl does not know', () => {
    expect(parseLocaleNumber('3.5', 'not a tag!')).toBe(3.5)
  })
})
