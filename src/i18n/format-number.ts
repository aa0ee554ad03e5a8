// Languages that write numbers in ASCII digits in every region (CLDR), among the UI languages:
// a whole number below 1000 is its digits there, with no grouping. Arabic is not one (ar-EG
// writes ٣).
const asciiDigitLanguages = new Set(['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'he'])

// Options of Intl.NumberFormat that change how a small whole number is written.
const shaping = [
  'style',
  'currency',
  'unit',
  'notation',
  'signDisplay',
  'numberingSystem',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'minimumSignificantDigits',
]

/**
 * The widget's `number` format for i18next (`{{count, number}}`), as `Intl.NumberFormat` writes
 * it — without building one for the small whole numbers of a UI string ("Page 3 of 12") in a
 * language that writes ASCII digits: the first `Intl.NumberFormat` of a page costs ~10 ms of the
 * first render (loading the locale's data), measured by `npm run bench -- renderers`. Formats are
 * built once per language and options.
 * @example createNumberFormat()(12, 'de', {}) // '12', no Intl.NumberFormat made
 */
export function createNumberFormat() {
  const formats = new Map<string, Intl.NumberFormat>()
  return (value: unknown, language: string | undefined, options?: object): string => {
    const tag = (language ?? 'en').toLowerCase()
    const plain =
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= 0 &&
      value < 1000 &&
      !tag.includes('-u-') &&
      asciiDigitLanguages.has(tag.split('-')[0] ?? '') &&
      !shaping.some((name) => options !== undefined && name in options)
    if (plain) return String(value)
    const key = `${tag} ${JSON.stringify(options ?? {})}`
    let format = formats.get(key)
    if (!format) formats.set(key, (format = new Intl.NumberFormat(language, options)))
    return format.format(value as number)
  }
}
