import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

/** A server the benchmark started in its own process (so it does not share the load generator’s CPU). */
export interface ChildServer {
  url: string
  stop(): Promise<void>
}

/** Runs `script` (beside this file) through tsx and waits for its `listening <port>` line. */
export async function startChildServer(script: string, args: string[]): Promise<ChildServer> {
  const path = fileURLToPath(new URL(script, import.meta.url))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // A benchmark stopped by its time limit never reaches its `stop()`: end the child with us.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000)
    lines.on('line', (line) => {
      const found = /^listening (\d+)$/.exec(line)
      if (found) {
        clearTimeout(timer)
        resolve(Number(found[1]))
      }
    })
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killOnExit)
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
