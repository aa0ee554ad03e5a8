import type { Page } from '@playwright/test'

/** What a page wrote to its console, and its uncaught errors. */
export interface ConsoleWatch {
  /** Every console line, as text. */
  lines: string[]
  /** Errors and warnings: console.error / console.warn, failed loads, uncaught exceptions. */
  problems(): string[]
}

/**
 * Listens to a page's console from now on. A missing /favicon.ico (none of the apps has one) is no
 * problem; anything else the browser or the page complains about is.
 */
export function watchConsole(page: Page): ConsoleWatch {
  const lines: string[] = []
  const problems: string[] = []
  page.on('console', (message) => {
    lines.push(message.text())
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (message.location().url.endsWith('/favicon.ico')) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return { lines, problems: () => problems }
}
