import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/axe'
import {
  consentHashIn,
  panelFields,
  panelLanguages,
  tabTo,
  type PanelLanguage,
} from './support/panel-profile'
import { sessionIdOf } from './support/participant'
import {
  answersOf,
  createKey,
  readResults,
  type ParadataRow,
  type SessionRow,
} from './support/sandbox-api'

// The second example study: every question type added for real studies (consent, searchable and
// native dropdowns, a date, "other, please specify", shuffled options with fixed ones, a matrix,
// a ranking), completed by mouse in English and by keyboard alone in Hebrew, with axe on every
// page and on every page's error state, then read back through the results API.
const studyId = 'panel-profile'
const birthDay = Date.UTC(1990, 4, 17) / 86_400_000

/** Next without answers: the problems are listed and pass axe too; then the page itself. */
async function checkPage(page: Page, language: PanelLanguage, titleKey: string) {
  const f = panelFields(page, language)
  await expect(f.heading(titleKey)).toBeVisible()
  await expectNoAxeViolations(page, `${language} ${titleKey}`)
  await f.next.click()
  await expect(f.problems).toBeFocused()
  await expect(f.heading(titleKey)).toBeVisible()
  await expectNoAxeViolations(page, `${language} ${titleKey}, with its problems`)
}

/** What the service stored for one session, compared with what the participant gave. */
async function expectStored(
  sessionId: string,
  language: PanelLanguage,
  expected: Record<string, unknown>,
) {
  const key = await createKey()
  const answers = await answersOf(key, studyId, sessionId)
  expect(answers).toMatchObject(expected)
  expect(answers.CONSENT).toBe(consentHashIn(language))
  const sessions = await readResults<SessionRow & { condition: string | null }>(
    key,
    studyId,
    'sessions',
  )
  const row = sessions.find((each) => each.sessionId === sessionId)
  expect(row).toMatchObject({ status: 'completed', language })
  // The arm the service assigned is in the sessions dataset and among the answers.
  expect(['A', 'B']).toContain(row?.condition)
  expect(answers.ARM).toBe(row?.condition)
  const paradata = (
    await readResults<ParadataRow & { displayOrder: string | null }>(key, studyId, 'paradata')
  ).filter((row) => row.sessionId === sessionId)
  return { answers, paradata }
}

test('in English, by mouse: every new type, with its problems, stored as the contract says', async ({
  page,
}) => {
  const f = panelFields(page, 'en')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto(`/?study=${studyId}&lang=en&PROLIFIC_PID=e2eMouse1`),
    async () => {
      await checkPage(page, 'en', 'consent.title')
      await f.consent.check()
    },
  )
  await f.next.click()

  await checkPage(page, 'en', 'about.title')
  await f.country.fill('germ')
  await f.countryOption(276).click()
  await expect(f.country).toHaveValue('Germany')
  await f.birthDate.fill('1990-05-17')
  await f.education(99).check()
  await f.other('edu.99').fill('Evening classes')
  await f.next.click()

  await checkPage(page, 'en', 'week.title')
  // The country chosen on the page before, piped into this page's introduction.
  await expect(page.getByText('a few questions about your week in Germany.')).toBeVisible()
  const shown = await f.supportOrder()
  expect(shown.slice(-2)).toEqual(['Someone else', 'None of these'])
  await f.support(1).check()
  await f.support(98).check()
  await f.other('support.98').fill('A neighbour')
  await f.matrix('wb.energy', 4).check()
  await f.matrix('wb.mood', 3).check()
  await f.matrix('wb.focus', 5).check()
  await expectNoAxeViolations(page, 'en week, answered')

  // The week has ten minutes: the clock survives a reload, and gives more time when asked.
  const timer = page.getByRole('timer')
  const secondsLeft = async () => {
    const [, minutes, seconds] = /(\d+):(\d\d)$/.exec((await timer.textContent()) ?? '') ?? []
    return Number(minutes) * 60 + Number(seconds)
  }
  await expect(timer).toHaveText(/^Time left: (10:00|9:[0-5]\d)$/)
  const before = await secondsLeft()
  await page.waitForTimeout(2000)
  await page.reload()
  await expect(timer).toBeVisible()
  await expect(f.matrix('wb.focus', 5)).toBeChecked()
  expect(await secondsLeft()).toBeLessThan(before)
  await page.getByRole('button', { name: 'More time' }).click()
  await expect(timer).toHaveText(/^Time left: (20:00|19:[0-5]\d)$/)
  await expectNoAxeViolations(page, 'en week, after a reload, with more time')
  await f.next.click()

  await checkPage(page, 'en', 'prio.title')
  await f.rank(1).click()
  await f.rank(4).click()
  await f.rank(2).click()
  await f.moveUp(4).click()
  await expect(page.getByText('Money: number 1 of 3')).toBeAttached()
  await f.heard.selectOption({ label: 'Online' })
  await expectNoAxeViolations(page, 'en priorities, answered')
  await f.next.click()

  // The review: every page with its answers in words; Change goes there and comes back.
  const review = page.getByRole('heading', { level: 2, name: 'Review your answers' })
  await expect(review).toBeFocused()
  await expect(page.getByText('Evening classes')).toBeVisible()
  await expectNoAxeViolations(page, 'en review')
  await page.getByRole('button', { name: 'Change: About you' }).click()
  await expect(f.heading('about.title')).toBeVisible()
  await f.other('edu.99').fill('Evening classes, then a degree')
  await page.getByRole('button', { name: 'Back to review' }).click()
  await expect(review).toBeVisible()
  await expect(page.getByText('Evening classes, then a degree')).toBeVisible()
  await f.finish.click()
  await expect(page.getByRole('heading', { name: panelLanguages.en.thanks })).toBeVisible()
  // The demo allows no redirect origin: the way back to the panel is a link, with the id in it.
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    'https://app.prolific.com/submissions/complete?cc=PANELDEMO&pid=e2eMouse1',
  )
  await expect(page.getByRole('button', { name: 'Save a copy of my answers' })).toBeVisible()
  await expectNoAxeViolations(page, 'en thank-you screen')

  // Opened again on this device: the study says so, and starts nothing.
  let started = false
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/studies/${studyId}/sessions`)) {
      started = true
    }
  })
  await page.goto(`/?study=${studyId}&lang=en&PROLIFIC_PID=e2eMouse1`)
  await expect(page.getByRole('heading', { name: 'You have already taken part' })).toBeVisible()
  await expect(page.locator('[data-code="already_completed"]')).toBeVisible()
  expect(started).toBe(false)

  const { paradata } = await expectStored(sessionId, 'en', {
    PID: 'e2eMouse1',
    WB_TOTAL: 12,
    COUNTRY: 276,
    BIRTHDATE: '1990-05-17',
    EDUCATION: 99,
    EDUCATION_OTHER: 'Evening classes, then a degree',
    SUPPORT_1: 1,
    SUPPORT_98: 1,
    SUPPORT_OTHER: 'A neighbour',
    WB_ENERGY: 4,
    WB_MOOD: 3,
    WB_FOCUS: 5,
    PRIO_4: 1,
    PRIO_1: 2,
    PRIO_2: 3,
    HEARD: 2,
  })
  // The date's day number is stored beside its text.
  const key = await createKey()
  const birth = (
    await readResults<{ sessionId: string; variableCode: string; valueNum: number }>(
      key,
      studyId,
      'responses',
    )
  ).find((row) => row.sessionId === sessionId && row.variableCode === 'BIRTHDATE')
  expect(birth?.valueNum).toBe(birthDay)
  // The order shown is data: the shuffled options with the fixed ones last, as on screen.
  const order = paradata.find((row) => row.variableCode === 'SUPPORT_1')?.displayOrder
  expect(order?.split('|').slice(-2)).toEqual(['98', '99'])
  expect(
    order
      ?.split('|')
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([1, 2, 3, 4, 98, 99])
  expect(paradata.find((row) => row.variableCode === 'PRIO_4')?.displayOrder).toMatch(
    /^\d(\|\d){4}$/,
  )
})

test('in Hebrew, by keyboard alone: right to left, at 320 px, stored with the Hebrew wording', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  const f = panelFields(page, 'he')
  const key = (name: string) => page.keyboard.press(name)
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto(`/?study=${studyId}&lang=he&PROLIFIC_PID=e2eKeys2`),
    async () => {
      await expect(page.locator('[data-study-runner]')).toHaveAttribute('dir', 'rtl')
      await checkPage(page, 'he', 'consent.title')
      await expectNoHorizontalScroll(page, 'he consent')
      await tabTo(page, f.consent)
      await key('Space')
    },
  )
  await tabTo(page, f.next)
  await key('Enter')

  await checkPage(page, 'he', 'about.title')
  await expectNoHorizontalScroll(page, 'he about')
  await tabTo(page, f.country)
  await page.keyboard.type('גרמ')
  await key('ArrowDown')
  await key('Enter')
  await expect(f.country).toHaveValue('גרמניה')
  await tabTo(page, f.birthDate)
  // Chromium's date input takes the digits of each part in turn, in the browser locale's order.
  await page.keyboard.type('05171990')
  await tabTo(page, f.education(1))
  await key('Space')
  for (let step = 0; step < 4; step++) await key('ArrowDown')
  await expect(f.education(99)).toBeChecked()
  await tabTo(page, f.other('edu.99'))
  await page.keyboard.type('לימודי ערב')
  await tabTo(page, f.next)
  await key('Enter')

  await checkPage(page, 'he', 'week.title')
  await expect(page.getByText('על השבוע שלך בגרמניה.')).toBeVisible()
  await expectNoHorizontalScroll(page, 'he week')
  await tabTo(page, f.support(2))
  await key('Space')
  for (const [row, value] of [
    ['wb.energy', 2],
    ['wb.mood', 2],
    ['wb.focus', 2],
  ] as const) {
    await tabTo(page, f.matrix(row, 1))
    await key('Space')
    await key('ArrowDown')
    await expect(f.matrix(row, value)).toBeChecked()
  }
  await tabTo(page, f.next)
  await key('Enter')

  await checkPage(page, 'he', 'prio.title')
  await expectNoHorizontalScroll(page, 'he priorities')
  for (const value of [5, 1, 2]) {
    await tabTo(page, f.rank(value))
    await key('Enter')
  }
  await tabTo(page, f.next)
  await key('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'סיכום התשובות שלך' })).toBeFocused()
  await expectNoAxeViolations(page, 'he review')
  await expectNoHorizontalScroll(page, 'he review')
  await tabTo(page, f.finish)
  await key('Enter')
  await expect(page.getByRole('heading', { name: panelLanguages.he.thanks })).toBeVisible()

  await expectStored(sessionId, 'he', {
    PID: 'e2eKeys2',
    COUNTRY: 276,
    BIRTHDATE: '1990-05-17',
    EDUCATION: 99,
    EDUCATION_OTHER: 'לימודי ערב',
    SUPPORT_2: 1,
    WB_ENERGY: 2,
    WB_MOOD: 2,
    WB_FOCUS: 2,
    PRIO_5: 1,
    PRIO_1: 2,
    PRIO_2: 3,
  })
})

test('a link without its participant id, or with a malformed one, starts nothing', async ({
  page,
}) => {
  const starts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/studies/${studyId}/sessions`)) {
      starts.push(request.url())
    }
  })
  for (const query of ['', '&PROLIFIC_PID=not%20an%20id!']) {
    await page.goto(`/?study=${studyId}&lang=en${query}`)
    const notice = page.getByRole('alert')
    await expect(
      notice.getByRole('heading', { name: 'This study link is incomplete' }),
    ).toBeVisible()
    await expect(page.locator('[data-screen="link-incomplete"]')).toHaveAttribute(
      'data-code',
      'parameter_missing',
    )
    await expectNoAxeViolations(page, `the incomplete link${query ? ' (malformed)' : ''}`)
  }
  expect(starts).toEqual([])
})
