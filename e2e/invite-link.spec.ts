import { expect, test } from '@playwright/test'
import type { LinkList } from '../src/api/link-types'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/axe'
import { openConsole } from './support/console'
import { participant, sessionIdOf } from './support/participant'
import { createKey, readResults, type SessionRow } from './support/sandbox-api'
import { loadStudyLabels } from './support/study-labels'
import { watchForKeys } from './support/watch-for-keys'

// A researcher makes an invite link on the console's Invites page; a participant opens the short
// URL, is redirected by the link service (the sandbox) to the host page and completes the study;
// the researcher sees the click counted — on the page and through the link API.
const studyId = 'energy-check'
const sandboxUrl = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4083'
const des6 = ['DES6_1', 'DES6_2', 'DES6_3', 'DES6_4', 'DES6_5', 'DES6_6'] as const

test('an invite link leads to the study, and its click is counted', async ({
  page,
  request,
  baseURL,
}) => {
  const watch = watchForKeys(page)
  const alias = `e2e-invite-${Date.now().toString(36)}`
  const shortUrl = `${sandboxUrl}/s/${alias}`

  // The researcher creates the invite link through the form (the old address leads there).
  await openConsole(page)
  await page.goto('/researcher/invites')
  await expect(page).toHaveURL(/\/console\/invites$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invite links' })).toBeVisible()
  await page.getByLabel('Study', { exact: true }).selectOption(studyId)
  await page.getByLabel('Alias (optional)').fill(alias)
  await page.getByLabel('Source').fill('e2e')
  await page.getByLabel('Medium').fill('qr')
  await page.getByRole('button', { name: 'Create invite link' }).click()

  const created = page.getByRole('region', { name: 'New invite link' })
  const shortLink = created.getByRole('link', { name: shortUrl, exact: true })
  await expect(shortLink).toHaveText(shortUrl)
  await expect(shortLink).toHaveAttribute('href', shortUrl)
  await expect(created.getByRole('img', { name: `QR code for ${shortUrl}` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: shortUrl })
  await expect(row.getByRole('cell', { name: '0 clicks', exact: true })).toBeVisible()
  // The page with a new link and a list of links (read-only link fields, QR downloads) passes axe
  // and reflows at 320 px.
  await expectNoAxeViolations(page, 'the invites page with links')
  await page.setViewportSize({ width: 320, height: 900 })
  await expectNoHorizontalScroll(page, 'the invites page with links at 320 px')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The participant follows the short link: 302 from the link service to the host page.
  const labels = await loadStudyLabels(request, studyId, 'en')
  const p = participant(page, labels, 'en')
  const redirect = page.waitForResponse((response) => response.url() === shortUrl)
  const sessionId = await sessionIdOf(
    page,
    studyId,
    () => page.goto(shortUrl),
    () => p.choose('CONSENT', 1),
  )
  expect((await redirect).status()).toBe(302)
  expect(page.url()).toBe(`${baseURL}/?study=${studyId}&utm_source=e2e&utm_medium=qr`)

  // …and completes the study, answering every page.
  await p.expectPage('consent')
  await p.choose('CONSENT', 1)
  await p.next()
  await p.expectPage('energy')
  const grid = { DES6_1: 2, DES6_2: 1, DES6_3: 2, DES6_4: 3, DES6_5: 1, DES6_6: 2 }
  for (const code of des6) await p.choose(code, grid[code])
  await p.next()
  await p.expectPage('week')
  await p.checkbox('ACTIVITY', 3).check()
  await p.choose('STRESS', 4)
  await p.slider('RESTED').fill('60')
  await p.next()
  await p.expectPage('sleep')
  await p.choose('SLEEP', 3)
  await p.next()
  await p.expectPage('about-you')
  await p.field('AGE').fill('29')
  await p.finish()
  await expect(page.getByRole('heading', { name: p.nav.thanks })).toBeVisible()

  const key = await createKey(['read'])
  const sessions = await readResults<SessionRow>(key, studyId, 'sessions')
  expect(sessions.find((session) => session.sessionId === sessionId)?.status).toBe('completed')

  // Back on the Invites page, the visit is counted.
  await page.goto('/console/invites')
  await expect(
    page.getByRole('row').filter({ hasText: shortUrl }).getByRole('cell', { name: '1 click' }),
  ).toBeVisible()

  // The link API agrees (the demo's key and this one belong to the sandbox's default account).
  const response = await fetch(`${sandboxUrl}/api/public/v1/links?status=active`, {
    headers: { authorization: `Bearer ${key}` },
  })
  expect(response.status).toBe(200)
  const { links } = (await response.json()) as LinkList
  expect(links.find((link) => link.short_code === alias)).toMatchObject({
    short_url: shortUrl,
    destination_url: `${baseURL}/?study=${studyId}&utm_source=e2e&utm_medium=qr`,
    clicks: 1,
    status: 'active',
  })

  // Rule zero: the researcher page and the study never showed the browser an API key.
  await watch.settled()
  expect(watch.leaks).toEqual([])
})
