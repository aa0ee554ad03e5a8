import { expect, test, type Page } from '@playwright/test'
import { energyCheckScript, givenOf, runScript } from './support/energy-check-script'
import { expectStoredOnce } from './support/expect-stored-once'
import { countPosts, injectFailures, injectRateLimits } from './support/fault-injection'
import { participant } from './support/participant'
import { loadStudyLabels } from './support/study-labels'

// The response queue against the real stack (widget → proxy → sandbox → SQLite) under faults:
// whatever happens on the way, the results API must afterwards hold exactly the answers given, once
// each, and exactly one completion (docs/architecture.md#the-widgets-promises). Every fault is
// deterministic: fixed injection patterns, bounded bursts, the browser's own offline switch.
const studyId = 'energy-check'

/** A participant of its own per test, so the results can be told apart. */
function participantRef(): string {
  return `fault-${test.info().testId}-${test.info().repeatEachIndex}`
}

const saveStatus = (page: Page) => page.locator('[data-study-runner] .sr-save-status')

test('offline for several pages mid-study, then back online: every answer arrives once', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 1)
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script, {
    onPage: async (index) => {
      if (index === 1) await context.setOffline(true)
      if (index === 4) {
        // Three pages answered offline: they wait on the device, and the participant is told so.
        await expect(saveStatus(page)).toHaveText('Offline — your answers are kept on this device')
        await context.setOffline(false)
        await expect(saveStatus(page)).toHaveText('All answers saved')
      }
    },
  })
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
})

test('30 % of requests fail with 500, 502 after the service stored them, or time out', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 2)
  const calls = await injectFailures(context)
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
  // Faults of every kind happened, and each was retried.
  const faults = new Set(calls.map((call) => call.fault))
  expect([...faults].sort()).toEqual(['passed', 'refused-500', 'reply-lost-502', 'timed-out'])
  expect(calls.at(-1)).toMatchObject({ fault: 'passed' })
})

test('bursts of 429 with Retry-After: every retry waits as asked', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 3)
  const calls = await injectRateLimits(context, { burst: 2 })
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
  const limited = calls.filter((call) => call.fault === 'rate-limited')
  expect(limited.length).toBeGreaterThanOrEqual(4)
  for (const [index, call] of calls.entries()) {
    const following = calls[index + 1]
    if (call.fault === 'rate-limited' && following) {
      expect(following.at - call.at, 'the retry after a 429').toBeGreaterThanOrEqual(990)
    }
  }
})

test('a reload on every page, also mid-page, resumes the same session with every answer', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 4)
  const starts = countPosts(context, `/studies/${studyId}/sessions`)
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script, {
    onPage: async (index, step) => {
      if (index === 0) return
      await page.reload()
      await participant(page, labels, 'en').expectPage(step.moduleId)
      // The previous page's answers are restored when going back.
      await participant(page, labels, 'en').back()
      await script[index - 1]!.expectFirstAnswer(page)
      await participant(page, labels, 'en').next()
    },
    halfway: async (_index, step) => {
      await page.reload()
      await participant(page, labels, 'en').expectPage(step.moduleId)
      await step.expectFirstAnswer(page)
    },
  })
  expect(starts()).toBe(1)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
})

test('the tab closed mid-page and reopened goes on where it was, answers and all', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 5)
  const starts = countPosts(context, `/studies/${studyId}/sessions`)
  let tab = page
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script, {
    pageFor: () => tab,
    halfway: async (index, step) => {
      if (index !== 2) return
      await tab.close()
      tab = await context.newPage()
      await tab.goto(`/?lang=en&ref=${ref}`)
      await participant(tab, labels, 'en').expectPage(step.moduleId)
      await step.expectFirstAnswer(tab)
      await expect(participant(tab, labels, 'en').field('EXDAYS')).toHaveValue('3')
    },
  })
  expect(starts()).toBe(1)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
})

test('double-clicking Finish completes once', async ({ page, context, request }) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 6)
  const finishes = countPosts(context, '/finish')
  await page.goto(`/?lang=en&ref=${ref}`)
  await runScript(page, labels, script, {
    leave: async (tab, isLast) => {
      const p = participant(tab, labels, 'en')
      if (!isLast) return p.next()
      await tab.getByRole('button', { name: p.nav.finish, exact: true }).dblclick()
    },
  })
  expect(finishes()).toBe(1)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
})

test('finishing in two tabs of the same session at once makes one completion', async ({
  page,
  context,
  request,
}) => {
  const labels = await loadStudyLabels(request, studyId, 'en')
  const ref = participantRef()
  const script = energyCheckScript(labels, 7)
  const starts = countPosts(context, `/studies/${studyId}/sessions`)
  const last = script.at(-1)!
  await page.goto(`/?lang=en&ref=${ref}`)
  // The first tab answers every page; the last one is answered but not finished yet.
  await runScript(page, labels, script.slice(0, -1), { finish: false })
  await participant(page, labels, 'en').expectPage(last.moduleId)
  await last.answer(() => page)
  const second = await context.newPage()
  await second.goto(`/?lang=en&ref=${ref}`)
  await participant(second, labels, 'en').expectPage(last.moduleId)
  await last.expectFirstAnswer(second)
  await Promise.all([page, second].map((tab) => participant(tab, labels, 'en').finish()))
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  }
  expect(starts()).toBe(1)
  await expectStoredOnce({ studyId, ref, given: givenOf(script) })
})
