import type { Server } from 'node:http'
import { startHostServer, type HostServer } from '../../demo/host-server'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import { serveSandbox } from '../../demo/sandbox/serve-sandbox'

/** The console token of these tests. */
export const consoleToken = 'host-server-test-token-0123456789'

/** The demo's host server (pages, proxy, console) on a free port over an in-process sandbox. */
export interface HostStack {
  host: HostServer
  sandboxUrl: string
  close(): Promise<void>
}

export async function startHostStack(
  options: Partial<Parameters<typeof startHostServer>[0]> = {},
): Promise<HostStack> {
  const sandbox: Sandbox = createSandbox({ db: ':memory:', sweepIntervalMs: 0 })
  const served = await serveSandbox(sandbox, { port: 0 })
  const server: Server = served.server
  const sandboxUrl = `http://127.0.0.1:${served.port}`
  const newKey = async () =>
    (
      (await (await fetch(`${sandboxUrl}/_sandbox/keys`, { method: 'POST' })).json()) as {
        key: string
      }
    ).key
  const host = await startHostServer({
    port: 0,
    sandboxUrl,
    apiKey: await newKey(),
    console: { apiKey: await newKey(), token: consoleToken, deliveries: () => [] },
    ...options,
  })
  return {
    host,
    sandboxUrl,
    close: async () => {
      await host.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      sandbox.close()
    },
  }
}
