import { describe, expect, it } from 'vitest'
import { dayNumberOf } from '../../../src/api/calendar-date'
import {
  formatTypedDate,
  parseTypedDate,
  typedDateFormatOf,
  type TwoDigitYearContext,
} from '../../../src/react/more-fields/typed-date'

const day = (iso: string) => dayNumberOf(iso) ?? Number.NaN
const today = day('2026-11-25')

/** The `YYYY-MM-DD` a text reads as in a language, or the kind when it is not a date. */
function read(language: string, text: string, context: Partial<TwoDigitYearContext> = {}) {
  const result = parseTypedDate(text, typedDateFormatOf(language), { today, ...context })
  if (result.kind !== 'date') return result.kind
  expect(result.dayNumber).toBe(day(result.iso))
  return result.iso
}

describe('typedDateFormatOf', () => {
  it.each([
    ['en-US', 'MDY', '12/31/2024'],
    ['en', 'MDY', '12/31/2024'],
    ['en-GB', 'DMY', '31/12/2024'],
    ['fr', 'DMY', '31/12/2024'],
    ['es', 'DMY', '31/12/2024'],
    ['de', 'DMY', '31.12.2024'],
    ['he', 'DMY', '31.12.2024'],
    ['pl', 'DMY', '31.12.2024'],
    ['nl', 'DMY', '31-12-2024'],
    ['ar', 'DMY', /^(31\/12\/2024|٣١\/١٢\/٢٠٢٤)$/],
    ['ar-EG', 'DMY', '٣١/١٢/٢٠٢٤'],
    ['sv', 'YMD', '2024-12-31'],
    ['en-CA', 'YMD', '2024-12-31'],
    ['ja', 'YMD', '2024/12/31'],
    ['ko', 'YMD', '2024. 12. 31.'],
    // Gregorian, whatever the language's own calendar.
    ['fa', 'YMD', '۲۰۲۴/۱۲/۳۱'],
    ['th', 'DMY', '31/12/2024'],
  ])('%s writes %s: %s', (language, order, example) => {
    const format = typedDateFormatOf(language)
    expect(format.order).toBe(order)
    // Without the bidi marks Intl puts around Arabic separators.
    expect(formatTypedDate('2024-12-31', format)).toMatch(example)
  })

  it('pads days, months and years, and reads a tag Intl refuses as English', () => {
    expect(formatTypedDate('0999-01-05', typedDateFormatOf('en-GB'))).toBe('05/01/0999')
    expect(typedDateFormatOf('not a tag!').order).toBe('MDY')
  })

  it.each(['en-US', 'en-GB', 'de', 'he', 'ar', 'ar-EG', 'fa', 'ko', 'bg', 'ja', 'nl', 'sv'])(
    'reads back what it writes in %s',
    (language) => {
      const format = typedDateFormatOf(language)
      for (const iso of ['2024-12-31', '1985-05-01', '2000-02-29', '1900-01-01']) {
        expect(parseTypedDate(formatTypedDate(iso, format), format, { today })).toEqual({
          kind: 'date',
          iso,
          dayNumber: day(iso),
        })
      }
    },
  )
})

describe('parseTypedDate', () => {
  it('reads en-US month first', () => {
    expect(read('en-US', '12/31/2024')).toBe('2024-12-31')
    expect(read('en-US', '5/1/1985')).toBe('1985-05-01')
    expect(read('en-US', '05-01-1985')).toBe('1985-05-01')
    // The other order is not guessed, not even when only it makes a date.
    expect(read('en-US', '31/12/2024')).toBe('invalid')
  })

  it('reads en-GB, de, fr and he day first, with any of / . - and spaces between', () => {
    for (const language of ['en-GB', 'de', 'fr', 'he']) {
      for (const text of ['1/5/1985', '01.05.1985', '1-5-1985', '1 5 1985', ' 01 / 05 / 1985 ']) {
        expect(read(language, text)).toBe('1985-05-01')
      }
    }
    expect(read('de', '31.12.2024')).toBe('2024-12-31')
  })

  it('reads Arabic-Indic, Extended Arabic-Indic and fullwidth digits, and ignores bidi marks', () => {
    expect(read('ar', '٣١/١٢/٢٠٢٤')).toBe('2024-12-31')
    expect(read('ar', '٣١\u200f/١٢\u200f/٢٠٢٤')).toBe('2024-12-31')
    expect(read('ar', '31/12/2024')).toBe('2024-12-31')
    expect(read('ar', '۳۱/۱۲/۲۰۲۴')).toBe('2024-12-31')
    expect(read('ar-EG', '٣١٫١٢٫٢٠٢٤')).toBe('2024-12-31')
    expect(read('he', '١.٥.١٩٨٥')).toBe('1985-05-01')
    expect(read('de', '３１．１２．２０２４')).toBe('2024-12-31')
  })

  it('reads YYYY-MM-DD in every language', () => {
    for (const language of ['en-US', 'en-GB', 'de', 'he', 'ar', 'ja', 'sv']) {
      expect(read(language, '1985-05-01')).toBe('1985-05-01')
      expect(read(language, '1985/5/1')).toBe('1985-05-01')
    }
  })

  it('reads the year-first languages’ own order, and their year-last dates only when unambiguous', () => {
    expect(read('ja', '2024/12/31')).toBe('2024-12-31')
    expect(read('ko', '2024. 12. 31.')).toBe('2024-12-31')
    expect(read('sv', '24-12-31')).toBe('2024-12-31')
    expect(read('ja', '31/12/2024')).toBe('2024-12-31')
    expect(read('ja', '12/31/2024')).toBe('2024-12-31')
    expect(read('ja', '5/1/2024')).toBe('invalid')
    expect(read('ja', '5/5/2024')).toBe('2024-05-05')
  })

  it('reads eight digits in the language’s order, and six with a two-digit year', () => {
    expect(read('de', '01051985')).toBe('1985-05-01')
    expect(read('en-US', '05011985')).toBe('1985-05-01')
    expect(read('sv', '19850501')).toBe('1985-05-01')
    expect(read('de', '010585')).toBe('1985-05-01')
    expect(read('de', '1051985')).toBe('invalid')
  })

  it('refuses dates that do not exist', () => {
    expect(read('en-GB', '31/02/2024')).toBe('invalid')
    expect(read('en-GB', '29/02/2023')).toBe('invalid')
    expect(read('en-GB', '29/02/2024')).toBe('2024-02-29')
    expect(read('en-GB', '00/01/2024')).toBe('invalid')
    expect(read('en-GB', '01/13/2024')).toBe('invalid')
    expect(read('en-US', '2/30/2024')).toBe('invalid')
  })

  it('refuses what is not a whole date: parts missing, too long, or other text', () => {
    for (const text of [
      '31.12',
      '31.12.',
      '31.12.202',
      '31.12.20245',
      '31.12.2024.1',
      '1.5.5',
      '001.5.1985',
      'May 1, 1985',
      '1985-05-01T00:00',
      '+1.5.1985',
      '//',
    ]) {
      expect(read('de', text), text).toBe('invalid')
    }
  })

  it('takes nothing but spaces for empty', () => {
    expect(read('de', '')).toBe('empty')
    expect(read('de', '   ')).toBe('empty')
    expect(read('ar', '\u200f')).toBe('empty')
  })

  it('reads a two-digit year from 80 years back to 19 ahead, or the century the limits allow', () => {
    expect(read('en-US', '5/1/85')).toBe('1985-05-01')
    expect(read('en-US', '5/1/46')).toBe('1946-05-01')
    expect(read('en-US', '5/1/45')).toBe('2045-05-01')
    expect(read('en-US', '5/1/00')).toBe('2000-05-01')
    // A birth date (maxDate "today"): never in the future.
    expect(read('en-US', '5/1/45', { max: today })).toBe('1945-05-01')
    // An appointment (minDate "today"): never in the past.
    expect(read('en-US', '5/1/20', { min: today })).toBe('2120-05-01')
    // No century fits: the usual one, for validation to name the limits.
    expect(read('en-US', '5/1/85', { min: day('2000-01-01'), max: day('2010-01-01') })).toBe(
      '1985-05-01',
    )
    // The window moves with today.
    expect(read('en-US', '5/1/45', { today: day('2030-01-01') })).toBe('2045-05-01')
    expect(read('en-US', '5/1/49', { today: day('2030-01-01') })).toBe('2049-05-01')
    expect(read('en-US', '5/1/50', { today: day('2030-01-01') })).toBe('1950-05-01')
  })
})
