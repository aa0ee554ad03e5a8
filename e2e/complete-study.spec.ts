import { expect, test } from '@playwright/test'
import { expectedScores, readInstrument } from './support/expected-score'
import { participant, sessionIdOf } from './support/participant'
import {
  answersOf,
  createKey,
  readResults,
  readResultsCsv,
  type ScoreRow,
  type SessionRow,
} from './support/sandbox-api'
import { loadStudyLabels } from './support/study-labels'
import { watchForKeys } from './support/watch-for-keys'

// A participant completes the example study through the real stack — widget → proxy → sandbox →
// SQLite — by visible labels and buttons; then a researcher's key reads the results back.
const studyId = 'energy-check'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

test('in English: every question type, a branch into the sleep details, all answers once', async ({
  page,
  request,
}) => {
  const watch = watchForKeys(page)
  const labels = await loadStudyLabels(request, studyId, 'en')
  const p = participant(page, labels, 'en')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto('/?lang=en'),
    () => p.choose('CONSENT', 1),
  )
  const root = page.locator('[data-study-runner]')
  await expect(root).toHaveAttribute('lang', 'en')
  await expect(root).toHaveAttribute('dir', 'ltr')

  await p.expectPage('consent')
  await p.next()

  // The instrument grid; Next without answers is refused with a focused summary.
  await p.expectPage('energy')
  await expect(p.heading('energy')).toBeFocused()
  await p.next()
  await expect(page.getByRole('alert', { name: 'Please check your answers' })).toBeFocused()
  const grid = { DES6_1: 3, DES6_2: 2, DES6_3: 1, DES6_4: 0, DES6_5: 2, DES6_6: 3 }
  for (const code of des6) await p.choose(code, grid[code])
  await p.next()

  // Multi choice reveals a follow-up question live; scale; slider.
  await p.expectPage('week')
  await expect(p.field('EXDAYS')).toHaveCount(0)
  await p.checkbox('ACTIVITY', 1).check()
  await p.checkbox('ACTIVITY', 2).check()
  await p.field('EXDAYS').fill('3')
  await p.choose('STRESS', 7)
  await p.slider('RESTED').fill('70')
  await p.next()

  // Sleeping "fairly well" opens the sleep-details module, one question per page.
  await p.expectPage('sleep')
  await p.choose('SLEEP', 2)
  await p.next()
  await p.expectPage('sleep-details')
  await p.choose('WAKE', 1)
  await p.next()
  await p.expectPage('sleep-details')
  await p.choose('SCREEN', 0)
  await p.next()

  // Back keeps answers.
  await p.expectPage('about-you')
  await p.back()
  await expect(p.radio('SCREEN', 0)).toBeChecked()
  await p.next()
  await p.field('AGE').fill('34')
  const comment = 'Mostly fine. <b>not bold</b> & "quoted"'
  await p.field('COMMENT').fill(comment)
  await p.finish()
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()

  const given = {
    CONSENT: 1,
    ...grid,
    ACTIVITY_1: 1,
    ACTIVITY_2: 1,
    ACTIVITY_3: 0,
    ACTIVITY_4: 0,
    ACTIVITY_99: 0,
    EXDAYS: 3,
    STRESS: 7,
    RESTED: 70,
    SLEEP: 2,
    WAKE: 1,
    SCREEN: 0,
    AGE: 34,
    COMMENT: comment,
  }
  const key = await createKey(['read'])
  expect(await answersOf(key, studyId, sessionId)).toEqual(given)
  const csv = await readResultsCsv(key, studyId, 'responses')
  expect(csv.split('\r\n')[0]).toBe('sessionId,variableCode,valueNum,valueText,answeredAt')
  expect(csv.split('\r\n').filter((line) => line.startsWith(`${sessionId},`))).toHaveLength(
    Object.keys(given).length,
  )
  await expectScores(key, sessionId, given)

  // Rule zero: nothing the page sent or received carried an API key.
  await watch.settled()
  expect(watch.leaks).toEqual([])
})

test('in German: an answer hidden after it was sent is cleared to null', async ({
  page,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'de')
  const p = participant(page, labels, 'de')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto('/?lang=de'),
    () => p.choose('CONSENT', 1),
  )
  await expect(page.locator('[data-study-runner]')).toHaveAttribute('lang', 'de')

  await p.next()
  const grid = { DES6_1: 1, DES6_2: 1, DES6_3: 2, DES6_4: 2, DES6_5: 1, DES6_6: 0 }
  for (const code of des6) await p.choose(code, grid[code])
  await p.next()
  await p.checkbox('ACTIVITY', 1).check()
  await p.field('EXDAYS').fill('4')
  await p.choose('STRESS', 3)
  await p.slider('RESTED').fill('55')
  await p.next()

  // Back to the week: no exercise after all, so the exercise-days answer (already sent) goes.
  await p.expectPage('sleep')
  await p.back()
  await p.checkbox('ACTIVITY', 1).uncheck()
  await p.checkbox('ACTIVITY', 4).check()
  await expect(p.field('EXDAYS')).toHaveCount(0)
  await p.next()
  await p.choose('SLEEP', 3)
  await p.next()
  // Sleeping well skips the sleep-details module.
  await p.expectPage('about-you')
  await p.field('AGE').fill('45')
  await p.finish()
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()

  const given = {
    CONSENT: 1,
    ...grid,
    ACTIVITY_1: 0,
    ACTIVITY_2: 0,
    ACTIVITY_3: 0,
    ACTIVITY_4: 1,
    ACTIVITY_99: 0,
    EXDAYS: null,
    STRESS: 3,
    RESTED: 55,
    SLEEP: 3,
    AGE: 45,
  }
  const key = await createKey(['read'])
  expect(await answersOf(key, studyId, sessionId)).toEqual(given)
  await expectScores(key, sessionId, given)
})

test('in Arabic: right to left, an exclusive "none of these", every answer once', async ({
  page,
  request,
}) => {
  const watch = watchForKeys(page)
  const labels = await loadStudyLabels(request, studyId, 'ar')
  const p = participant(page, labels, 'ar')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto('/?lang=ar'),
    () => p.choose('CONSENT', 1),
  )
  const root = page.locator('[data-study-runner]')
  await expect(root).toHaveAttribute('lang', 'ar')
  await expect(root).toHaveAttribute('dir', 'rtl')

  await p.next()
  const grid = { DES6_1: 0, DES6_2: 1, DES6_3: 3, DES6_4: 1, DES6_5: 0, DES6_6: 2 }
  for (const code of des6) await p.choose(code, grid[code])
  await p.next()
  await p.checkbox('ACTIVITY', 1).check()
  await expect(p.field('EXDAYS')).toBeVisible()
  await p.checkbox('ACTIVITY', 99).check()
  await expect(p.checkbox('ACTIVITY', 1)).not.toBeChecked()
  await expect(p.field('EXDAYS')).toHaveCount(0)
  await p.choose('STRESS', 2)
  await p.slider('RESTED').fill('30')
  await p.next()
  await p.choose('SLEEP', 4)
  await p.next()
  await p.field('AGE').fill('61')
  await p.finish()
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()

  const given = {
    CONSENT: 1,
    ...grid,
    ACTIVITY_1: 0,
    ACTIVITY_2: 0,
    ACTIVITY_3: 0,
    ACTIVITY_4: 0,
    ACTIVITY_99: 1,
    STRESS: 2,
    RESTED: 30,
    SLEEP: 4,
    AGE: 61,
  }
  const key = await createKey(['read'])
  expect(await answersOf(key, studyId, sessionId)).toEqual(given)
  await expectScores(key, sessionId, given)
  await watch.settled()
  expect(watch.leaks).toEqual([])
})

test('declining consent ends the study early with the end text, and the session is complete', async ({
  page,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const p = participant(page, labels, 'en')
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto('/?lang=en'),
    () => p.choose('CONSENT', 0),
  )
  await p.next()
  // The end text replaces the thank-you text; the screen tells the host it ended early.
  const screen = page.locator('[data-study-runner] [data-screen]')
  await expect(screen).toHaveAttribute('data-code', 'ended')
  await expect(screen).toContainText(labels.text('consent.declined'))
  await expect(screen).not.toContainText('Your answers have been saved')

  const key = await createKey(['read'])
  expect(await answersOf(key, studyId, sessionId)).toEqual({ CONSENT: 0 })
  const sessions = await readResults<SessionRow>(key, studyId, 'sessions')
  expect(sessions.find((row) => row.sessionId === sessionId)?.status).toBe('completed')
})

/** The score is the instrument's scoring of exactly the answers given, computed independently. */
async function expectScores(key: string, sessionId: string, given: Record<string, unknown>) {
  const numeric = Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  )
  const expected = expectedScores(readInstrument('des6'), numeric)
  expect(expected[0]?.value).not.toBeNull()
  const scores = (await readResults<ScoreRow>(key, studyId, 'scores')).filter(
    (row) => row.sessionId === sessionId,
  )
  expect(scores.map(({ scale, value, band }) => ({ scale, value, band }))).toEqual(expected)
}
