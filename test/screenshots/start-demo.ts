import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

/** The running demo: its host page's URL and how to stop it. */
export interface RunningDemo {
  url: string
  stop(): Promise<void>
}

/**
 * Starts the real demo (`npm run demo`) like the e2e tests do: its own ports (5593 and 4493 when
 * free), a fresh sandbox database in a temporary folder, a fixed console token; resolves once
 * `/healthz` answers. `stop()` ends the demo's whole process group (SIGTERM, then SIGKILL after
 * 5 s) and removes the folder; it is safe to call twice.
 */
export async function startDemo(cwd: string): Promise<RunningDemo> {
  const port = await freePort(5593)
  const sandboxPort = await freePort(4493)
  const dataDir = mkdtempSync(join(tmpdir(), 'study-runner-shots-'))
  const child = spawn('npm', ['run', 'demo'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: join(dataDir, 'sandbox.db'),
      CONSOLE_TOKEN: 'screenshots-console-token-0123456789',
    },
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    signalGroup(child.pid, 'SIGTERM')
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
    signalGroup(child.pid, 'SIGKILL') // anything of the group still left
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`${url}/healthz`, exited, 120_000)
  } catch (error) {
    await stop()
    throw new Error(`The demo did not start: ${(error as Error).message}\n${stderr}`)
  }
  return { url, stop }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // the group is gone already
  }
}

async function waitForHealth(url: string, exited: Promise<void>, timeoutMs: number) {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone) throw new Error('the demo process exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`)
}
