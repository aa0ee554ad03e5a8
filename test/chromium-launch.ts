/**
 * How the e2e tests and the benchmarks launch Chromium: Debian's `/usr/bin/chromium` (or
 * `CHROMIUM_PATH`), never a downloaded browser, with the flags this kind of machine needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
