import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

// The widget's palette (colorScheme / color-scheme): the host page's scheme under `auto`, an
// explicit one when asked, and text on the primary colour that stays readable whatever primary
// the host sets — in real Chromium, with the demo's own themes.

/** The widget's background and the colours of its primary button. */
async function colours(page: Page, root: Locator) {
  const next = root.getByRole('button', { name: 'Next', exact: true })
  await expect(next).toBeVisible()
  return {
    background: await root.evaluate((el) => getComputedStyle(el).backgroundColor),
    button: await next.evaluate((el) => getComputedStyle(el).backgroundColor),
    buttonText: await next.evaluate((el) => getComputedStyle(el).color),
  }
}

/**
 * A computed colour's sRGB channels, 0–255: `rgb(…)`, or `color(srgb …)` and
 * `color(srgb-linear …)`, as a relative colour computes (the derived text on the primary).
 */
function channels(value: string): number[] {
  const numbers = (value.match(/[\d.]+/g) ?? []).map(Number)
  if (value.startsWith('rgb')) return numbers.slice(0, 3)
  const encode = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)
  const linear = value.startsWith('color(srgb-linear ')
  if (!linear && !value.startsWith('color(srgb ')) throw new Error(`unexpected colour ${value}`)
  return numbers.slice(0, 3).map((c) => Math.round(255 * (linear ? encode(c) : c)))
}

/** WCAG 2.2 contrast of two computed colours. */
function contrast(first: string, second: string): number {
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = channels(value).map((channel) => {
      const c = channel / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

test('auto: a dark-mode visitor on a light page gets a light card; a dark page, a dark one', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  const root = page.locator('[data-study-runner]')
  // The demo page declares no color-scheme: the browser draws it light, and so does the widget.
  expect((await colours(page, root)).background).toBe('rgb(255, 255, 255)')

  // The host declares light and dark (it has a dark mode): the system's dark applies.
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'light dark'))
  await expect.poll(async () => (await colours(page, root)).background).toBe('rgb(13, 17, 23)')
  await expectNoAxeViolations(page, 'the React page in dark (host: light dark)')
})

test('colorScheme dark and light override the page and the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?scheme=dark')
  const root = page.locator('[data-study-runner]')
  await expect(root).toHaveAttribute('data-scheme', 'dark')
  expect((await colours(page, root)).background).toBe('rgb(13, 17, 23)')
  await expectNoAxeViolations(page, 'the React page with colorScheme dark')

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.evaluate(() => (document.documentElement.style.colorScheme = 'dark'))
  await page.goto('/?scheme=light')
  await expect(root).toHaveAttribute('data-scheme', 'light')
  expect((await colours(page, root)).background).toBe('rgb(255, 255, 255)')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the embed page's green theme keeps AA contrast in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/embed.html')
    const widget = page.locator('study-runner')
    // The element's color-scheme attribute picks the palette inside the shadow root.
    await widget.evaluate((element, value) => element.setAttribute('color-scheme', value), scheme)
    const root = widget.locator('[data-study-runner]')
    await expect(root).toHaveAttribute('data-scheme', scheme)
    const { background, button, buttonText } = await colours(page, root)
    expect(button).toBe('rgb(26, 127, 55)') // the host's primary, in both schemes
    // On-primary is derived from the primary: white on this green (the old dark default, a
    // near-black, gave 3.7:1).
    expect(channels(buttonText)).toEqual([255, 255, 255])
    expect(contrast(button, buttonText)).toBeGreaterThanOrEqual(4.5)
    expect(background).toBe(scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(13, 17, 23)')
    await expectNoAxeViolations(page, `the embed page in ${scheme}`)
  })
}

test('the text on a primary the host sets is black or white, whichever reads, and follows a change', async ({
  page,
}) => {
  // Without the button's 120 ms colour transition, whose colours in between Chromium computes
  // in oklab: read right after a change, they are neither the old text colour nor the new.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.goto('/')
  const root = page.locator('[data-study-runner]')
  // A light primary: the light scheme's white default would give 1.4:1.
  await page.evaluate(() => document.body.style.setProperty('--sr-color-primary', '#ffd33d'))
  const light = await colours(page, root)
  expect(channels(light.buttonText)).toEqual([0, 0, 0])
  expect(contrast(light.button, light.buttonText)).toBeGreaterThanOrEqual(4.5)
  // The host changes its theme: the text follows without a reload.
  await page.evaluate(() => document.body.style.setProperty('--sr-color-primary', '#1a4d8f'))
  const dark = await colours(page, root)
  expect(channels(dark.buttonText)).toEqual([255, 255, 255])
  expect(contrast(dark.button, dark.buttonText)).toBeGreaterThanOrEqual(4.5)
  await expectNoAxeViolations(page, 'the React page with a primary of the host')
})
