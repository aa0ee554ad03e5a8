import { expect, test, type Page } from '@playwright/test'
import { participant, sessionIdOf } from './support/participant'
import { answersOf, createKey } from './support/sandbox-api'
import { loadStudyLabels, type StudyLabels } from './support/study-labels'

// The script-tag embedding (docs/architecture.md#host-interface): demo/embed.html is plain HTML
// that loads the built embed script and places one <study-runner>. Playwright's locators pierce the
// open shadow root, so the participant is found by visible wording as on the React host page.
const studyId = 'energy-check'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const
const hostileStylesheet = '* { all: unset } button { display: none }'

async function completeStudy(page: Page, labels: StudyLabels) {
  const p = participant(page, labels, 'en')
  await p.expectPage('consent')
  await p.choose('CONSENT', 1)
  await p.next()
  await p.expectPage('energy')
  for (const code of des6) await p.choose(code, 2)
  await p.next()
  await p.expectPage('week')
  await p.checkbox('ACTIVITY', 4).check()
  await p.choose('STRESS', 5)
  await p.slider('RESTED').fill('40')
  await p.next()
  await p.choose('SLEEP', 3)
  await p.next()
  await p.expectPage('about-you')
  await p.field('AGE').fill('29')
  await p.finish()
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()
}

test('a plain HTML page with a hostile stylesheet completes the study and hears every event', async ({
  page,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    async () => {
      await page.goto('/embed.html')
      await page.addStyleTag({ content: hostileStylesheet })
    },
    // The first answer starts the session; completeStudy finds it given.
    () => participant(page, labels, 'en').choose('CONSENT', 1),
  )
  const widget = page.locator('study-runner')
  const root = widget.locator('[data-study-runner]')
  await expect(root).toHaveAttribute('lang', 'en')

  // The page's stylesheet reaches neither the widget's buttons nor its layout...
  const next = page.getByRole('button', { name: 'Next', exact: true })
  await expect(next).toBeVisible()
  await expect(widget).toHaveCSS('display', 'block')
  await expect(root).toHaveCSS('font-family', /system-ui/)
  // ...while the documented theming still does: a custom property and a ::part() rule.
  await expect(next).toHaveCSS('background-color', 'rgb(26, 127, 55)')
  await expect(next).toHaveCSS('border-top-left-radius', '999px')

  await completeStudy(page, labels)
  await expect(page.locator('#completed')).toContainText(`Completed: session ${sessionId}`)

  const events = await page
    .locator('#event-log li')
    .evaluateAll((items) => items.map((item) => ({ ...(item as HTMLElement).dataset })))
  const names = new Set(events.map((event) => event.event))
  for (const name of [
    'ready',
    'session-start',
    'page-change',
    'answer',
    'save-state',
    'complete',
  ]) {
    expect(names, `heard "${name}"`).toContain(name)
  }
  expect(names).not.toContain('error')
  expect(events.filter((event) => event.event === 'complete')).toHaveLength(1)
  expect(events.every((event) => event.bubbles === 'true' && event.composed === 'true')).toBe(true)

  const key = await createKey(['read'])
  const answers = await answersOf(key, studyId, sessionId)
  expect(answers).toMatchObject({ CONSENT: 1, DES6_1: 2, STRESS: 5, RESTED: 40, AGE: 29 })
})

test('the widget’s styles stay inside its shadow root', async ({ page }) => {
  await page.goto('/embed.html')
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible()
  const outside = await page.evaluate(() => {
    // Light-DOM twins of the widget's own markup, beside plain elements: no widget rule may
    // reach the twins, so they must look exactly like the plain ones.
    const twin = document.createElement('div')
    twin.setAttribute('data-study-runner', '')
    twin.innerHTML = '<button class="sr-button sr-button-primary" part="button">Twin</button>'
    const plain = document.createElement('div')
    plain.innerHTML = '<button>Plain</button>'
    document.body.append(twin, plain)
    const look = (element: Element) => {
      const style = getComputedStyle(element)
      return [
        style.backgroundColor,
        style.minHeight,
        style.paddingInlineStart,
        style.borderRadius,
        style.maxWidth,
        style.containerType,
        style.fontFamily,
      ].join(' | ')
    }
    return {
      documentStyleElements: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      documentAdopted: document.adoptedStyleSheets.length,
      twin: [look(twin), look(twin.querySelector('button')!)],
      plain: [look(plain), look(plain.querySelector('button')!)],
      shadowStyleElements: document
        .querySelector('study-runner')!
        .shadowRoot!.querySelectorAll('style').length,
    }
  })
  expect(outside.documentStyleElements).toBe(1) // the page's own <style>
  expect(outside.documentAdopted).toBe(0)
  expect(outside.twin).toEqual(outside.plain)
  // Constructable stylesheets, no <style> element: the widget's own, then the later parts'.
  expect(outside.shadowStyleElements).toBe(0)
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('study-runner')!.shadowRoot!.adoptedStyleSheets.length,
      ),
    )
    .toBe(2)
})

test('moving the element keeps the study where it was; removing it unmounts', async ({
  page,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const p = participant(page, labels, 'en')
  let sessionStarts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/studies/${studyId}/sessions`)) {
      sessionStarts += 1
    }
  })
  await page.goto('/embed.html')
  await p.choose('CONSENT', 1)
  await p.next()
  await p.expectPage('energy')
  await p.choose('DES6_1', 3)

  await page.evaluate(() => document.body.prepend(document.querySelector('study-runner')!))
  await p.expectPage('energy')
  await expect(p.radio('DES6_1', 3)).toBeChecked()
  expect(sessionStarts).toBe(1)

  const emptied = await page.evaluate(async () => {
    const widget = document.querySelector('study-runner')!
    widget.remove()
    await new Promise((resolve) => setTimeout(resolve, 50))
    return widget.shadowRoot!.querySelectorAll('[data-study-runner]').length
  })
  expect(emptied).toBe(0)
})

test('runs under a strict Content-Security-Policy, lazily loading a sibling language chunk', async ({
  page,
}) => {
  // The same origin as the demo, so the script, its chunks and the proxy are 'self'.
  const policy =
    "default-src 'none'; script-src 'self' 'nonce-e2e'; style-src 'self'; connect-src 'self'; img-src 'self' data:"
  await page.route('**/csp-embed.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': policy },
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>CSP</title>
        <script type="module" src="/embed/study-runner.js"></script>
        <script nonce="e2e">
          window.violations = []
          document.addEventListener('securitypolicyviolation', (event) =>
            window.violations.push(event.violatedDirective + ' ' + event.blockedURI))
        </script></head>
        <body><study-runner study-id="${studyId}" proxy-url="/api/study" lang="de"></study-runner></body></html>`,
    }),
  )
  const chunk = page.waitForResponse((response) => /\/embed\/de-[\w-]+\.js$/.test(response.url()))
  await page.goto('/csp-embed.html')
  expect((await chunk).status()).toBe(200)
  const next = page.getByRole('button', { name: 'Weiter', exact: true })
  await expect(next).toBeVisible()
  await expect(next).toHaveCSS('background-color', 'rgb(9, 105, 218)')
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([])
})
