import type { Score, SessionFinished, StudyContent } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import type { EmitEvent } from './events'
import { scoreInstrument } from './scoring'
import { loadInstruments } from './seed/seed'
import { instrumentIdsOf } from './studies-store'
import { raiseTargetReached } from './target-reached'

/**
 * Completes a started session and scores it on every instrument the study presents
 * (docs/service.md#participant-calls, docs/sandbox.md). The finish body is stored with the session,
 * so a repeated finish answers exactly the same body. Raises `session.completed` with the scores,
 * and `study.target_reached` when this completion meets the study's target.
 */
export function finishSession(
  db: SandboxDatabase,
  input: {
    sessionId: string
    studyId: string
    content: StudyContent
    nowIso: string
    emit: EmitEvent
  },
): SessionFinished {
  const rows = db
    .prepare('SELECT variable_code, value_num FROM responses WHERE session_id = ?')
    .all(input.sessionId) as { variable_code: string; value_num: number | null }[]
  const answers = new Map(rows.map((row) => [row.variable_code, row.value_num]))
  const instruments = loadInstruments(db)
  const scores: Score[] = instrumentIdsOf(input.content).flatMap((id) => {
    const instrument = instruments.get(id)
    return instrument ? scoreInstrument(instrument, answers) : []
  })
  const result: SessionFinished = {
    sessionId: input.sessionId,
    status: 'completed',
    completedAt: input.nowIso,
    scores,
  }

  const insertScore = db.prepare(
    `INSERT OR REPLACE INTO scores (session_id, instrument_id, scale, ordinal, value, band)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    scores.forEach((score, ordinal) => {
      insertScore.run(
        input.sessionId,
        score.instrumentId,
        score.scale,
        ordinal,
        score.value,
        score.band ?? null,
      )
    })
    db.prepare(
      `UPDATE sessions SET status = 'completed', completed_at = ?, last_activity_at = ?, finish_result = ?
       WHERE id = ?`,
    ).run(input.nowIso, input.nowIso, JSON.stringify(result), input.sessionId)
    input.emit('session.completed', { sessionId: input.sessionId, studyId: input.studyId, scores })
    raiseTargetReached(db, { studyId: input.studyId, nowIso: input.nowIso, emit: input.emit })
  })()
  return result
}
