// Digits a participant's keyboard may produce besides 0–9: Arabic-Indic and Extended
// Arabic-Indic (Persian, Urdu). Each run of ten starts at the code point of its zero.
const digitZeros = [0x0660, 0x06f0]

/**
 * Reads a number as a participant typed it in their language
 * (docs/architecture.md#the-widgets-promises, `Intl` number
 * formats): the language's decimal separator ("2,5" in `de`), its grouping ("1.234,5"), native
 * digits ("٢٫٥"), and a plain "." or "," as decimal point when it cannot be grouping ("2.5" in
 * `de`). Answers `undefined` for anything that is not one number; never guesses from digits alone.
 * @example parseLocaleNumber('2,5', 'de') // 2.5
 */
export function parseLocaleNumber(text: string, language: string): number | undefined {
  const { decimal, group } = separatorsOf(language)
  // The decimal point as this parser writes it: the language's own when it is "." or ",".
  const local = decimal === ',' ? ',' : '.'
  let value = [...text.normalize('NFKC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0
      const zero = digitZeros.find((start) => code >= start && code < start + 10)
      return zero === undefined ? char : String(code - zero)
    })
    .join('')
    // Bidi marks that right-to-left keyboards and copied numbers carry.
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    // Spaces and apostrophes only ever group digits (fr "1 234", de-CH "1'234").
    .replace(/[\s'’\u066c]/g, '')
    .replace(/\u066b/g, local)
  if (decimal !== local) value = value.replaceAll(decimal, local)
  if (group !== '.' && group !== ',') value = value.replaceAll(group, '')
  if (!/^[+-]?(\d|[.,](?=\d))+$/.test(value)) return undefined

  const other = local === ',' ? '.' : ','
  const grouped = new RegExp(`^[+-]?\\d{1,3}(\\${other}\\d{3})+(\\${local}\\d+)?$`)
  if (grouped.test(value)) value = value.replaceAll(other, '')
  else if (value.includes(other)) {
    // Not grouping: a lone "." or "," is the decimal point of another keyboard.
    if (value.includes(local) || value.split(other).length !== 2) return undefined
    value = value.replace(other, local)
  }
  if (value.split(local).length > 2) return undefined
  const number = Number(value.replace(local, '.'))
  return Number.isFinite(number) ? number : undefined
}

function separatorsOf(language: string): { decimal: string; group: string } {
  let parts: Intl.NumberFormatPart[]
  try {
    parts = new Intl.NumberFormat(language).formatToParts(12345.6)
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(12345.6)
  }
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  return { decimal, group }
}
