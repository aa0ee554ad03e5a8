import { expect } from 'vitest'
import type { AppProcess } from './start-app-process'

/**
 * Registers `${appUrl}/api/study-events` with the sandbox for `session.completed`, as a host does
 * in its account settings, and answers the signing secret the app verifies with.
 */
export async function registerEventEndpoint(sandboxUrl: string, appUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_sandbox/webhook-endpoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${appUrl}/api/study-events`, events: ['session.completed'] }),
  })
  if (!response.ok) throw new Error(`POST /_sandbox/webhook-endpoints answered ${response.status}`)
  return ((await response.json()) as { secret: string }).secret
}

/**
 * Expects the sandbox's `session.completed` event of each session to have reached the app's
 * receiver, verified (its log line names the session) and acknowledged with 204 at the first
 * attempt, and a body the sandbox did not sign to be refused with 400 `signature_mismatch`.
 */
export async function expectEventsReceived(
  sandboxUrl: string,
  server: AppProcess,
  sessionIds: readonly string[],
): Promise<void> {
  for (const sessionId of sessionIds) {
    // The id as a whole word of the log line: ids may end in `-`, after which `\b` never holds.
    const id = sessionId.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      .toMatch(new RegExp(`session\\.completed evt_\\S+ ${id}(?!\\S)`))
  }
  const response = await fetch(`${sandboxUrl}/_sandbox/deliveries?eventType=session.completed`)
  const { data } = (await response.json()) as {
    data: { status: string; attempts: { statusCode: number | null }[] }[]
  }
  expect(data.map((delivery) => delivery.status)).toEqual(sessionIds.map(() => 'succeeded'))
  expect(
    data.flatMap((delivery) => delivery.attempts.map((attempt) => attempt.statusCode)),
  ).toEqual(sessionIds.map(() => 204))
  const forged = await fetch(`${server.url}/api/study-events`, {
    method: 'POST',
    headers: { 'x-service-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    body: JSON.stringify({ id: 'evt_forged', type: 'session.completed', data: {} }),
  })
  expect(forged.status).toBe(400)
  expect(await forged.text()).toBe('signature_mismatch')
}
