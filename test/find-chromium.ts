import { accessSync, constants, statSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Where the Chromium that tests, benchmarks and screenshots launch was found. */
export interface FoundChromium {
  /** The executable to launch. */
  path: string
  /** Which place it came from, in the order they are looked at. */
  from: 'CHROMIUM_PATH' | 'playwright' | 'debian'
}

/** What {@link findChromium} looks at; tests replace it, everything else uses the machine's. */
export interface ChromiumSearch {
  /** The environment (`CHROMIUM_PATH`). */
  env: Readonly<Record<string, string | undefined>>
  /** Whether a file exists there and may be executed. */
  isExecutable(path: string): boolean
  /** Where Playwright keeps its own Chromium build (present only after `playwright install`). */
  playwrightChromium(): string
}

/** Debian's package `chromium` installs its launcher here. */
export const debianChromium = '/usr/bin/chromium'

/**
 * Finds the Chromium to launch: `CHROMIUM_PATH` when set, else Playwright's own build when it is
 * installed, else Debian's `/usr/bin/chromium`; undefined when there is none. A `CHROMIUM_PATH`
 * that names no executable file is a mistake to fix, not a reason to launch another browser.
 *
 * @throws Error when `CHROMIUM_PATH` is set but names no executable file.
 */
export function findChromium(search: ChromiumSearch = machineSearch()): FoundChromium | undefined {
  const fromEnv = search.env.CHROMIUM_PATH
  if (fromEnv !== undefined && fromEnv !== '') {
    if (search.isExecutable(fromEnv)) return { path: fromEnv, from: 'CHROMIUM_PATH' }
    throw new Error(
      `[study-runner] CHROMIUM_PATH=${fromEnv} is not an executable file: point it at a Chromium ` +
        'or Chrome binary (e.g. CHROMIUM_PATH=/usr/bin/chromium), or unset it to use the one found ' +
        'on this machine.',
    )
  }
  const playwright = search.playwrightChromium()
  if (search.isExecutable(playwright)) return { path: playwright, from: 'playwright' }
  if (search.isExecutable(debianChromium)) return { path: debianChromium, from: 'debian' }
  return undefined
}

/** The Chromium found, or an error that says how to get one. */
export function requireChromium(search: ChromiumSearch = machineSearch()): FoundChromium {
  const found = findChromium(search)
  if (!found) throw new Error(chromiumMissingMessage())
  return found
}

/** What to do when no Chromium was found: the three ways to get one, as commands. */
export function chromiumMissingMessage(): string {
  return [
    '[study-runner] No Chromium for the end-to-end tests: CHROMIUM_PATH is unset, Playwright has',
    `no browser of its own installed, and ${debianChromium} does not exist. Get one of them:`,
    '  - Debian: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium',
    '  - any Chromium or Chrome already installed: CHROMIUM_PATH=/path/to/chrome npm test',
    '  - another system: npx playwright install --with-deps chromium',
    '(As root on Debian `npm test` installs the package itself; see the README, "Two commands".)',
  ].join('\n')
}

function machineSearch(): ChromiumSearch {
  return {
    env: process.env,
    isExecutable,
    playwrightChromium: () => chromium.executablePath(),
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}
