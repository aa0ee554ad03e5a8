import type { StudyStatus } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import type { EmitEvent } from './events'

/**
 * Raises `study.target_reached` (docs/service.md#events) once, when a study's completed sessions
 * reach its `targetSampleSize`. Call it inside the transaction that completed a session or set a
 * target.
 *
 * Only a completed session with at least one stored answer holding a value counts toward the
 * target: a finish with nothing answered still completes the session
 * (docs/service.md#participant-calls: finish
 * completes and scores it; its scores are null) and is listed as completed, but it is no sample
 * a researcher can use, so it never closes recruitment early.
 */
export function raiseTargetReached(
  db: SandboxDatabase,
  input: { studyId: string; nowIso: string; emit: EmitEvent },
): void {
  const study = db
    .prepare(
      `SELECT status, target_sample_size AS target, target_reached_at AS reachedAt,
         (SELECT COUNT(*) FROM sessions WHERE study_id = studies.id AND status = 'completed'
            AND EXISTS (SELECT 1 FROM responses WHERE responses.session_id = sessions.id
              AND (value_num IS NOT NULL OR value_text IS NOT NULL))) AS completed
       FROM studies WHERE id = ?`,
    )
    .get(input.studyId) as
    | { status: StudyStatus; target: number | null; reachedAt: string | null; completed: number }
    | undefined
  if (!study || study.target === null || study.reachedAt !== null) return
  if (study.completed < study.target) return
  db.prepare('UPDATE studies SET target_reached_at = ? WHERE id = ?').run(
    input.nowIso,
    input.studyId,
  )
  input.emit('study.target_reached', {
    studyId: input.studyId,
    status: study.status,
    targetSampleSize: study.target,
    completed: study.completed,
  })
}
