import { expect } from '@playwright/test'
import type { GivenValue } from './energy-check-script'
import { answersOf, createKey, readResults, type ParadataRow, type SessionRow } from './sandbox-api'

/**
 * Asserts through the results API, as a researcher would read them: the participant (`ref`) has
 * exactly one session, completed once, whose stored answers equal exactly the answers given —
 * none missing, none duplicated (`answersOf` throws on a second row), none altered — and whose
 * paradata has one row per answer with whole-number `rtMs` and `changes`.
 */
export async function expectStoredOnce(options: {
  studyId: string
  ref: string
  given: Record<string, GivenValue>
  sandboxUrl?: string
}): Promise<string> {
  const { studyId, ref, given, sandboxUrl } = options
  const key = await createKey(['read'], sandboxUrl)
  const sessions = (await readResults<SessionRow>(key, studyId, 'sessions', sandboxUrl)).filter(
    (row) => row.participantRef === ref,
  )
  expect(sessions, `sessions of ${ref}`).toHaveLength(1)
  const [session] = sessions as [SessionRow]
  expect(session.status).toBe('completed')
  expect(session.completedAt).not.toBeNull()
  expect(await answersOf(key, studyId, session.sessionId, sandboxUrl)).toEqual(given)
  const paradata = (await readResults<ParadataRow>(key, studyId, 'paradata', sandboxUrl)).filter(
    (row) => row.sessionId === session.sessionId,
  )
  expect(paradata.map((row) => row.variableCode).sort()).toEqual(Object.keys(given).sort())
  for (const row of paradata) {
    expect(
      Number.isInteger(row.rtMs) && (row.rtMs as number) >= 0,
      `rtMs of ${row.variableCode}`,
    ).toBe(true)
    expect(Number.isInteger(row.changes) && (row.changes as number) >= 0).toBe(true)
  }
  return session.sessionId
}
