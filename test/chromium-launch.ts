import { requireChromium } from './find-chromium'

/**
 * How the e2e tests, the benchmarks and the screenshots launch Chromium: the one
 * {@link requireChromium} finds (`CHROMIUM_PATH`, else Playwright's own build, else Debian's
 * `/usr/bin/chromium`), with the flags this kind of machine needs. Importing this without a
 * Chromium throws the message that says how to get one.
 */
export const chromiumLaunchOptions = {
  executablePath: requireChromium().path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
