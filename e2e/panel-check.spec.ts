import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { sessionIdOf } from './support/participant'
import { answersOf, createKey, readResults, type SessionRow } from './support/sandbox-api'

// The panel flow as a panel sends people (issue 20): the study in e2e/fixtures/seed (seeded
// through SANDBOX_SEED_DIR, playwright.config.ts) has a required PROLIFIC_PID with a pattern, a
// computed flag that screens out minors, two arms with a block only arm A sees, two blocks in
// random order, a dropdown answer piped into a later page, a ten-minute limit, a review page and
// redirects back to the panel. The demo lets redirects go to https://panel.example
// (DEMO_REDIRECT_ORIGINS); that site is played by a route, the only thing here not real.
const studyId = 'panel-check'
const panel = 'https://panel.example'
const completedUrl = (pid: string) =>
  `${panel}/submissions/complete?cc=C0MPL3TE&PROLIFIC_PID=${pid}`
const endedUrl = (pid: string) => `${panel}/submissions/complete?cc=SCR33N0UT&PROLIFIC_PID=${pid}`
const countries = { 250: 'France', 276: 'Germany', 826: 'United Kingdom', 840: 'United States' }
type Country = keyof typeof countries

/** A participant's own device: a fresh context whose navigations to the panel are answered. */
async function device(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.route(`${panel}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Panel</title><h1>Back at the panel</h1>',
    }),
  )
  return { context, page: await context.newPage() }
}

function starts(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/studies/${studyId}/sessions`)) {
      seen.push(request.url())
    }
  })
  return seen
}

function fields(page: Page) {
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true })
  const radio = (question: string, name: string) =>
    page.getByRole('radiogroup', { name: question }).getByRole('radio', { name, exact: true })
  return {
    heading,
    age: page.getByLabel('How old are you?', { exact: true }),
    country: page.getByLabel('Where do you live?', { exact: true }),
    armA: (answer: 'Yes' | 'No') =>
      radio('Have you taken part in a study like this before?', answer),
    block1: (answer: 'Yes' | 'No', country: string) =>
      radio(`Do you like living in ${country}?`, answer),
    block2: (answer: 'Quiet' | 'Usual' | 'Busy') => radio('How busy was your day?', answer),
    timed: page.getByLabel('What is 7 times 6?', { exact: true }),
    timer: page.getByRole('timer'),
    next: page.getByRole('button', { name: 'Next', exact: true }),
    finish: page.getByRole('button', { name: 'Finish', exact: true }),
    review: heading('Review your answers'),
    change: (pageName: string) =>
      page.getByRole('button', { name: `Change: ${pageName}`, exact: true }),
    backToReview: page.getByRole('button', { name: 'Back to review', exact: true }),
  }
}

interface Taken {
  sessionId: string
  arm: 'A' | 'B'
  blocks: string[]
}

/** One adult, from the panel's link to the panel's completion page. */
async function takePart(
  browser: Browser,
  pid: string,
  country: Country,
  options: { changeCountryTo?: Country; axe?: boolean; reloadOnReview?: boolean } = {},
): Promise<Taken & { context: BrowserContext }> {
  const { context, page } = await device(browser)
  const f = fields(page)
  const seen = starts(page)
  const start = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/studies/${studyId}/sessions`),
  )
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto(`/?study=${studyId}&PROLIFIC_PID=${pid}&STUDY_ID=panel-e2e`),
    async () => {
      await expect(f.heading('About you')).toBeVisible()
      await f.age.fill('34')
      await f.country.selectOption(String(country))
    },
  )
  const { condition } = (await (await start).json()) as { condition: 'A' | 'B' }
  await f.next.click()

  if (condition === 'A') {
    await expect(f.heading('A short extra')).toBeVisible()
    await f.armA('No').check()
    await f.next.click()
  }
  // The two blocks in the order this session shows them; the country is piped into the first.
  const blocks: string[] = []
  for (let index = 0; index < 2; index++) {
    const title = await page.getByRole('heading', { level: 2 }).first().textContent()
    if (title === 'Where you live') {
      blocks.push('block-1')
      await expect(page.getByText(`A question about life in ${countries[country]}.`)).toBeVisible()
      await f.block1('Yes', countries[country]).check()
    } else {
      expect(title).toBe('Your day')
      blocks.push('block-2')
      await f.block2('Busy').check()
    }
    await f.next.click()
  }

  await expect(f.heading('A quick sum')).toBeVisible()
  await expect(f.timer).toHaveText(/^Time left: (10:00|9:[0-5]\d)$/)
  await f.timed.fill('42')
  await f.next.click()

  // The review lists every page the participant saw, each with its Change button.
  await expect(f.review).toBeVisible()
  await expect(f.review).toBeFocused()
  const pages = ['About you', ...(condition === 'A' ? ['A short extra'] : []), 'A quick sum']
  for (const name of [...pages, 'Where you live', 'Your day']) {
    await expect(f.change(name)).toBeVisible()
  }
  await expect(f.change('A short extra')).toHaveCount(condition === 'A' ? 1 : 0)
  if (options.reloadOnReview) {
    // The device kept the session on its review: a reload shows the review, not the last page.
    await page.reload()
    await expect(f.review).toBeVisible()
    await expect(f.change('A quick sum')).toBeVisible()
    expect(seen).toHaveLength(1)
  }
  if (options.axe) await expectNoAxeViolations(page, 'the review page')
  let shownCountry = country
  if (options.changeCountryTo) {
    await f.change('About you').click()
    await expect(f.heading('About you')).toBeFocused()
    await f.country.selectOption(String(options.changeCountryTo))
    await f.backToReview.click()
    // Back to review goes page after page: the piped block shows the new country on its way.
    while (!(await f.review.isVisible())) {
      if (await f.heading('Where you live').isVisible()) {
        await expect(f.block1('Yes', countries[options.changeCountryTo])).toBeChecked()
      }
      await f.backToReview.click()
    }
    await expect(f.review).toBeVisible()
    shownCountry = options.changeCountryTo
  }
  await expect(page.getByText(countries[shownCountry], { exact: true })).toBeVisible()

  await f.finish.click()
  // The finish is acknowledged, then the panel's own page, with this participant's id.
  await page.waitForURL(completedUrl(pid))
  await expect(page.getByRole('heading', { name: 'Back at the panel' })).toBeVisible()
  return { context, sessionId, arm: condition, blocks }
}

test('a panel link without its id, or with a malformed one, shows a notice and starts nothing', async ({
  page,
}) => {
  const seen = starts(page)
  for (const query of ['', '&PROLIFIC_PID=5f1e', '&PROLIFIC_PID=5F1E0C2A9B7D6E5F4A3B2C1D']) {
    await page.goto(`/?study=${studyId}${query}`)
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'This study link is incomplete' }),
    ).toBeVisible()
    await expect(page.locator('[data-screen="link-incomplete"]')).toHaveAttribute(
      'data-code',
      'parameter_missing',
    )
  }
  await expectNoAxeViolations(page, 'the incomplete link')
  expect(seen).toEqual([])
})

test('four participants from the panel, one minor screened out, one coming back', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const pids = [
    '5f1e0c2a9b7d6e5f4a3b2c1d',
    '60a1b2c3d4e5f60718293a4b',
    '61b2c3d4e5f60718293a4b5c',
    '62c3d4e5f60718293a4b5c6d',
  ]
  const taken: Taken[] = []
  const contexts: BrowserContext[] = []
  for (const [index, pid] of pids.entries()) {
    const { context, ...one } = await takePart(
      browser,
      pid,
      index % 2 ? 276 : 826,
      index === 0 ? { changeCountryTo: 250, axe: true } : { reloadOnReview: index === 1 },
    )
    taken.push(one)
    contexts.push(context)
  }

  // The arms are balanced: the service gives each new session the arm with fewer started.
  expect(taken.map((one) => one.arm).sort()).toEqual(['A', 'A', 'B', 'B'])

  const key = await createKey()
  const sessions = await readResults<
    SessionRow & { condition: string | null; moduleOrder: string | null }
  >(key, studyId, 'sessions')
  for (const [index, one] of taken.entries()) {
    const row = sessions.find((each) => each.sessionId === one.sessionId)
    expect(row).toMatchObject({ status: 'completed', condition: one.arm })
    // The module order stored is the one shown: the two blocks in this session's order.
    const order = row?.moduleOrder?.split('|') ?? []
    expect(order.filter((id) => id.startsWith('block-'))).toEqual(one.blocks)
    const answers = await answersOf(key, studyId, one.sessionId)
    expect(answers).toMatchObject({
      PID: pids[index],
      PANEL_STUDY: 'panel-e2e',
      ADULT: 1,
      ARM: one.arm,
      AGE: 34,
      COUNTRY: index === 0 ? 250 : index % 2 ? 276 : 826,
      TIMED: 42,
    })
    expect('ARM_A_ONLY' in answers).toBe(one.arm === 'A')
  }

  // A minor is screened out after the first page, back to the panel's screen-out page.
  const minor = await device(browser)
  const f = fields(minor.page)
  const minorPid = '63d4e5f60718293a4b5c6d7e'
  const minorSession = await sessionIdOf(
    minor.page,
    studyId,
    () => minor.page.goto(`/?study=${studyId}&PROLIFIC_PID=${minorPid}`),
    () => f.age.fill('16'),
  )
  await f.country.selectOption('276')
  await f.next.click()
  await minor.page.waitForURL(endedUrl(minorPid))
  const minorAnswers = await answersOf(key, studyId, minorSession)
  expect(minorAnswers).toMatchObject({ PID: minorPid, AGE: 16, ADULT: 0 })
  const minorRow = (await readResults<SessionRow>(key, studyId, 'sessions')).find(
    (row) => row.sessionId === minorSession,
  )
  expect(minorRow?.status).toBe('completed')
  await minor.context.close()

  // The first participant opens the link again on the same device: nothing starts.
  const back = await contexts[0]!.newPage()
  const seen = starts(back)
  await back.goto(`/?study=${studyId}&PROLIFIC_PID=${pids[0]}`)
  await expect(back.getByRole('heading', { name: 'You have already taken part' })).toBeVisible()
  await expect(back.locator('[data-screen="already-completed"]')).toHaveAttribute(
    'data-code',
    'already_completed',
  )
  await expectNoAxeViolations(back, 'already taken part')
  expect(seen).toEqual([])
  const after = await readResults<SessionRow>(key, studyId, 'sessions')
  expect(after).toHaveLength(5)
  for (const context of contexts) await context.close()
})
