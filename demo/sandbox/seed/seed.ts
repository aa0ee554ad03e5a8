import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type { SandboxDatabase } from '../db'
import { ensureAccount } from '../accounts'
import { assembleContent, unknownInstrument } from './assemble-content'
import type { InstrumentDefinition } from './seed-types'
import { SeedError } from './seed-error'
import { validateInstrument } from './validate-instrument'
import { validateStudy } from './validate-study'

/** What a seeding run added; files whose id already existed are counted as skipped. */
export interface SeedReport {
  instrumentsAdded: string[]
  studiesAdded: string[]
  skipped: string[]
}

/**
 * Seeds the database from `<dir>/instruments/*.json` and `<dir>/studies/*.json` of each folder,
 * in order (docs/sandbox.md). It inserts what is absent and never overwrites what exists, so a
 * study changed through the API survives a restart; an id found in two folders keeps the first.
 * Every file is validated, also the ones skipped, so a broken example never goes unnoticed.
 *
 * @throws SeedError naming the file and its problems; nothing of that run is kept.
 */
export function seedDatabase(
  db: SandboxDatabase,
  options: { seedDirs: string[]; accountId: string; now: string },
): SeedReport {
  const report: SeedReport = { instrumentsAdded: [], studiesAdded: [], skipped: [] }
  const instrumentFiles = options.seedDirs.flatMap((dir) => jsonFiles(dir, 'instruments'))
  const studyFiles = options.seedDirs.flatMap((dir) => jsonFiles(dir, 'studies'))

  const insertInstrument = db.prepare(
    `INSERT OR IGNORE INTO instruments (id, name, version, protected, definition, created_at)
     VALUES (@id, @name, @version, @protected, @definition, @now)`,
  )
  const insertLicense = db.prepare(
    `INSERT INTO licenses (id, account_id, instrument_id, status, purpose, requested_at, decided_at, expires_at)
     VALUES (?, ?, ?, ?, 'seed', ?, ?, ?)`,
  )
  const insertStudy = db.prepare(
    `INSERT INTO studies (id, account_id, title, description, status, schedule, target_sample_size,
       license_request_id, content, revision, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )

  db.transaction(() => {
    ensureAccount(db, options.accountId, options.now)
    for (const file of instrumentFiles) {
      const instrument = validateInstrument(shown(file), readJson(file))
      expectFileName(file, instrument.id, 'id')
      const { changes } = insertInstrument.run({
        ...instrument,
        protected: instrument.protected ? 1 : 0,
        definition: JSON.stringify(instrument),
        now: options.now,
      })
      ;(changes > 0 ? report.instrumentsAdded : report.skipped).push(instrument.id)
    }
    const instruments = loadInstruments(db)
    for (const file of studyFiles) {
      const definition = validateStudy(shown(file), readJson(file))
      expectFileName(file, definition.study.id, 'study.id')
      const content = assembleContent(shown(file), definition, instruments)
      if (db.prepare('SELECT 1 FROM studies WHERE id = ?').get(definition.study.id)) {
        report.skipped.push(definition.study.id)
        continue
      }
      const licenseId = definition.license ? randomUUID() : null
      if (definition.license) {
        const { instrumentId, status, expiresAt } = definition.license
        if (!instruments.has(instrumentId)) {
          throw new SeedError(shown(file), [
            `license.instrumentId: ${unknownInstrument(instrumentId, instruments)}`,
          ])
        }
        const decidedAt = status === 'requested' ? null : options.now
        const expires = expiresAt ? new Date(expiresAt).toISOString() : null // compare as text
        insertLicense.run(
          licenseId,
          options.accountId,
          instrumentId,
          status,
          options.now,
          decidedAt,
          expires,
        )
      }
      const { study } = definition
      insertStudy.run(
        study.id,
        options.accountId,
        study.title,
        study.description,
        study.status,
        study.schedule ? JSON.stringify(study.schedule) : null,
        study.targetSampleSize,
        licenseId,
        JSON.stringify(content),
        content.revision,
        options.now,
        options.now,
      )
      report.studiesAdded.push(study.id)
    }
  })()
  return report
}

/** Every instrument in the database, by id, as its seed definition. */
export function loadInstruments(db: SandboxDatabase): Map<string, InstrumentDefinition> {
  const rows = db.prepare('SELECT id, definition FROM instruments').all() as {
    id: string
    definition: string
  }[]
  return new Map(rows.map((row) => [row.id, JSON.parse(row.definition) as InstrumentDefinition]))
}

function jsonFiles(dir: string, kind: 'instruments' | 'studies'): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SeedError(shown(dir), ['this seed folder does not exist (check SANDBOX_SEED_DIR)'])
  }
  const folder = join(dir, kind)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name))
}

function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new SeedError(shown(file), [jsonSyntaxProblem(text, (error as Error).message)])
  }
}

/**
 * A JSON syntax error with its line and column (Node 20 gives only a position), and the usual
 * causes: seed files are JSON, not JSON5 or JSONC.
 */
export function jsonSyntaxProblem(text: string, message: string): string {
  const position = /at position (\d+)/.exec(message)?.[1]
  let where = ''
  if (position !== undefined && !/\(line \d+ column \d+\)/.test(message)) {
    const before = text.slice(0, Number(position)).split('\n')
    where = ` (line ${before.length} column ${before.at(-1)!.length + 1})`
  }
  return (
    `not valid JSON: ${message}${where}; JSON allows no comments, no comma after the last ` +
    'member or item, and only double-quoted names and strings'
  )
}

function expectFileName(file: string, id: string, path: string): void {
  if (basename(file) !== `${id}.json`) {
    throw new SeedError(shown(file), [
      `${path}: the file of id "${id}" must be named ${id}.json; rename the file or change the id`,
    ])
  }
}

// Paths inside the project read best relative to it; others stay absolute.
function shown(file: string): string {
  const path = relative(process.cwd(), file)
  return path && !path.startsWith('..') ? path : file
}
