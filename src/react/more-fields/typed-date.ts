import { dayNumberOf, isoDateOf } from '../../api/calendar-date'

/**
 * Dates as a participant types them into the `date` field's typed fallback, in the order their
 * language writes a numeric date (`Intl.DateTimeFormat#formatToParts`): en-US 12/31/2024, en-GB,
 * fr, es 31/12/2024, de, he, pl 31.12.2024, nl 31-12-2024, sv, en-CA, lt 2024-12-31, ko, hu
 * "2024. 12. 31.", ja, zh 2024/12/31 — always in the Gregorian calendar, whatever the language's
 * own (fa, th).
 *
 * What the parser accepts, besides that order:
 * - any of `/ . - , ،` and spaces between the parts (also runs of them, "31 / 12 / 2024"), and the
 *   language's own literals ("г." in bg); 1–2 digit days and months;
 * - `YYYY-MM-DD` (any separators) in every language: a four-digit first part is always a year;
 * - eight digits with no separator in the language's order ("31122024"), six with a two-digit year;
 * - ASCII, fullwidth, Arabic-Indic (٠–٩), Extended Arabic-Indic (۰–۹) digits and the language's
 *   own; the bidi marks right-to-left keyboards and copied dates carry are ignored.
 *
 * What it refuses (the field then says "Please enter a valid date"): a day or month in the other
 * order (13/05/2024 in en-US is not read as 13 May — swapping only when it happens to work would
 * read 05/06/2024 the other way round for the same participant); dates that do not exist (31/02);
 * years of one, three or more than four digits; anything else in the text.
 *
 * Two-digit years are read, not refused (participants type "85" for a birth year): as the year
 * ending in those digits from 80 years before today to 19 after it (CLDR's and most date
 * pickers' window) — unless only the century before or after puts the date within the question's
 * `minDate`…`maxDate`, then that one ("25" under `maxDate: "today"` in 2024 is 1925). The field
 * writes the year out in full when the participant leaves it, so the reading is visible.
 */

/** The order of a numeric date's parts. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD'

/** How one language writes a numeric date, for {@link parseTypedDate} and {@link formatTypedDate}. */
export interface TypedDateFormat {
  order: DateOrder
  /** The literal text before, between and after the three parts (four strings). */
  literals: readonly [string, string, string, string]
  /** The language's digits 0–9 (`0123456789`, `٠١٢٣٤٥٦٧٨٩` in ar-EG). */
  digits: string
  /** Every character that may stand between parts: the common ones and the language's own. */
  separators: string
}

/** What a participant's text says. */
export type TypedDate =
  { kind: 'empty' } | { kind: 'date'; iso: string; dayNumber: number } | { kind: 'invalid' }

/** What a two-digit year is read against: today and the question's limits, as day numbers. */
export interface TwoDigitYearContext {
  today: number
  min?: number | undefined
  max?: number | undefined
}

const latinDigits = '0123456789'
// Digits a keyboard may produce besides 0–9 (fullwidth ones become ASCII under NFKC): Arabic-Indic
// and Extended Arabic-Indic (Persian, Urdu). Each run of ten starts at the code point of its zero.
const digitZeros = [0x0660, 0x06f0]
// Left-to-right and right-to-left marks, the Arabic letter mark, isolates and embeddings.
const bidiMarks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g
const commonSeparators = '/.-,\u060c\u066b\u066c\u2010\u2011\u2012\u2013\u2212 '
// A sample with a day that cannot be a month, read for the order and the literals.
const sampleTime = Date.UTC(2024, 11, 31)

const formats = new Map<string, TypedDateFormat>()

/**
 * How `language` writes a numeric date (memoised per language). A tag `Intl` does not know reads
 * as English.
 * @example typedDateFormatOf('de').order // 'DMY'
 */
export function typedDateFormatOf(language: string): TypedDateFormat {
  let format = formats.get(language)
  if (!format) {
    format = readFormat(language)
    formats.set(language, format)
  }
  return format
}

function readFormat(language: string): TypedDateFormat {
  let parts: Intl.DateTimeFormatPart[]
  let digits: string
  try {
    parts = dateFormatter(language).formatToParts(sampleTime)
    const numbers = new Intl.NumberFormat(language, { useGrouping: false })
    digits = [...latinDigits].map((digit) => numbers.format(Number(digit))).join('')
  } catch {
    parts = dateFormatter('en').formatToParts(sampleTime)
    digits = latinDigits
  }
  if ([...digits].length !== 10) digits = latinDigits
  const literals: [string, string, string, string] = ['', '', '', '']
  let order = ''
  for (const part of parts) {
    const field = { day: 'D', month: 'M', year: 'Y' }[part.type as 'day' | 'month' | 'year']
    if (field) order += field
    else literals[order.length] += part.value.replace(bidiMarks, '')
  }
  if (order !== 'DMY' && order !== 'MDY' && order !== 'YMD') {
    return { order: 'YMD', literals: ['', '-', '-', ''], digits, separators: commonSeparators }
  }
  const own = [...new Set(literals.join(''))].filter((char) => !/[\p{Nd}]/u.test(char)).join('')
  return {
    order,
    literals,
    digits,
    separators: [...new Set(commonSeparators + own)].join(''),
  }
}

function dateFormatter(language: string) {
  return new Intl.DateTimeFormat(language, {
    calendar: 'gregory',
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
}

/**
 * A `YYYY-MM-DD` date as the language writes it, with two-digit days and months and the year in
 * full: what the field shows for a stored answer and its example. Reads back with
 * {@link parseTypedDate}.
 * @example formatTypedDate('2024-12-31', typedDateFormatOf('en-US')) // '12/31/2024'
 */
export function formatTypedDate(iso: string, format: TypedDateFormat): string {
  const [year = '', month = '', day = ''] = iso.split('-')
  const value = { Y: year.padStart(4, '0'), M: month, D: day }
  const native = (text: string) =>
    [...text].map((char) => format.digits[Number(char)] ?? char).join('')
  const [first, second, third] = [...format.order] as [
    'D' | 'M' | 'Y',
    'D' | 'M' | 'Y',
    'D' | 'M' | 'Y',
  ]
  const { literals } = format
  return (
    literals[0] +
    native(value[first]) +
    literals[1] +
    native(value[second]) +
    literals[2] +
    native(value[third]) +
    literals[3]
  ).trim()
}

/**
 * Reads what a participant typed (see the top of this file for what is accepted): `empty` for
 * nothing but spaces, `date` for a real date, `invalid` for anything else — also a date still being
 * typed. `context` reads two-digit years.
 * @example parseTypedDate('31.12.2024', typedDateFormatOf('de'), { today }) // 2024-12-31
 */
export function parseTypedDate(
  text: string,
  format: TypedDateFormat,
  context: TwoDigitYearContext,
): TypedDate {
  const plain = toLatinDigits(text.normalize('NFKC'), format.digits).replace(bidiMarks, '')
  if (plain.trim() === '') return { kind: 'empty' }
  const separator = `[${escapeClass(format.separators)}\\s]`
  if (!new RegExp(`^(?:\\d|${separator})+$`, 'u').test(plain)) return invalid
  const groups = plain.match(/\d+/g) ?? []
  const parts = groups.length === 1 ? splitCompact(groups[0] ?? '', format.order) : groups
  if (parts?.length !== 3) return invalid
  const [a = '', b = '', c = ''] = parts
  const order = orderOf(a, b, c, format.order)
  if (!order) return invalid
  const value = { [order[0] as string]: a, [order[1] as string]: b, [order[2] as string]: c }
  const [day = '', month = '', year = ''] = [value.D, value.M, value.Y]
  if (day.length > 2 || month.length > 2) return invalid
  const monthDay = `${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  if (year.length === 4) return dateOf(`${year}-${monthDay}`)
  if (year.length === 2) return twoDigitYear(Number(year), monthDay, context)
  return invalid
}

const invalid: TypedDate = { kind: 'invalid' }

function dateOf(iso: string): TypedDate {
  const dayNumber = dayNumberOf(iso)
  return dayNumber === undefined ? invalid : { kind: 'date', iso, dayNumber }
}

/** Eight digits in the language's order (DDMMYYYY, YYYYMMDD), or six with a two-digit year. */
function splitCompact(digits: string, order: DateOrder): string[] | undefined {
  if (digits.length !== 8 && digits.length !== 6) return undefined
  const yearLength = digits.length - 4
  const lengths = [...order].map((part) => (part === 'Y' ? yearLength : 2))
  const parts: string[] = []
  let start = 0
  for (const length of lengths) {
    parts.push(digits.slice(start, start + length))
    start += length
  }
  return parts
}

/**
 * The order of three typed parts: year first when the first part is longer than a day; else the
 * language's order; a language that writes the year first, given it last, gets whichever of D/M/Y
 * and M/D/Y the numbers allow (neither when both do).
 */
function orderOf(a: string, b: string, c: string, own: DateOrder): DateOrder | undefined {
  if (a.length > 2) return 'YMD'
  if (own !== 'YMD' || c.length <= 2) return own
  const [first, second] = [Number(a), Number(b)]
  if (first === second) return 'DMY'
  if (first > 12 && second <= 12) return 'DMY'
  if (second > 12 && first <= 12) return 'MDY'
  return undefined
}

function twoDigitYear(yy: number, monthDay: string, context: TwoDigitYearContext): TypedDate {
  const thisYear = Number(isoDateOf(context.today).slice(0, 4))
  const start = thisYear - 80
  const windowed = start + ((((yy - start) % 100) + 100) % 100)
  const candidates = [windowed, windowed - 100, windowed + 100]
    .filter((year) => year >= 1 && year <= 9999)
    .map((year) => dateOf(`${String(year).padStart(4, '0')}-${monthDay}`))
  const within = candidates.find(
    (date) =>
      date.kind === 'date' &&
      (context.min === undefined || date.dayNumber >= context.min) &&
      (context.max === undefined || date.dayNumber <= context.max),
  )
  return within ?? candidates[0] ?? invalid
}

function toLatinDigits(text: string, own: string): string {
  const ownDigits = [...own]
  return [...text]
    .map((char) => {
      const index = ownDigits.indexOf(char)
      if (index >= 0) return String(index)
      const code = char.codePointAt(0) ?? 0
      const zero = digitZeros.find((start) => code >= start && code < start + 10)
      return zero === undefined ? char : String(code - zero)
    })
    .join('')
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&')
}
