import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { answersOf, createKey, readResults, type ParadataRow } from './support/sandbox-api'

// A timed page in real time (e2e/fixtures/seed/studies/timed-check.json, twelve seconds): the
// clock, the polite "Ten seconds left.", and at zero the next page with what was answered — the
// required field left empty is waived, the answer given is stored with its response time.
const studyId = 'timed-check'

test('at zero the page moves on with what was answered', async ({ page }) => {
  test.setTimeout(60_000)
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/studies/${studyId}/sessions`),
  )
  await page.goto(`/?study=${studyId}`)
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^Time left: 0:1[0-2]$/)
  await expect(page.getByRole('button', { name: 'More time' })).toBeVisible()
  await expectNoAxeViolations(page, 'a timed page')
  // A timed page is taking part: the session started with the clock.
  const { sessionId } = (await (await started).json()) as { sessionId: string }
  const sum = page.getByLabel('What is 7 times 6?', { exact: true })
  await sum.fill('42')
  await sum.blur()

  const status = page.locator('.sr-time-left [role="status"]')
  await expect(status).toHaveText('Ten seconds left.', { timeout: 8_000 })
  await expect(page.getByRole('heading', { level: 2, name: 'Afterwards' })).toBeFocused({
    timeout: 15_000,
  })
  await expect(timer).toHaveCount(0)

  // Back passes the closed page over: there is nothing before this page any more.
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0)
  await page.getByRole('radio', { name: 'No', exact: true }).check()
  await page.getByRole('button', { name: 'Finish', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()

  const key = await createKey()
  const sessions = await readResults<{ sessionId: string; status: string }>(
    key,
    studyId,
    'sessions',
  )
  expect(sessions.find((row) => row.sessionId === sessionId)?.status).toBe('completed')
  const answers = await answersOf(key, studyId, sessionId)
  expect(answers).toEqual({ SUM: 42, FELT: 2 })
  const paradata = await readResults<ParadataRow>(key, studyId, 'paradata')
  const sumTime = paradata.find(
    (row) => row.sessionId === sessionId && row.variableCode === 'SUM',
  )?.rtMs
  expect(sumTime).toBeGreaterThan(0)
  expect(sumTime).toBeLessThan(12_000)
})
