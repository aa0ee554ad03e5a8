import type { Instrument } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import type { InstrumentDefinition } from './seed/seed-types'

/** One page of the catalogue in id order, as seed definitions. */
export function listInstrumentDefinitions(
  db: SandboxDatabase,
  query: { afterId?: string; limit: number },
): InstrumentDefinition[] {
  const rows = db
    .prepare(
      `SELECT definition FROM instruments WHERE (@afterId IS NULL OR id > @afterId)
       ORDER BY id LIMIT @limit`,
    )
    .all({ afterId: query.afterId ?? null, limit: query.limit }) as { definition: string }[]
  return rows.map((row) => JSON.parse(row.definition) as InstrumentDefinition)
}

/** Whether the catalogue holds an instrument. */
export function instrumentExists(db: SandboxDatabase, id: string): boolean {
  return db.prepare('SELECT 1 FROM instruments WHERE id = ?').get(id) !== undefined
}

/**
 * The public catalogue record of docs/service.md#researcher-side. It never carries item wording,
 * option labels or scoring keys (docs/service.md#what-the-service-does): only counts, languages and
 * the names of the scales.
 */
export function toInstrumentRecord(definition: InstrumentDefinition): Instrument {
  return {
    id: definition.id,
    name: definition.name,
    version: definition.version,
    itemsCount: definition.items.length,
    languages: definition.languages,
    protected: definition.protected,
    scales: definition.scoring.map((rule) => rule.scale),
  }
}
