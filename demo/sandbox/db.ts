import { mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** A better-sqlite3 connection, as the sandbox uses it. */
export type SandboxDatabase = Database.Database

const schema = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8')

/**
 * Opens (or creates) the sandbox database and brings its schema up to date.
 *
 * WAL mode lets the researcher console read while participants write, and a file database keeps
 * everything across restarts (docs/sandbox.md). `:memory:` is for tests.
 *
 * @param target a file path, `:memory:`, or an already open connection (the caller keeps
 *   ownership of that one).
 */
export function openDatabase(target: string | SandboxDatabase): SandboxDatabase {
  const db = typeof target === 'string' ? new Database(prepareFile(target)) : target
  if (typeof target === 'string' && target !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // Waiting briefly beats failing when the console and the sandbox touch the file together.
  db.pragma('busy_timeout = 2000')
  db.exec(schema)
  addMissingColumns(db)
  return db
}

// Columns added after a database file may already exist: CREATE TABLE IF NOT EXISTS leaves an
// old table as it is, so they are added here (SQLite's ALTER TABLE has no IF NOT EXISTS).
const laterColumns = [
  { table: 'licenses', column: 'expiring_noticed_at', type: 'TEXT' },
  { table: 'studies', column: 'target_reached_at', type: 'TEXT' },
  { table: 'responses', column: 'display_order', type: 'TEXT' },
  { table: 'sessions', column: 'condition', type: 'TEXT' },
  { table: 'sessions', column: 'module_order', type: 'TEXT' },
] as const

function addMissingColumns(db: SandboxDatabase): void {
  for (const { table, column, type } of laterColumns) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]
    if (!columns.some((existing) => existing.name === column)) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`)
    }
  }
}

function prepareFile(path: string): string {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  return path
}
