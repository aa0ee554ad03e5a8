import { expect, type Page } from '@playwright/test'

/**
 * Fails when a word of the widget's visible text is split across two lines (issue: "المقيا/س"
 * at 320 px). Hyphens and slashes are break points of their own; a run of over 40 characters
 * (a URL, an id) may break wherever it must.
 */
export async function expectWholeWords(page: Page, state: string): Promise<void> {
  const broken = await page.evaluate(() => {
    const root = document.querySelector('[data-study-runner]')
    if (!root) return ['(no widget on the page)']
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      const parent = text.parentElement
      if (!parent || parent.closest('.sr-visually-hidden') || parent.getClientRects().length === 0)
        continue
      for (const match of text.data.matchAll(/[^\s\-‐–—/]+/g)) {
        if (match[0].length > 40) continue
        const range = document.createRange()
        range.setStart(text, match.index)
        range.setEnd(text, match.index + match[0].length)
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        )
        if (lines.size > 1) found.push(match[0])
      }
    }
    return found
  })
  expect(broken, `words split across lines on ${state}`).toEqual([])
}
