import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../demo/sandbox/create-sandbox'
import { openDatabase } from '../../demo/sandbox/db'
import type { SessionStarted } from '../../src/api/types'
import { realStudySeedDir } from './harness'

// A database file from before conditions and module order (docs/sandbox.md): opening it adds
// sessions.condition and sessions.module_order (db.ts), keeping every session, and the sandbox
// goes on assigning arms.

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function columnsOf(file: string): string[] {
  const db = new Database(file, { readonly: true })
  try {
    return (db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[]).map(
      (column) => column.name,
    )
  } finally {
    db.close()
  }
}

describe('a database file from before conditions and module order', () => {
  it('gains both columns when opened, keeping its sessions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-sessions-upgrade-'))
    temporary.push(dir)
    const file = join(dir, 'old.db')
    const options = { db: file, seedDirs: [realStudySeedDir], sweepIntervalMs: 0 }
    const call = (sandbox: ReturnType<typeof createSandbox>, key: string, path: string) =>
      sandbox.app.fetch(
        new Request(`http://sandbox.test${path}`, {
          method: path.endsWith('/sessions') ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${key}` },
        }),
      )
    const keyOf = async (sandbox: ReturnType<typeof createSandbox>) => {
      const response = await sandbox.app.fetch(
        new Request('http://sandbox.test/_sandbox/keys', { method: 'POST' }),
      )
      return ((await response.json()) as { key: string }).key
    }

    // A file as an older sandbox left it: a session, and no condition or module_order column.
    const before = createSandbox(options)
    const old = (await (
      await call(before, await keyOf(before), '/api/public/v1/studies/real-study/sessions')
    ).json()) as SessionStarted
    before.close()
    const raw = new Database(file)
    raw.exec('ALTER TABLE sessions DROP COLUMN condition')
    raw.exec('ALTER TABLE sessions DROP COLUMN module_order')
    raw.prepare("DELETE FROM responses WHERE variable_code = 'ARM'").run()
    raw.close()
    expect(columnsOf(file)).not.toContain('condition')

    const after = createSandbox(options)
    const key = await keyOf(after)
    expect(columnsOf(file)).toEqual(expect.arrayContaining(['condition', 'module_order']))
    const fresh = (await (
      await call(after, key, '/api/public/v1/studies/real-study/sessions')
    ).json()) as SessionStarted
    // The old session has no arm, so it counts for none: the first arm is the emptiest.
    expect(fresh.condition).toBe('control')
    const sessions = (await (
      await call(after, key, '/api/public/v1/studies/real-study/results?dataset=sessions')
    ).json()) as { data: Record<string, unknown>[] }
    expect(sessions.data.map((row) => [row.sessionId, row.condition, row.moduleOrder])).toEqual([
      [old.sessionId, null, null],
      [fresh.sessionId, 'control', null],
    ])
    after.close()
    openDatabase(file).close() // and opening it again changes nothing
    expect(columnsOf(file).filter((name) => name === 'condition')).toHaveLength(1)
  })
})
