import type { Page } from '@playwright/test'
import { expect } from 'vitest'
import { provisionKey } from '../../../demo/start-sandbox-process'
import {
  energyCheckScript,
  givenOf,
  runScript,
  type GivenValue,
} from '../../../e2e/support/energy-check-script'
import { participant, sessionIdOf } from '../../../e2e/support/participant'
import { answersOf } from '../../../e2e/support/sandbox-api'
import { loadStudyLabels } from '../../../e2e/support/study-labels'

/** What a participant left behind in a host app. */
export interface CompletedSession {
  sessionId: string
  /** The answers given, as the results API should read them back. */
  given: Record<string, GivenValue>
}

/**
 * Opens `path` of a host app (the page's context has the app as its baseURL) and completes the
 * example study there as a participant, in English, by visible wording; resolves once the
 * thank-you screen shows. The first answer must start the session, the page itself none.
 */
export async function completeEnergyCheck(page: Page, path: string): Promise<CompletedSession> {
  const labels = await loadStudyLabels(page.request, 'energy-check', 'en')
  const script = energyCheckScript(labels)
  const sessionId = await sessionIdOf(
    page,
    'energy-check',
    () => page.goto(path),
    () => participant(page, labels, 'en').choose('CONSENT', 1),
  )
  await runScript(page, labels, script)
  return { sessionId, given: givenOf(script) }
}

/** Expects the sandbox's results API to read back the answers given in `completed`, each once. */
export async function expectAnswersStored(
  sandboxUrl: string,
  { sessionId, given }: CompletedSession,
): Promise<void> {
  const key = await provisionKey(sandboxUrl)
  expect(await answersOf(key, 'energy-check', sessionId, sandboxUrl)).toEqual(given)
}
