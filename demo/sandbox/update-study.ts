import type { SandboxDatabase } from './db'
import type { EmitEvent } from './events'
import type { StudyRow } from './studies-store'
import { assertStatusMove } from './study-status'
import { raiseTargetReached } from './target-reached'
import type { StudyUpdateInput } from './validate-study-edits'

/**
 * `PATCH /studies/{id}` (docs/service.md#researcher-side): applies the members sent, all or none. A
 * status move that is not allowed throws 409 `conflict` before anything changes. Publishing raises
 * `study.published`, closing `study.closed`; a new `targetSampleSize` already met raises
 * `study.target_reached`.
 */
export function updateStudy(
  db: SandboxDatabase,
  input: { study: StudyRow; changes: StudyUpdateInput; nowIso: string; emit: EmitEvent },
): StudyRow {
  const { study, changes, nowIso, emit } = input
  if (changes.status) assertStatusMove(study.id, study.status, changes.status)
  return db.transaction(() => {
    const next = {
      title: changes.title ?? study.title,
      description: changes.description ?? study.description,
      status: changes.status ?? study.status,
      schedule:
        changes.schedule === undefined
          ? study.schedule
          : changes.schedule === null
            ? null
            : JSON.stringify(changes.schedule),
      targetSampleSize:
        changes.targetSampleSize === undefined
          ? study.target_sample_size
          : changes.targetSampleSize,
    }
    const targetChanged = next.targetSampleSize !== study.target_sample_size
    db.prepare(
      `UPDATE studies SET title = ?, description = ?, status = ?, schedule = ?,
         target_sample_size = ?, updated_at = ?,
         target_reached_at = CASE WHEN ? THEN NULL ELSE target_reached_at END
       WHERE id = ?`,
    ).run(
      next.title,
      next.description,
      next.status,
      next.schedule,
      next.targetSampleSize,
      nowIso,
      targetChanged ? 1 : 0,
      study.id,
    )
    if (next.status !== study.status) {
      const type = next.status === 'live' ? 'study.published' : 'study.closed'
      emit(type, { studyId: study.id, status: next.status })
    }
    if (targetChanged) raiseTargetReached(db, { studyId: study.id, nowIso, emit })
    return db.prepare('SELECT * FROM studies WHERE id = ?').get(study.id) as StudyRow
  })()
}
