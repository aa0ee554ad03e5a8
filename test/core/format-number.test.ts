import { afterEach, describe, expect, it, vi } from 'vitest'
import { createNumberFormat } from '../../src/i18n/format-number'

afterEach(() => vi.restoreAllMocks())

describe('createNumberFormat', () => {
  it('writes what Intl.NumberFormat writes, in every UI language and beyond', () => {
    const format = createNumberFormat()
    const languages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'ar', 'he', 'ar-EG', 'fa']
    for (const language of languages) {
      for (const value of [0, 7, 12, 999, 1000, 12345, 2.5, -3]) {
        expect(format(value, language, {})).toBe(new Intl.NumberFormat(language).format(value))
      }
    }
    expect(format(5, 'en', { minimumIntegerDigits: 2 })).toBe('05')
    expect(format(5, 'de-u-nu-arab', {})).toBe('٥')
    expect(format(1234.5, 'de', {})).toBe('1.234,5')
  })

  it('makes no Intl.NumberFormat for a small whole number in a language of ASCII digits', () => {
    const NumberFormat = Intl.NumberFormat
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args)
    })
    const format = createNumberFormat()
    expect(format(3, 'pt-BR', {})).toBe('3')
    expect(format(12, 'he', { interpolationkey: 'count' })).toBe('12')
    expect(made).not.toHaveBeenCalled()
    format(1000, 'en', {})
    format(2000, 'en', {})
    expect(made).toHaveBeenCalledTimes(1)
  })
})
