import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const sandboxMain = fileURLToPath(new URL('./sandbox/main.ts', import.meta.url))

export interface SandboxProcess {
  url: string
  child: ChildProcess
  /** Ends the process: SIGTERM, then SIGKILL once `stopTimeoutMs` has passed. */
  stop(): Promise<void>
}

/** Options of {@link startSandboxProcess}. */
export interface SandboxProcessOptions {
  port: number
  db: string | undefined
  /** How long to wait for `/healthz` to answer. @default 30000 */
  timeoutMs?: number
  /** How long `stop()` waits after SIGTERM before it sends SIGKILL. @default 3000 */
  stopTimeoutMs?: number
}

/**
 * Starts the sandbox as its own process (it plays the remote service) and waits until it answers.
 * Node 20 cannot strip types, so it runs through tsx's loader.
 */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const args = ['--import', 'tsx', sandboxMain, '--port', String(options.port)]
  if (options.db) args.push('--db', options.db)
  // The IPC channel is the child's lifeline: it closes when this process dies in any way (even
  // SIGKILL), and the sandbox then closes its database and exits instead of living on orphaned.
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const url = `http://127.0.0.1:${options.port}`
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The sandbox exited early (code ${code}).`)))
  })
  exited.catch(() => undefined)
  try {
    await Promise.race([waitForHealth(url, options.timeoutMs ?? 30_000), exited])
  } catch (error) {
    // Never leave a sandbox behind that the caller cannot stop.
    void stopChild(child, options.stopTimeoutMs ?? 3000)
    throw error
  }
  return {
    url,
    child,
    stop: () => stopChild(child, options.stopTimeoutMs ?? 3000),
  }
}

/** SIGTERM, then SIGKILL after `deadlineMs`; resolves once the child has exited. */
export function stopChild(child: ChildProcess, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch (error) {
      // Not listening yet — unless fetch refuses the port itself (e.g. 4190, a "bad port").
      const cause = (error as { cause?: { message?: string } }).cause?.message ?? ''
      if (cause.includes('bad port')) {
        throw new Error(`The sandbox cannot use port ${new URL(url).port}: fetch refuses it.`)
      }
    }
    if (Date.now() > deadline) throw new Error(`The sandbox did not answer at ${url} in time.`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** Asks the sandbox for a fresh read+write key, as a host gets one from its account settings. */
export async function provisionKey(sandboxUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_sandbox/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scopes: ['read', 'write'] }),
  })
  if (!response.ok) throw new Error(`The sandbox refused a key: ${response.status}`)
  const { key } = (await response.json()) as { key: string }
  return key
}
