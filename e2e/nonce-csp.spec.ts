import { expect, test, type Page } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { StudyRunner } from '../src/index'

// A page server-rendered as Next.js renders one (React 19, the whole document streamed) and served
// under a strict nonce CSP: with the `nonce` prop the widget's stylesheet must apply, and nothing
// may be blocked. Without the prop, the same page shows what the prop is for: React hoists the
// style into <head> without a nonce, and Chromium blocks it.

const nonce = 'bm9uY2UtZm9yLXRoZS10ZXN0'
const policy = `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'`

async function renderPage(withNonce: boolean): Promise<string> {
  const widget = createElement(StudyRunner, {
    studyId: 'energy-check',
    proxyUrl: '/api/study',
    language: 'en',
    ...(withNonce ? { nonce } : {}),
  })
  const document = createElement(
    'html',
    { lang: 'en' },
    createElement('head', null, createElement('title', null, 'Host')),
    createElement('body', null, createElement('main', null, widget)),
  )
  const stream = await renderToReadableStream(document, { nonce })
  await stream.allReady
  return `<!doctype html>${await new Response(stream).text()}`
}

let server: Server
let origin = ''
const pages = new Map<string, string>()

test.beforeAll(async () => {
  pages.set('/with-nonce', await renderPage(true))
  pages.set('/without-nonce', await renderPage(false))
  server = createServer((request, response) => {
    const html = pages.get(request.url ?? '')
    response.writeHead(html ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
    })
    response.end(html ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Opens a page and collects the CSP violations it reports. */
async function open(page: Page, path: string) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(`${origin}${path}`)
  const root = page.locator('[data-study-runner]')
  await expect(root).toHaveCount(1)
  const overflowWrap = await root.evaluate((element) => getComputedStyle(element).overflowWrap)
  const boxSizing = await root.evaluate((element) => getComputedStyle(element).boxSizing)
  return { violations, overflowWrap, boxSizing }
}

test('with the nonce prop, the server-rendered widget is styled under a nonce CSP', async ({
  page,
}) => {
  const { violations, overflowWrap, boxSizing } = await open(page, '/with-nonce')
  expect(violations).toEqual([])
  // Both set only by the widget's stylesheet (the browser's defaults are normal / content-box).
  expect(overflowWrap).toBe('break-word')
  expect(boxSizing).toBe('border-box')
})

test('without it, Chromium blocks the hoisted style: what the prop is for', async ({ page }) => {
  const { violations, overflowWrap } = await open(page, '/without-nonce')
  expect(violations.length).toBeGreaterThan(0)
  expect(overflowWrap).toBe('normal')
})
