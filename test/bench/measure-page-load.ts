import type { Browser, Locator, Page } from '@playwright/test'
import { questionsPerPage, type StudyLayout } from './generated-study'
import {
  renderProbeScript,
  studyRunnerElementTarget,
  type ClickTiming,
  type PageTiming,
  type ProbeTarget,
} from './page-probe'

/** What one fresh page load of a generated study measured (ms since navigation start). */
export interface PageLoadMeasurement {
  firstPage: PageTiming
  /** Network milestones: the embed script, the content, the session start (`responseEnd`). */
  scriptLoadedAt: number | null
  /** When the widget asked for the content (`startTime`). */
  contentRequestedAt: number | null
  contentLoadedAt: number | null
  sessionStartedAt: number | null
  /** The JS heap in use after the first page, after a full garbage collection (bytes). */
  heapUsed: number
  clicks: ClickTiming[]
  /** The pages after a click on Next. */
  nextPages: PageTiming[]
}

/** Options of {@link measurePageLoad}. */
export interface PageLoadOptions {
  url: string
  items: number
  layout: StudyLayout
  /** Clicks on answers to time (none: only the first page). */
  clicks: number
  /** Added to every request by Chromium's network emulation (a real network's round trips). */
  latencyMs?: number
  /** Slows the page's CPU this many times (Chromium's CPU throttling: 4 ≈ a mid-range phone). */
  cpuThrottle?: number
  /** Where the questions are. @default `<study-runner>`'s shadow root */
  renderer?: PageRenderer
  /** Click Next (paged studies) half-way through the clicks and at the end. @default true */
  nextPages?: boolean
}

/** How the probe and the clicks find a renderer's questions and answers. */
export interface PageRenderer extends ProbeTarget {
  /** The name of a question with the given element id and variable code, as the page shows it. */
  questionName(elementId: string, variableCode: string): string
  /** Inside a question, what a participant clicks to choose an option (one per option, in order). */
  option: string
}

/** `<study-runner>` (the embed script): questions in its shadow root, radios clicked directly. */
export const studyRunnerElementRenderer: PageRenderer = {
  ...studyRunnerElementTarget,
  questionName: (elementId) => elementId,
  option: 'input[type="radio"]',
}

/**
 * Loads the host page in a fresh browser context (no storage, no cache shared with other loads)
 * and times it with the in-page probe (page-probe.ts): the first page; the JS heap; `clicks`
 * answers on different questions, one at a time (each click after the previous one's paint and
 * a 50 ms pause); and for a paged study the next page
 * after half the clicks and again at the end (while there is a next page: Finish is never clicked).
 * Playwright only drives; every time is taken in the page.
 */
export async function measurePageLoad(
  browser: Browser,
  options: PageLoadOptions,
): Promise<PageLoadMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const renderer = options.renderer ?? studyRunnerElementRenderer
    if (options.latencyMs || options.cpuThrottle) {
      const cdp = await context.newCDPSession(page)
      if (options.latencyMs) {
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: options.latencyMs,
          downloadThroughput: -1,
          uploadThroughput: -1,
        })
      }
      if (options.cpuThrottle) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle })
      }
    }
    const onFirstPage = options.layout === 'one-page' ? options.items : questionsPerPage
    await page.addInitScript({
      content: renderProbeScript(
        {
          questions: Math.min(onFirstPage, options.items),
          first: renderer.questionName('q1', 'Q1'),
        },
        renderer,
      ),
    })
    await page.goto(options.url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__studyRunnerBench?.pages[0]?.paintedAt != null, null, {
      timeout: 60_000,
      polling: 50,
    })
    const heapUsed = await measureHeap(page)
    const pages = Math.ceil(
      options.items / (options.layout === 'one-page' ? options.items : questionsPerPage),
    )
    const paging = options.layout === 'paged' && options.nextPages !== false
    let pageIndex = 0
    for (let click = 0; click < options.clicks; click++) {
      if (paging && click === options.clicks / 2) {
        if (pageIndex + 1 < pages) await nextPage(page, renderer, ++pageIndex, options.items)
        else break
      }
      const question =
        options.layout === 'one-page'
          ? Math.round((click * (options.items - 1)) / Math.max(1, options.clicks - 1))
          : click % questionsPerPage
      await answer(page, renderer, question, click % 5, click)
    }
    if (paging && pageIndex + 1 < pages) {
      await nextPage(page, renderer, ++pageIndex, options.items)
    }
    // No named functions in evaluated code: tsx would wrap them in a helper the page lacks.
    const probe = await page.evaluate(() => ({
      pages: window.__studyRunnerBench!.pages,
      clicks: window.__studyRunnerBench!.clicks,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => ({
          name: entry.name,
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
        }),
      ),
    }))
    const resource = (pattern: string) =>
      probe.resources.find((entry) => entry.name.includes(pattern))
    const responseEnd = (pattern: string) => resource(pattern)?.responseEnd ?? null
    return {
      firstPage: probe.pages[0]!,
      scriptLoadedAt: responseEnd('/embed/study-runner.js'),
      contentRequestedAt: resource('/content')?.startTime ?? null,
      contentLoadedAt: responseEnd('/content'),
      sessionStartedAt: responseEnd('/sessions'),
      heapUsed,
      clicks: probe.clicks,
      nextPages: probe.pages.slice(1),
    }
  } finally {
    await context.close()
  }
}

/** Clicks option `option` of the `question`th question on screen and waits for its timing. */
async function answer(
  page: Page,
  renderer: PageRenderer,
  question: number,
  option: number,
  click: number,
): Promise<void> {
  // Playwright's CSS selectors pierce shadow roots: the same locator finds the element's fields.
  await clickLikeAUser(
    page,
    page.locator(renderer.question).nth(question).locator(renderer.option).nth(option),
  )
  await page.waitForFunction(
    (index) => {
      const timing = window.__studyRunnerBench?.clicks[index]
      return timing?.paintedAt != null && timing.handledAt != null
    },
    click,
    { timeout: 30_000, polling: 'raf' },
  )
}

/**
 * Scrolls the element into view, then presses and releases the mouse at its centre, pausing a
 * little first as a person would. Not `locator.click()`: its hit-target check listens to the
 * same pointer events in the page and would be timed with the click.
 */
async function clickLikeAUser(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to click: the element has no box')
  await page.waitForTimeout(50)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Clicks Next, expecting page `index` (from 0), and waits until it is painted. */
async function nextPage(
  page: Page,
  renderer: PageRenderer,
  index: number,
  items: number,
): Promise<void> {
  const first = index * questionsPerPage
  await page.evaluate((next) => window.__studyRunnerBench!.expectPage(next), {
    questions: Math.min(questionsPerPage, items - first),
    first: renderer.questionName(`q${first + 1}`, `Q${first + 1}`),
  })
  const before = await page.evaluate(() => window.__studyRunnerBench!.pages.length)
  await clickLikeAUser(page, page.locator('button[type="submit"]'))
  await page.waitForFunction(
    (at) => window.__studyRunnerBench?.pages[at]?.paintedAt != null,
    before,
    { timeout: 30_000, polling: 'raf' },
  )
}

/** `JSHeapUsedSize` after a full garbage collection, over the DevTools protocol. */
async function measureHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN
  } finally {
    await cdp.detach()
  }
}
