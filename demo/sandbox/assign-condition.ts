import type { Conditions } from '../../src/api/types'
import type { SandboxDatabase } from './db'

/**
 * The arm a new session of a study joins (docs/content-format.md, "Conditions"): the one with
 * the fewest sessions started so far, ties going to the arm listed first. Every session ever
 * started counts, whatever its status: an abandoned session still spent a participant of that
 * arm, and counting only completions would let one slow arm fill up with starts. A value no
 * longer among the arms is left out of the count.
 *
 * Call it inside the transaction that inserts the session, so two starts cannot both see the
 * same counts and join the same arm (session-actions.ts runs it in an immediate transaction).
 */
export function assignCondition(
  db: SandboxDatabase,
  studyId: string,
  conditions: Conditions,
): string {
  const rows = db
    .prepare(
      `SELECT condition, COUNT(*) AS started FROM sessions
       WHERE study_id = ? AND condition IS NOT NULL GROUP BY condition`,
    )
    .all(studyId) as { condition: string; started: number }[]
  const started = new Map(rows.map((row) => [row.condition, row.started]))
  let chosen = conditions.values[0]!
  for (const arm of conditions.values) {
    if ((started.get(arm) ?? 0) < (started.get(chosen) ?? 0)) chosen = arm
  }
  return chosen
}

/**
 * Stores the assigned arm as the session's answer under the conditions' `variableCode`, as
 * `valueText` at the session's start: the responses dataset then holds it beside the answers
 * it may explain. No client can write it (answer-rules.ts).
 */
export function storeCondition(
  db: SandboxDatabase,
  input: { sessionId: string; variableCode: string; condition: string; startedAt: string },
): void {
  db.prepare(
    `INSERT INTO responses (session_id, variable_code, value_num, value_text, answered_at)
     VALUES (?, ?, NULL, ?, ?)`,
  ).run(input.sessionId, input.variableCode, input.condition, input.startedAt)
}
