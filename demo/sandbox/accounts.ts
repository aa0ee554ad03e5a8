import type { SandboxDatabase } from './db'

/**
 * The account that owns the seed data and whatever a `/_sandbox` control creates (docs/sandbox.md).
 */
export const defaultAccountId = 'acc_default'

/** Makes sure an account exists; the name defaults to its id. */
export function ensureAccount(db: SandboxDatabase, id: string, now: string): void {
  db.prepare('INSERT OR IGNORE INTO accounts (id, name, created_at) VALUES (?, ?, ?)').run(
    id,
    id === defaultAccountId ? 'Sandbox default account' : id,
    now,
  )
}
