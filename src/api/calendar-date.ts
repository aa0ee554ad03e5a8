/**
 * Calendar dates as `date` questions answer them (docs/content-format.md): `YYYY-MM-DD` text and
 * its day number, the days since 1970-01-01 (negative before). Pure and time-zone free, shared by
 * the widget and the service.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const dayMs = 86_400_000

/**
 * The day number of a `YYYY-MM-DD` date, or `undefined` when the text is not a real date
 * (`2023-02-29`, `2024-13-01`, `1.5.2024`).
 * @example dayNumberOf('1970-01-02') // 1
 */
export function dayNumberOf(text: string): number | undefined {
  const match = isoDatePattern.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, not Date.UTC: that reads the years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? Math.round(date.getTime() / dayMs) : undefined
}

/**
 * The `YYYY-MM-DD` text of a day number.
 * @example isoDateOf(0) // '1970-01-01'
 */
export function isoDateOf(dayNumber: number): string {
  const date = new Date(dayNumber * dayMs)
  const year = String(date.getUTCFullYear()).padStart(4, '0')
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${year}-${month}-${String(date.getUTCDate()).padStart(2, '0')}`
}

/** Milliseconds since 1970 of a day number's midnight UTC (for `Intl.DateTimeFormat`, in UTC). */
export const timeOfDayNumber = (dayNumber: number) => dayNumber * dayMs

/**
 * The day number of a `minDate` / `maxDate` limit: a date, or `"today"` (the `today` given).
 * `undefined` for no limit or one that is not a date.
 */
export function dateLimitOf(limit: string | undefined, today: number): number | undefined {
  if (limit === undefined) return undefined
  return limit === 'today' ? today : dayNumberOf(limit)
}
