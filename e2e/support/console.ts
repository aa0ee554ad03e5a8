import { expect, type Page } from '@playwright/test'

/**
 * The console token the e2e demo runs with: playwright.config.ts passes the same value to
 * `npm run demo` as CONSOLE_TOKEN.
 */
export const consoleToken = process.env.E2E_CONSOLE_TOKEN ?? 'e2e-console-token-0123456789'

/**
 * Opens the console as its user does: the printed URL with `?token=…` once (the console sets its
 * cookie and drops the token from the address), then `path`.
 */
export async function openConsole(page: Page, path = '/console'): Promise<void> {
  await page.goto(`/console?token=${consoleToken}`)
  await expect(page).toHaveURL(/\/console$/)
  if (path !== '/console') await page.goto(path)
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (character === '"') quoted = false
      else cell += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      row.push(cell)
      cell = ''
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += character
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

/**
 * A JSON results value as its CSV cell (docs/service.md#researcher-side: null is an empty cell).
 */
export function csvCellOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return typeof value === 'number' ? String(value) : JSON.stringify(value)
}
