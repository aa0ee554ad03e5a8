import type { BenchTable } from './benchmark'

/** Prints a table with aligned columns: figures right-aligned, words left-aligned. */
export function printTable(table: BenchTable): void {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))]
  const cell = (value: string | number | undefined) => (value === undefined ? '' : String(value))
  const widths = columns.map((column) =>
    Math.max(column.length, ...table.rows.map((row) => cell(row[column]).length)),
  )
  const numeric = columns.map(
    (column, i) =>
      i > 0 && table.rows.every((row) => /^([-+]?[\d.]+\s?\S{0,5})?$/.test(cell(row[column]))),
  )
  const line = (values: string[]) =>
    `  ${values.map((value, i) => (numeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join('  ')}`.trimEnd()
  console.log(`\n  ${table.title}`)
  console.log(line(columns))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of table.rows) console.log(line(columns.map((column) => cell(row[column]))))
}
