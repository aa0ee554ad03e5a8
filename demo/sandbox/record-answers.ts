import type { SandboxDatabase } from './db'
import type { ValidAnswer } from './validate-responses'

/**
 * Upserts a checked batch by variableCode: an answer replaces the stored one unless the stored
 * one was answered later, so a retried or late batch changes nothing. On a tie the newer request
 * wins when it differs, so a changed answer sent without `answeredAt` within the same millisecond
 * still counts. The row's `displayOrder` (paradata) is replaced with the answer, like `rtMs` and
 * `changes`: it is the order shown when that answer was given. Each batch moves the session's
 * expiry forward. The session's module order is kept from the first batch that sends it
 * (check-presentation.ts refuses a different one).
 *
 * @returns how many items of the batch were stored: inserted, or an update that changed the
 *   row; a duplicate of what is stored (a retried batch) counts 0.
 */
export function recordAnswers(
  db: SandboxDatabase,
  input: {
    sessionId: string
    answers: ValidAnswer[]
    /** `presentation.moduleOrder` joined by `|`, kept once per session; null when not sent. */
    moduleOrder: string | null
    nowIso: string
    expiresAt: string
  },
): number {
  const upsert = db.prepare(
    `INSERT INTO responses (session_id, variable_code, value_num, value_text, answered_at, rt_ms,
       changes, display_order)
     VALUES (@sessionId, @variableCode, @valueNum, @valueText, @answeredAt, @rtMs, @changes,
       @displayOrder)
     ON CONFLICT (session_id, variable_code) DO UPDATE SET
       value_num = excluded.value_num, value_text = excluded.value_text,
       answered_at = excluded.answered_at, rt_ms = excluded.rt_ms, changes = excluded.changes,
       display_order = excluded.display_order
     WHERE excluded.answered_at > responses.answered_at
       OR (excluded.answered_at = responses.answered_at AND (
         excluded.value_num IS NOT responses.value_num OR excluded.value_text IS NOT responses.value_text
         OR excluded.rt_ms IS NOT responses.rt_ms OR excluded.changes IS NOT responses.changes
         OR excluded.display_order IS NOT responses.display_order))`,
  )
  const touch = db.prepare(
    `UPDATE sessions SET last_activity_at = ?, expires_at = ?,
       module_order = coalesce(module_order, ?) WHERE id = ?`,
  )
  return db.transaction(() => {
    let accepted = 0
    for (const answer of input.answers) {
      accepted += upsert.run({ sessionId: input.sessionId, ...answer }).changes
    }
    touch.run(input.nowIso, input.expiresAt, input.moduleOrder, input.sessionId)
    return accepted
  })()
}
