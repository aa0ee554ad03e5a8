/** A CSV cell value: numbers are written as numbers, null and undefined as an empty cell. */
export type CsvValue = string | number | boolean | null | undefined

// Cells a spreadsheet would read as a formula (OWASP "CSV injection"):
// docs/service.md#researcher-side.
const formulaStart = /^[=+\-@\t\r]/

/**
 * Writes rows as RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a
 * comma, quote, CR or LF, quotes doubled. Text cells — never numbers — that start with
 * `=`, `+`, `-`, `@`, tab or CR get a leading `'` so a spreadsheet shows them as text.
 */
export function toCsv<Row extends Record<string, CsvValue>>(
  columns: readonly (keyof Row & string)[],
  rows: Iterable<Row>,
): string {
  const lines = [columns.map((column) => quote(column)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return quote(formulaStart.test(value) ? `'${value}` : value)
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
