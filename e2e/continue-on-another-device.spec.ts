import { expect, test, type BrowserContext, type Response } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/axe'
import { energyCheckScript, givenOf, runScript } from './support/energy-check-script'
import { expectStoredOnce } from './support/expect-stored-once'
import { participant } from './support/participant'
import { createKey } from './support/sandbox-api'
import { loadStudyLabels } from './support/study-labels'

// "Continue on another device" (docs/architecture.md#continue-on-another-device) through the real
// stack, in two browser contexts — two devices that share nothing: the "phone" answers two pages
// and makes a link; the proxy keeps the session's place and shortens the link with the sandbox's
// Link API; the "laptop" opens the short URL, which redirects to the page with ?resume=…, and goes
// on with the same session to the end — after a page of another study left the link alone. A
// researcher's key then reads one completed session with every answer once. A third device
// opening the used link starts afresh, told so plainly.
const studyId = 'energy-check'
const sandboxUrl = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4083'
const action = 'Continue on another device'

/** Every URL a context's pages asked for or were taken to (redirect hops included). */
function recordUrls(context: BrowserContext, seen: string[]) {
  context.on('request', (request) => seen.push(request.url()))
  context.on('page', (page) => page.on('framenavigated', (frame) => seen.push(frame.url())))
}

const isSessionStart = (response: Response) =>
  response.url().endsWith(`/api/study/studies/${studyId}/sessions`) &&
  response.request().method() === 'POST'

test('a link made on one device continues the same session on another, once', async ({
  browser,
  request,
  baseURL,
}) => {
  const seen: string[] = []
  // 320 CSS px: the dialog must fit the narrowest phone.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 320, height: 640 },
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const laptop = await browser.newContext({ baseURL })
  const tablet = await browser.newContext({ baseURL })
  for (const context of [phone, laptop, tablet]) recordUrls(context, seen)
  const labels = await loadStudyLabels(request, studyId, 'en')
  const script = energyCheckScript(labels, 5)
  const ref = `continue-e2e-${Date.now()}`

  // The phone: two pages answered; the session starts at the first answer.
  const onPhone = await phone.newPage()
  await onPhone.goto(`/?lang=en&ref=${ref}`)
  const started = onPhone.waitForResponse(isSessionStart)
  await runScript(onPhone, labels, script.slice(0, 2), { finish: false })
  const { token, sessionId } = (await (await started).json()) as {
    token: string
    sessionId: string
  }
  await participant(onPhone, labels, 'en').expectPage('week')

  // The dialog: labelled, focus inside, the short link with its QR code and end, axe-clean.
  const actionButton = onPhone.getByRole('button', { name: action })
  await actionButton.click()
  const dialog = onPhone.getByRole('dialog', { name: action })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: action })).toBeFocused()
  const linkField = dialog.getByRole('textbox', { name: 'Your link' })
  await expect(linkField).toHaveValue(/\/s\/[A-Za-z0-9_-]+$/, { timeout: 15_000 })
  const shortUrl = await linkField.inputValue()
  expect(new URL(shortUrl).origin, 'a short link of the Link API').toBe(sandboxUrl)
  await expect(dialog.getByRole('img', { name: 'QR code of your link' })).toBeVisible()
  await expect(dialog.getByText(/^It works once, until .+\.$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByText('Link copied')).toBeVisible()
  expect(await onPhone.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl)
  await expectNoAxeViolations(onPhone, 'the "continue on another device" dialog')
  await expectNoHorizontalScroll(onPhone, 'the dialog at 320 px')
  await onPhone.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(actionButton).toBeFocused()

  // A page that shows another study (this demo page picks it from ?study=) does not use the link
  // up: its claim names its study, the proxy answers 409 and keeps the record; the page says
  // nothing of the link and leaves it in the address.
  const [destination] = (await listLinks())
    .filter((link) => link.short_url === shortUrl)
    .map((link) => new URL(link.destination_url))
  const linkId = destination!.searchParams.get('resume')!
  const onOtherStudy = await tablet.newPage()
  const otherClaim = onOtherStudy.waitForResponse((response) =>
    response.url().endsWith(`/api/study/resume/${linkId}`),
  )
  await onOtherStudy.goto(`/?study=timed-check&lang=en&resume=${linkId}`)
  const refused = await otherClaim
  expect(refused.request().postDataJSON()).toEqual({ studyId: 'timed-check' })
  expect(refused.status()).toBe(409)
  await expect(onOtherStudy.getByRole('heading', { name: 'Quick questions' })).toBeVisible()
  await expect(onOtherStudy.getByText(/already used or has expired/)).toHaveCount(0)
  expect(new URL(onOtherStudy.url()).searchParams.get('resume')).toBe(linkId)
  await onOtherStudy.close()

  // The laptop opens the short URL: the sandbox redirects to the page with ?resume=<id>.
  const onLaptop = await laptop.newPage()
  const laptopStarts: string[] = []
  onLaptop.on('request', (sent) => {
    if (sent.url().endsWith(`/studies/${studyId}/sessions`)) laptopStarts.push(sent.url())
  })
  const seenBefore = seen.length
  await onLaptop.goto(shortUrl)
  const hops = seen.slice(seenBefore).filter((url) => new URL(url).searchParams.has('resume'))
  expect(hops.length, 'the redirect led to the page with ?resume=').toBeGreaterThan(0)
  const resumeId = new URL(hops[0]!).searchParams.get('resume')!
  expect(hops[0]).toBe(`${baseURL}/?resume=${resumeId}`)
  const onLaptopP = participant(onLaptop, labels, 'en')
  await onLaptopP.expectPage('week')
  // Claimed once: the id leaves the address bar, so a reload does not claim again.
  await expect(onLaptop).toHaveURL(`${baseURL}/`)
  // Every earlier answer is there.
  await onLaptopP.back()
  await script[1]!.expectFirstAnswer(onLaptop)
  await expect(onLaptopP.radio('DES6_6', script[1]!.given.DES6_6 as number)).toBeChecked()
  await onLaptopP.back()
  await script[0]!.expectFirstAnswer(onLaptop)
  // A reload takes the session up from the laptop's own storage, answers and all.
  await onLaptop.reload()
  await onLaptopP.expectPage('consent')
  await script[0]!.expectFirstAnswer(onLaptop)
  await onLaptopP.next()
  await onLaptopP.next()
  await runScript(onLaptop, labels, script.slice(2))
  expect(laptopStarts, 'the laptop started no session of its own').toEqual([])

  // One completed session, every answer exactly once, as a researcher reads it.
  const stored = await expectStoredOnce({ studyId, ref, given: givenOf(script), sandboxUrl })
  expect(stored).toBe(sessionId)

  // A second use of the link: a plain message and a fresh start.
  const onTablet = await tablet.newPage()
  await onTablet.goto(shortUrl)
  await participant(onTablet, labels, 'en').expectPage('consent')
  await expect(
    onTablet.getByText(
      'This link to continue on another device was already used or has expired, so the study starts afresh here.',
    ),
  ).toBeVisible()
  await expect(participant(onTablet, labels, 'en').radio('CONSENT', 1)).not.toBeChecked()
  await expect(onTablet).toHaveURL(`${baseURL}/`)

  // The token was in no URL any browser visited, nor in what the Link API was sent (its links
  // keep the destination and the title they were created with).
  expect(seen.filter((url) => url.includes(token))).toEqual([])
  const links = await listLinks()
  const made = links.filter((link) => link.short_url === shortUrl)
  expect(made).toHaveLength(1)
  expect(made[0]!.destination_url).toBe(`${baseURL}/?resume=${resumeId}`)
  expect(JSON.stringify(links)).not.toContain(token)

  await Promise.all([phone.close(), laptop.close(), tablet.close()])
})

interface LinkRow {
  short_url: string
  destination_url: string
  title: string | null
}

/** The sandbox's links, as any key of the demo's account reads them (docs/service.md#link-api). */
async function listLinks(): Promise<LinkRow[]> {
  const key = await createKey(['read'], sandboxUrl)
  const response = await fetch(`${sandboxUrl}/api/public/v1/links?limit=100`, {
    headers: { authorization: `Bearer ${key}` },
  })
  if (!response.ok) throw new Error(`GET /links answered ${response.status}`)
  return ((await response.json()) as { links: LinkRow[] }).links
}
