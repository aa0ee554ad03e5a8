import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expectNoAxeViolations } from './support/axe'
import { consoleToken, csvCellOf, openConsole, parseCsv } from './support/console'
import { expectedScores, readInstrument } from './support/expected-score'
import { participant, sessionIdOf } from './support/participant'
import { createKey, readResults, type ResponseRow, type ScoreRow } from './support/sandbox-api'
import { loadStudyLabels } from './support/study-labels'
import { watchForKeys } from './support/watch-for-keys'

// A researcher runs a study from the console: licence, study, publish; a participant completes
// it in another tab; the console shows the completion in the table, the score in the chart, the
// session.completed event in the log, and downloads a CSV whose rows are the JSON's.
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const
const answers = { DES6_1: 3, DES6_2: 2, DES6_3: 0, DES6_4: 2, DES6_5: 3, DES6_6: 1 }

/** The Study id from the console's address `/console/studies/<id>?…`. */
const studyIdOf = (page: Page) => /\/console\/studies\/([^/?#]+)/.exec(page.url())![1]!

test('a study run from the console: publish, complete, see it in table, chart, events and CSV', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const watch = watchForKeys(page)
  const title = `Console study ${Date.now().toString(36)}`

  // Without the token the console is closed; the printed link opens it.
  const closed = await page.goto('/console')
  expect(closed?.status()).toBe(401)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open the console from its link')
  await expectNoAxeViolations(page, 'the 401 page')
  await openConsole(page)
  expect(page.url()).not.toContain(consoleToken)
  await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible()

  // A licence for the Daily Energy Scale, approved by the sandbox's reviewer.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: /Licences/ })
    .click()
  await page.getByLabel('Instrument', { exact: true }).selectOption('des6')
  await page.getByLabel('Purpose').fill('Console e2e: energy in a spring cohort')
  await page.getByRole('button', { name: 'Request licence' }).click()
  await expect(page.getByRole('status')).toContainText('Licence requested')
  const licenceRow = page.getByRole('row').filter({ hasText: 'Console e2e: energy' })
  await expect(licenceRow.getByText('requested', { exact: true })).toBeVisible()
  await licenceRow.getByRole('button', { name: /^Approve for a year/ }).click()
  await expect(page.getByRole('status')).toContainText('Licence approved')
  await expect(licenceRow.getByText('approved', { exact: true })).toBeVisible()

  // A study under it, published.
  await page.getByRole('link', { name: 'Studies', exact: true }).click()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Description (optional)').fill('Made by the console e2e.')
  await page.getByRole('button', { name: 'Create study' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Study created as a draft')
  const studyId = studyIdOf(page)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('status')).toContainText('Study published')
  await expect(page.getByText('This study is live.')).toBeVisible()

  // The participant, in another tab, from the console's link.
  const participantUrl = await page
    .getByRole('link', { name: 'Take the study as a participant' })
    .getAttribute('href')
  expect(participantUrl).toMatch(new RegExp(`/\\?study=${studyId}$`))
  const tab = await context.newPage()
  const labels = await loadStudyLabels(request, studyId, 'en')
  const p = participant(tab, labels, 'en')
  const sessionId = await sessionIdOf(
    tab,
    studyId,
    () => tab.goto(`${participantUrl}&lang=en`),
    () => p.choose('DES6_1', answers.DES6_1),
  )
  for (const code of des6) await p.choose(code, answers[code])
  await p.finish()
  await expect(tab.getByRole('heading', { name: p.nav.thanks })).toBeVisible()
  await tab.close()

  // The completion in the table (sessions dataset)…
  await page.getByRole('link', { name: 'View results' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Results: ${title}` })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Datasets' })
    .getByRole('link', { name: 'sessions' })
    .click()
  const sessionRow = page.getByRole('row').filter({ hasText: sessionId })
  await expect(sessionRow.getByRole('cell', { name: 'completed', exact: true })).toBeVisible()

  // …the score in the chart, as the instrument's scoring gives it…
  const [expected] = expectedScores(readInstrument('des6'), answers)
  expect(expected?.value).not.toBeNull()
  const chart = page.getByRole('figure', { name: /Daily Energy Scale \(des6\): total/ })
  await expect(chart.getByRole('img', { name: /Daily Energy Scale \(des6\): total/ })).toBeVisible()
  await expect(chart).toContainText(`n = 1 · median ${expected!.value}`)
  await chart.getByText('Data table').click()
  const bandTable = chart.getByRole('table', { name: 'Scores per band' })
  await expect(
    bandTable
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: expected!.band!, exact: true }) })
      .getByRole('cell')
      .last(),
  ).toHaveText('1')
  const completion = page.getByRole('figure', { name: /Sessions started and completed per day/ })
  await expect(completion).toContainText('1 started · 1 completed')

  // …the session.completed event in the log, verified (it arrives within a second or so)…
  await page.getByRole('link', { name: 'Events' }).click()
  await expect(async () => {
    await page.reload()
    const event = page
      .getByRole('row')
      .filter({ hasText: 'session.completed' })
      .filter({ hasText: sessionId })
    await expect(event).toHaveCount(1, { timeout: 1000 })
    await expect(event.locator('.verdict')).toHaveText('✓ verified', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const event = page
    .getByRole('row')
    .filter({ hasText: 'session.completed' })
    .filter({ hasText: sessionId })
  await event.getByText('Body').click()
  await expect(event.locator('pre')).toContainText(`"studyId": "${studyId}"`)

  // …and CSV downloads whose rows are the JSON's.
  await page.goto(`/console/studies/${studyId}/results`)
  const key = await createKey(['read'])
  for (const [dataset, columns] of [
    ['responses', ['sessionId', 'variableCode', 'valueNum', 'valueText', 'answeredAt']],
    ['scores', ['sessionId', 'instrumentId', 'scale', 'value', 'band']],
  ] as const) {
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: `Download ${dataset} CSV` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${studyId}-${dataset}.csv`)
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'))
    expect(header).toEqual([...columns])
    const json = await readResults<ResponseRow | ScoreRow>(key, studyId, dataset)
    expect(rows).toEqual(
      json.map((row) => columns.map((column) => csvCellOf((row as never)[column]))),
    )
    expect(rows.length).toBe(dataset === 'responses' ? des6.length : 1)
  }

  await watch.settled()
  expect(watch.leaks).toEqual([])
})

test('every console page passes axe in light and dark, and reflows at 320 px', async ({ page }) => {
  test.setTimeout(90_000)
  await openConsole(page)
  const studyPath = '/console/studies/energy-check'
  const pages = [
    '/console',
    studyPath,
    `${studyPath}/close`,
    `${studyPath}/results`,
    `${studyPath}/results?dataset=scores`,
    `${studyPath}/results?dataset=sessions`,
    `${studyPath}/results?dataset=paradata`,
    '/console/licences',
    '/console/events',
    '/console/invites',
  ]
  // axe at desktop width in both palettes; at 320 px, no horizontal page scroll (tables scroll
  // inside their own labelled region).
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const path of pages) {
      await page.goto(path)
      await expectNoAxeViolations(page, `${path} (${scheme})`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 320, height: 900 })
  for (const path of pages) {
    await page.goto(path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal page scroll on ${path} at 320 px`).toBe(0)
  }
  await expectNoAxeViolations(page, 'the studies page at 320 px')
  await page.setViewportSize({ width: 1280, height: 900 })

  // A form with errors: the summary and the messages tied to their fields pass too.
  await page.goto(studyPath)
  await page.getByLabel('Target sample size').fill('0')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expect(page.getByLabel('Target sample size')).toHaveAccessibleDescription(
    /Target sample size must be an integer ≥ 1 or null/,
  )
  await expectNoAxeViolations(page, 'the study form with errors')
})
