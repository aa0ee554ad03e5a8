import { expect, test, type Page } from '@playwright/test'
import { expectedScores, readInstrument } from './support/expected-score'
import {
  createKey,
  readResults,
  readResultsCsv,
  type ResponseRow,
  type ScoreRow,
} from './support/sandbox-api'
import { loadStudyLabels, type StudyLabels } from './support/study-labels'
import { watchForKeys } from './support/watch-for-keys'

// A participant completes the example study through the real stack — widget → proxy → sandbox →
// SQLite — by visible labels and buttons; then a researcher's key reads the results back.
const studyId = 'energy-check'

const languages = [
  {
    tag: 'en',
    dir: 'ltr',
    next: 'Next',
    finish: 'Finish',
    back: 'Back',
    thanks: 'Thank you',
    problems: 'Please check your answers',
    answers: { DES6_1: 3, DES6_2: 2, DES6_3: 1, DES6_4: 0, DES6_5: 2, DES6_6: 3, SLEEP: 3 },
    age: 34,
  },
  {
    tag: 'ar',
    dir: 'rtl',
    next: 'التالي',
    finish: 'إنهاء',
    back: 'السابق',
    thanks: 'شكرًا لك',
    problems: null,
    answers: { DES6_1: 0, DES6_2: 1, DES6_3: 3, DES6_4: 1, DES6_5: 0, DES6_6: 2, SLEEP: 1 },
    age: 61,
  },
] as const

for (const language of languages) {
  test(`a participant completes the study in ${language.tag} and every answer arrives once`, async ({
    page,
    request,
  }) => {
    const watch = watchForKeys(page)
    const labels = await loadStudyLabels(request, studyId, language.tag)
    const sessionStarted = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/study/studies/${studyId}/sessions`) &&
        response.request().method() === 'POST',
    )

    await page.goto(`/?lang=${language.tag}`)
    const root = page.locator('[data-study-runner]')
    await expect(root).toHaveAttribute('lang', language.tag)
    await expect(root).toHaveAttribute('dir', language.dir)
    const sessionResponse = await sessionStarted
    expect(sessionResponse.status()).toBe(201)
    const { sessionId } = (await sessionResponse.json()) as { sessionId: string }

    // Page 1: consent.
    await expect(heading(page, labels.moduleTitle('consent'))).toBeVisible()
    await choose(page, labels, 'CONSENT', 1)
    await page.getByRole('button', { name: language.next, exact: true }).click()

    // Page 2: the instrument. Next without answers is refused, with a summary of the problems.
    await expect(heading(page, labels.moduleTitle('energy'))).toBeVisible()
    await expect(heading(page, labels.moduleTitle('energy'))).toBeFocused()
    if (language.problems) {
      await page.getByRole('button', { name: language.next, exact: true }).click()
      await expect(page.getByRole('alert', { name: language.problems })).toBeFocused()
      await expect(heading(page, labels.moduleTitle('energy'))).toBeVisible()
    }
    for (const code of ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const) {
      await choose(page, labels, code, language.answers[code])
    }
    await page.getByRole('button', { name: language.next, exact: true }).click()

    // Page 3: about you; Back and forth keeps the answers.
    await expect(heading(page, labels.moduleTitle('about-you'))).toBeVisible()
    await page.getByRole('button', { name: language.back, exact: true }).click()
    await expect(
      page
        .getByRole('radiogroup', { name: labels.question('DES6_1') })
        .getByRole('radio', { name: labels.option('DES6_1', language.answers.DES6_1) }),
    ).toBeChecked()
    await page.getByRole('button', { name: language.next, exact: true }).click()
    await choose(page, labels, 'SLEEP', language.answers.SLEEP)
    await page.getByRole('spinbutton', { name: labels.question('AGE') }).fill(String(language.age))
    await page.getByRole('button', { name: language.finish, exact: true }).click()
    await expect(page.getByRole('heading', { name: language.thanks })).toBeVisible()

    // The researcher's view: every answer given arrived exactly once, with its value.
    const given: Record<string, number> = { CONSENT: 1, ...language.answers, AGE: language.age }
    const key = await createKey(['read'])
    const rows = (await readResults<ResponseRow>(key, studyId, 'responses')).filter(
      (row) => row.sessionId === sessionId,
    )
    expect(rows.map((row) => row.variableCode).sort()).toEqual(Object.keys(given).sort())
    for (const row of rows) expect(row.valueNum, row.variableCode).toBe(given[row.variableCode])

    const csv = await readResultsCsv(key, studyId, 'responses')
    expect(csv.split('\r\n')[0]).toBe('sessionId,variableCode,valueNum,valueText,answeredAt')
    expect(csv.split('\r\n').filter((line) => line.startsWith(`${sessionId},`))).toHaveLength(
      Object.keys(given).length,
    )

    // The score is the instrument's scoring of exactly those answers.
    const scores = (await readResults<ScoreRow>(key, studyId, 'scores')).filter(
      (row) => row.sessionId === sessionId,
    )
    const expected = expectedScores(readInstrument('des6'), given)
    expect(scores.map(({ scale, value, band }) => ({ scale, value, band }))).toEqual(expected)
    expect(expected[0]?.value).not.toBeNull()

    // Rule zero: nothing the page sent or received carried an API key.
    await watch.settled()
    expect(watch.leaks).toEqual([])
  })
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true })
}

async function choose(page: Page, labels: StudyLabels, variableCode: string, value: number) {
  await page
    .getByRole('radiogroup', { name: labels.question(variableCode) })
    .getByRole('radio', { name: labels.option(variableCode, value), exact: true })
    .check()
}
