import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA as axe-core tags it (docs/architecture.md#the-widgets-promises). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Fails with a readable list when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
  expect(found, `axe violations on ${state}`).toEqual([])
}

/** Fails when the widget needs horizontal scrolling (WCAG 1.4.10 reflow at 320 CSS px). */
export async function expectNoHorizontalScroll(page: Page, state: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.querySelector('[data-study-runner]')
    return {
      document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      widget: root ? root.scrollWidth - root.clientWidth : 0,
    }
  })
  expect(overflow, `horizontal overflow on ${state}`).toEqual({ document: 0, widget: 0 })
}
