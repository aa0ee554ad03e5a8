import type { ResultsDataset } from '../../src/api/types'
import type { CsvValue } from './csv'
import type { SandboxDatabase } from './db'

/** One row of a results dataset: JSON members and CSV columns have the same names. */
export type ResultRow = Record<string, CsvValue>

/** A page position: the sort key of the last row given out. */
export type ResultPosition = (string | number)[]

interface DatasetQuery {
  /** Columns in CSV order (docs/service.md#researcher-side). */
  columns: string[]
  /** SELECT … FROM … JOIN sessions s …, with the sort key selected as k0, k1, … */
  from: string
  /** The sort key, compared as a row value against the cursor position. */
  key: string[]
  /** A position before every row: the key's lowest values. */
  start: ResultPosition
}

const responseKey = { key: ['s.seq', 'r.variable_code'], start: [-1, ''] }

/** Per dataset, its columns and query; rows follow session start order (sessions.seq). */
export const datasets: Record<ResultsDataset, DatasetQuery> = {
  responses: {
    columns: ['sessionId', 'variableCode', 'valueNum', 'valueText', 'answeredAt'],
    from: `SELECT s.seq AS k0, r.variable_code AS k1, r.session_id AS sessionId,
             r.variable_code AS variableCode, r.value_num AS valueNum, r.value_text AS valueText,
             r.answered_at AS answeredAt
           FROM responses r JOIN sessions s ON s.id = r.session_id`,
    ...responseKey,
  },
  paradata: {
    columns: ['sessionId', 'variableCode', 'answeredAt', 'rtMs', 'changes', 'displayOrder'],
    from: `SELECT s.seq AS k0, r.variable_code AS k1, r.session_id AS sessionId,
             r.variable_code AS variableCode, r.answered_at AS answeredAt, r.rt_ms AS rtMs,
             r.changes AS changes, r.display_order AS displayOrder
           FROM responses r JOIN sessions s ON s.id = r.session_id`,
    ...responseKey,
  },
  scores: {
    columns: ['sessionId', 'instrumentId', 'scale', 'value', 'band'],
    from: `SELECT s.seq AS k0, sc.ordinal AS k1, sc.session_id AS sessionId,
             sc.instrument_id AS instrumentId, sc.scale AS scale, sc.value AS value, sc.band AS band
           FROM scores sc JOIN sessions s ON s.id = sc.session_id`,
    key: ['s.seq', 'sc.ordinal'], // scores in the order the finish body lists them
    start: [-1, -1],
  },
  sessions: {
    columns: [
      'sessionId',
      'status',
      'language',
      'participantRef',
      'startedAt',
      'completedAt',
      'condition',
      'moduleOrder',
    ],
    from: `SELECT s.seq AS k0, s.id AS sessionId, s.status AS status, s.language AS language,
             s.participant_ref AS participantRef, s.started_at AS startedAt,
             s.completed_at AS completedAt, s.condition AS condition,
             s.module_order AS moduleOrder
           FROM sessions s`,
    key: ['s.seq'],
    start: [-1],
  },
}

/** Whether a decoded cursor fits a dataset's sort key. */
export function isPosition(
  dataset: ResultsDataset,
  position: unknown[],
): position is ResultPosition {
  const { start } = datasets[dataset]
  return (
    position.length === start.length &&
    position.every((part, index) => typeof part === typeof start[index])
  )
}

/**
 * Rows of a study's dataset after `after` in key order, at most `limit` (undefined: all, for
 * CSV). Each row comes with its position, for the next cursor.
 */
export function readResults(
  db: SandboxDatabase,
  input: { studyId: string; dataset: ResultsDataset; after?: ResultPosition; limit?: number },
): { row: ResultRow; position: ResultPosition }[] {
  const query = datasets[input.dataset]
  const keyList = query.key.join(', ')
  const marks = query.key.map(() => '?').join(', ')
  const sql = `${query.from} WHERE s.study_id = ? AND (${keyList}) > (${marks})
               ORDER BY ${keyList} LIMIT ?`
  const rows = db
    .prepare(sql)
    .all(input.studyId, ...(input.after ?? query.start), input.limit ?? -1) as Record<
    string,
    CsvValue
  >[]
  return rows.map((raw) => {
    const position = query.key.map((_, index) => raw[`k${index}`] as string | number)
    const row: ResultRow = {}
    for (const column of query.columns) row[column] = raw[column] ?? null
    return { row, position }
  })
}
