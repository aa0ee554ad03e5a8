import type { SandboxDatabase } from './db'
import { SandboxError, validationFailed } from './errors'
import type { EmitEvent } from './events'
import type { InstrumentDefinition } from './seed/seed-types'

/** Where an instrument stands in platform review; seeded instruments are `approved`. */
export type InstrumentReviewStatus = 'submitted' | 'approved' | 'revision_requested'

/** What the `/_sandbox/instruments/{id}/…` controls answer. */
export interface InstrumentReviewRecord {
  instrumentId: string
  reviewStatus: InstrumentReviewStatus
  /** Languages a reviewer approved in the sandbox, in the order they were approved. */
  approvedTranslations: string[]
}

/**
 * The platform's review of instruments (docs/sandbox.md `/_sandbox/instruments/{id}/…`), each
 * step a state change with its event (docs/service.md#events): submit (any status but `submitted` →
 * `submitted`, `instrument.submitted`), approve (`submitted` → `approved`,
 * `instrument.approved`), request a revision (`submitted` → `revision_requested`,
 * `instrument.revision_requested`), approve a translation (a language the instrument has;
 * `instrument.translation_approved` once per language). Another move is 409 `conflict`.
 */
export function createInstrumentReview(deps: {
  db: SandboxDatabase
  nowIso: () => string
  emit: EmitEvent
}) {
  const { db, emit } = deps

  const definitionOf = (id: string): InstrumentDefinition => {
    const row = db.prepare('SELECT definition FROM instruments WHERE id = ?').get(id) as
      { definition: string } | undefined
    if (!row) throw new SandboxError('not_found', `There is no instrument "${id}".`)
    return JSON.parse(row.definition) as InstrumentDefinition
  }
  const statusOf = (id: string): InstrumentReviewStatus =>
    (db.prepare('SELECT status FROM instrument_reviews WHERE instrument_id = ?').pluck().get(id) as
      InstrumentReviewStatus | undefined) ?? 'approved'
  const record = (id: string): InstrumentReviewRecord => ({
    instrumentId: id,
    reviewStatus: statusOf(id),
    approvedTranslations: db
      .prepare(
        'SELECT language FROM instrument_translation_approvals WHERE instrument_id = ? ORDER BY approved_at, rowid',
      )
      .pluck()
      .all(id) as string[],
  })
  const move = (
    id: string,
    from: readonly InstrumentReviewStatus[] | 'any but submitted',
    to: InstrumentReviewStatus,
    type: 'instrument.submitted' | 'instrument.approved' | 'instrument.revision_requested',
  ): InstrumentReviewRecord =>
    db.transaction(() => {
      definitionOf(id)
      const current = statusOf(id)
      const allowed =
        from === 'any but submitted' ? current !== 'submitted' : from.includes(current)
      if (!allowed) {
        throw new SandboxError(
          'conflict',
          `Instrument "${id}" is ${current}; it cannot become ${to}.`,
        )
      }
      db.prepare(
        `INSERT INTO instrument_reviews (instrument_id, status, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (instrument_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      ).run(id, to, deps.nowIso())
      emit(type, { instrumentId: id })
      return record(id)
    })()

  return {
    submit: (id: string) => move(id, 'any but submitted', 'submitted', 'instrument.submitted'),
    approve: (id: string) => move(id, ['submitted'], 'approved', 'instrument.approved'),
    requestRevision: (id: string) =>
      move(id, ['submitted'], 'revision_requested', 'instrument.revision_requested'),
    approveTranslation: (id: string, language: unknown): InstrumentReviewRecord =>
      db.transaction(() => {
        const definition = definitionOf(id)
        const offered =
          typeof language === 'string'
            ? definition.languages.find((tag) => tag.toLowerCase() === language.toLowerCase())
            : undefined
        if (!offered) {
          throw validationFailed([
            { field: 'language', message: `must be one of ${definition.languages.join(', ')}` },
          ])
        }
        const inserted = db
          .prepare(
            `INSERT OR IGNORE INTO instrument_translation_approvals (instrument_id, language, approved_at)
             VALUES (?, ?, ?)`,
          )
          .run(id, offered, deps.nowIso())
        // Approving an approved language again changes nothing and raises nothing.
        if (inserted.changes > 0) {
          emit('instrument.translation_approved', { instrumentId: id, language: offered })
        }
        return record(id)
      })(),
  }
}
