import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './support/free-port'

// `npm run demo` as a process of its own on private ports: it answers or closes upgrades that are
// not Vite's HMR, never serves .data/, restarts a killed sandbox and keeps answering, and on
// SIGINT exits with its sandbox even while an upgraded socket and a half-sent request are open.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resolves the first match of `pattern` in the demo's output (from now on). */
function waitForLine(demo: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => {
      demo.stdout?.off('data', onData)
      demo.stderr?.off('data', onData)
      reject(new Error(`no ${pattern} in the demo's output within ${timeoutMs} ms:\n${seen}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const match = pattern.exec(seen)
      if (!match) return
      clearTimeout(timer)
      demo.stdout?.off('data', onData)
      demo.stderr?.off('data', onData)
      resolve([...match])
    }
    demo.stdout?.on('data', onData)
    demo.stderr?.on('data', onData)
  })
}

function rawRequest(port: number, text: string): Promise<{ reply: string; socket: Socket }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let reply = ''
    socket.on('error', () => undefined)
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')))
    socket.on('close', () => resolve({ reply, socket }))
    setTimeout(() => resolve({ reply, socket }), 1500)
  })
}

const upgrade = (path: string, protocol: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
  `Sec-WebSocket-Protocol: ${protocol}\r\n\r\n`

test('the demo answers upgrades, hides .data/, survives a sandbox crash and stops on SIGINT', async () => {
  test.setTimeout(90_000)
  const root = process.cwd()
  const dataDir = mkdtempSync(join(tmpdir(), 'study-runner-lifecycle-'))
  mkdirSync(join(root, '.data'), { recursive: true })
  const probe = join(root, '.data', `lifecycle-${process.pid}.db`)
  writeFileSync(probe, 'session tokens and answers')
  const port = await freePort()
  const demo = spawn(process.execPath, ['--import', 'tsx', 'demo/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      SANDBOX_DB: join(dataDir, 'sandbox.db'),
      CONSOLE_TOKEN: 'lifecycle-console-token-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const origin = `http://127.0.0.1:${port}`
  const open: Socket[] = []
  try {
    const [, firstPid] = await waitForLine(demo, /\[demo\] sandbox pid (\d+)/, 60_000)
    await waitForLine(demo, /Press Ctrl-C to stop/, 60_000)

    // An upgrade on a path Vite's HMR does not own: answered and closed.
    const refused = await rawRequest(port, upgrade('/api/study/studies', 'vite-hmr'))
    expect(refused.reply).toMatch(/^HTTP\/1\.1 400 /)
    for (const path of [`/.data/lifecycle-${process.pid}.db`, `/@fs${probe}`, `/@fs${probe}?raw`]) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).not.toBe(200)
    }

    // The sandbox crashes: it is restarted and the proxy answers again.
    const back = waitForLine(demo, /the sandbox is back \(pid (\d+)\)/, 20_000)
    process.kill(Number(firstPid), 'SIGKILL')
    const [, secondPid] = await back
    const content = await fetch(`${origin}/api/study/studies/energy-check/content?lang=en`)
    expect(content.status).toBe(200)

    // An HMR socket and a half-sent request stay open while the demo is told to stop.
    for (const text of [
      upgrade('/', 'vite-hmr'),
      'POST /api/study/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n',
    ]) {
      const socket = connect(port, '127.0.0.1', () => socket.write(text))
      socket.on('error', () => undefined)
      open.push(socket)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    const exited = new Promise<number | null>((resolve) => demo.once('exit', resolve))
    const started = Date.now()
    demo.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(Date.now() - started).toBeLessThan(8000)
    await expect.poll(() => isAlive(Number(secondPid)), { timeout: 3000 }).toBe(false)
  } finally {
    for (const socket of open) socket.destroy()
    if (demo.exitCode === null) demo.kill('SIGKILL')
    rmSync(probe, { force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
})
