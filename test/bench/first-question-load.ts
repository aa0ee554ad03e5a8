// What loading a demo page costs until the widget shows its first question: requests, bytes on
// the wire (headers and bodies, as Chromium's network stack counted them) and time, on a first
// visit (empty cache) and on a repeat visit in the same browser context. Run against a demo that
// is already running:
//
//   npx tsx test/bench/first-question-load.ts http://127.0.0.1:5173/ [--throttle]
//
// `--throttle` emulates a mid-range phone on a slow 4G link (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, CPU slowed 4×), the conditions of Lighthouse's mobile preset.
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium-launch'

/** What one visit transferred and how long the first question took to appear. */
export interface FirstQuestionLoad {
  requests: number
  bytes: number
  /** Requests answered from the browser's cache (no bytes on the wire). */
  fromCache: number
  /** From navigation start until the first question was visible. */
  ms: number
}

/** Loads `url` in `page` and counts what crossed the network until a question is visible. */
export async function measureFirstQuestion(
  page: Page,
  url: string,
  throttle: boolean,
): Promise<FirstQuestionLoad> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  }
  const requested = new Set<string>()
  const cached = new Set<string>()
  let bytes = 0
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) requested.add(event.requestId)
  })
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId))
  cdp.on('Network.loadingFinished', (event) => {
    if (requested.has(event.requestId)) bytes += event.encodedDataLength
  })
  const started = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('[part~="question"]').first().waitFor({ state: 'visible', timeout: 120_000 })
  const ms = Date.now() - started
  await cdp.detach()
  return { requests: requested.size, bytes, fromCache: cached.size, ms }
}

async function main(): Promise<void> {
  const url = process.argv[2]
  if (!url) throw new Error('usage: tsx test/bench/first-question-load.ts <url> [--throttle]')
  const throttle = process.argv.includes('--throttle')
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    // persist="none" is not settable on the host page: a fresh context per run keeps no session.
    const context = await browser.newContext()
    const page = await context.newPage()
    const first = await measureFirstQuestion(page, url, throttle)
    const repeat = await measureFirstQuestion(page, url, throttle)
    await context.close()
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KiB`
    for (const [name, load] of [
      ['first visit', first],
      ['repeat visit', repeat],
    ] as const) {
      console.log(
        `${name.padEnd(13)} ${String(load.requests).padStart(4)} requests ` +
          `(${load.fromCache} from cache), ${kb(load.bytes).padStart(11)} transferred, ` +
          `first question after ${load.ms} ms${throttle ? ' (throttled)' : ''}`,
      )
    }
  } finally {
    await browser.close()
  }
}

await main()
