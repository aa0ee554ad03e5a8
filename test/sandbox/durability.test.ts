import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { fixturesDir } from './harness'

// docs/sandbox.md "a restart loses nothing": the sandbox process is SIGKILLed at random moments
// under a load of participants, then restarted on the same file. Everything it acknowledged
// (answered 2xx) must still be there, and the database must pass PRAGMA integrity_check.

const apiKey = `sk_live_${'d'.repeat(32)}`
const dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'))
const dbPath = join(dir, 'sandbox.db')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Acknowledged {
  sessions: Map<string, { token: string; answers?: number[]; finished?: boolean }>
  licenses: Set<string>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function startSandbox(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'demo/sandbox/main.ts',
      '--port',
      String(port),
      '--db',
      dbPath,
      '--no-demo-seed',
    ],
    {
      env: {
        ...process.env,
        SANDBOX_SEED_DIR: fixturesDir,
        SANDBOX_API_KEY: apiKey,
        SANDBOX_RATE_PER_MINUTE: '1000000',
        SANDBOX_RATE_PER_DAY: '1000000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const deadline = Date.now() + 8000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited: ${stderr}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`sandbox did not start: ${stderr}`)
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** One participant after another until `stop()`; records only what was answered 2xx. */
async function participant(
  base: string,
  acknowledged: Acknowledged,
  stopped: () => boolean,
): Promise<void> {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  while (!stopped()) {
    try {
      const started = await post('/studies/mood-live/sessions', {})
      if (started.status !== 201) continue
      const { sessionId, token } = (await started.json()) as { sessionId: string; token: string }
      const record: { token: string; answers?: number[]; finished?: boolean } = { token }
      acknowledged.sessions.set(sessionId, record)
      const answers = [1, 2, 3, 4].map(() => 1 + Math.floor(Math.random() * 5))
      const sent = await post(`/sessions/${sessionId}/responses`, {
        token,
        responses: answers.map((valueNum, index) => ({ variableCode: `M${index + 1}`, valueNum })),
      })
      if (sent.status !== 201) continue
      record.answers = answers
      if (Math.random() < 0.5) {
        const finished = await post(`/sessions/${sessionId}/finish`, { token })
        if (finished.status === 200) record.finished = true
      } else {
        const license = await post('/licenses', { instrumentId: 'mood4', purpose: 'load' })
        if (license.status === 201)
          acknowledged.licenses.add(((await license.json()) as { id: string }).id)
      }
    } catch {
      // The process was killed mid-request: nothing was acknowledged.
    }
  }
}

describe('durability under SIGKILL (docs/sandbox.md)', () => {
  it('loses no acknowledged session, answer, finish or licence, and stays intact', async () => {
    const acknowledged: Acknowledged = { sessions: new Map(), licenses: new Set() }
    const port = await freePort()
    const testStart = Date.now()
    for (let cycle = 0; cycle < 4; cycle++) {
      const child = await startSandbox(port)
      let stop = false
      const load = Array.from({ length: 6 }, () =>
        participant(`http://127.0.0.1:${port}/api/public/v1`, acknowledged, () => stop),
      )
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 900))
      await kill(child)
      stop = true
      await Promise.all(load)
    }
    expect(acknowledged.sessions.size).toBeGreaterThan(20)

    // A last start proves the file opens and is served again after the crashes.
    const child = await startSandbox(port)
    const list = await fetch(`http://127.0.0.1:${port}/api/public/v1/studies/mood-live`, {
      headers: { authorization: `Bearer ${apiKey}` },
    })
    expect(list.status).toBe(200)
    await kill(child)

    const db = new Database(dbPath, { readonly: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const session = db.prepare('SELECT status, finish_result FROM sessions WHERE id = ?')
      const answer = db.prepare(
        'SELECT value_num FROM responses WHERE session_id = ? AND variable_code = ?',
      )
      for (const [sessionId, record] of acknowledged.sessions) {
        const row = session.get(sessionId) as { status: string; finish_result: string | null }
        expect(row, sessionId).toBeDefined()
        record.answers?.forEach((value, index) => {
          expect(answer.get(sessionId, `M${index + 1}`)).toEqual({ value_num: value })
        })
        if (record.finished) {
          expect(row.status).toBe('completed')
          expect(row.finish_result).not.toBeNull()
        }
      }
      const license = db.prepare('SELECT status FROM licenses WHERE id = ?')
      for (const id of acknowledged.licenses)
        expect(license.get(id)).toEqual({ status: 'requested' })
    } finally {
      db.close()
    }
    expect(Date.now() - testStart).toBeLessThan(20_000)
  }, 30_000)
})
