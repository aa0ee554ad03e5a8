import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { superviseSandbox, type SupervisedSandbox } from '../../demo/supervise-sandbox'
import { freePort } from '../../e2e/support/free-port'

// A crashed sandbox is restarted on the same port and database, with backoff, a bounded number
// of times; a stopped one stays stopped.

const dataDir = mkdtempSync(join(tmpdir(), 'study-runner-supervise-'))
const running: SupervisedSandbox[] = []
afterAll(async () => {
  await Promise.all(running.map((sandbox) => sandbox.stop()))
  rmSync(dataDir, { recursive: true, force: true })
})

const exited = (sandbox: SupervisedSandbox) =>
  new Promise((resolve) => sandbox.current().child.once('exit', resolve))

async function healthy(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe('superviseSandbox', () => {
  it('restarts a killed sandbox on the same port, keeping its database', async () => {
    const lines: string[] = []
    const sandbox = await superviseSandbox({
      port: await freePort(),
      db: join(dataDir, 'restart.db'),
      backoffMs: 10,
      log: (line) => lines.push(line),
    })
    running.push(sandbox)
    const key = await fetch(`${sandbox.url}/_sandbox/keys`, { method: 'POST' })
    const { key: apiKey } = (await key.json()) as { key: string }
    const first = sandbox.current().child.pid
    const gone = exited(sandbox)
    sandbox.current().child.kill('SIGKILL')
    await gone
    const deadline = Date.now() + 10_000
    while (sandbox.restarts() === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await healthy(sandbox.url, 1000)).toBe(true)
    expect(sandbox.current().child.pid).not.toBe(first)
    expect(sandbox.restarts()).toBe(1)
    expect(lines.join('\n')).toMatch(/the sandbox stopped \(SIGKILL\); restarting it in 10 ms/)
    // The same database: the key made before the crash still opens the API.
    const studies = await fetch(`${sandbox.url}/api/public/v1/studies`, {
      headers: { authorization: `Bearer ${apiKey}` },
    })
    expect(studies.status).toBe(200)
  }, 15_000)

  it('gives up after maxRestarts crashes in a row', async () => {
    let gaveUp: Error | undefined
    const sandbox = await superviseSandbox({
      port: await freePort(),
      db: ':memory:',
      backoffMs: 10,
      maxRestarts: 0,
      log: () => undefined,
      onGiveUp: (error) => (gaveUp = error),
    })
    running.push(sandbox)
    const gone = exited(sandbox)
    sandbox.current().child.kill('SIGKILL')
    await gone
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(gaveUp?.message).toMatch(/giving up/)
    expect(sandbox.restarts()).toBe(0)
  })
})
