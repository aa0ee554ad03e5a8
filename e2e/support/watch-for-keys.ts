import type { Page } from '@playwright/test'

/**
 * Records every request and response the page sees — URLs, headers and bodies — so a test can
 * assert that no API key (`sk_live_…`) ever reaches the browser (docs/architecture.md, rule zero).
 */
export function watchForKeys(page: Page): { leaks: string[]; settled: () => Promise<void> } {
  const leaks: string[] = []
  const pending: Promise<void>[] = []
  const check = (where: string, text: string | null | undefined) => {
    if (text && /sk_live_/.test(text)) leaks.push(`${where}: ${text.slice(0, 200)}`)
  }
  page.on('request', (request) => {
    check(`request ${request.url()}`, request.url())
    check(`request headers ${request.url()}`, JSON.stringify(request.headers()))
    check(`request body ${request.url()}`, request.postData())
  })
  page.on('response', (response) => {
    check(`response headers ${response.url()}`, JSON.stringify(response.headers()))
    pending.push(
      response
        .text()
        .then((body) => check(`response body ${response.url()}`, body))
        .catch(() => undefined),
    )
  })
  return { leaks, settled: async () => void (await Promise.all(pending)) }
}
