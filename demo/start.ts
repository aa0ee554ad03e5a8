// `npm run demo`: the whole system from one command — sandbox (the remote service), a key for it,
// and the host's pages with the proxy on one origin, the researcher console (its own key, behind a
// token printed below), plus a webhook receiver that logs every event with its verification
// result. Ctrl-C stops everything it started.
import { readDemoConfig } from './demo-config'
import { registerEventReceiver, startEventReceiver, type EventReceiver } from './event-receiver'
import { startHostServer, type HostServer } from './host-server'
import { provisionKey, startSandboxProcess, type SandboxProcess } from './start-sandbox-process'

const config = readDemoConfig()
let sandbox: SandboxProcess | undefined
let host: HostServer | undefined
let receiver: EventReceiver | undefined
let stopping = false

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    await host?.close().catch(() => undefined)
    await sandbox?.stop().catch(() => undefined)
    await receiver?.close().catch(() => undefined)
  }
  process.exit(code)
}

process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

try {
  sandbox = await startSandboxProcess({ port: config.sandboxPort, db: config.sandboxDb })
  sandbox.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`[demo] the sandbox stopped (code ${code}); stopping the demo.`)
      void stop(1)
    }
  })
  const apiKey = await provisionKey(sandbox.url)
  const consoleKey = await provisionKey(sandbox.url)
  const events = await startEventReceiver()
  receiver = events
  await registerEventReceiver(sandbox.url, events)
  host = await startHostServer({
    port: config.port,
    sandboxUrl: sandbox.url,
    apiKey,
    console: {
      apiKey: consoleKey,
      token: config.consoleToken,
      deliveries: () => events.deliveries(),
    },
  })
  console.log(
    [
      '',
      'study-runner demo is running:',
      `  host page (React component)  ${host.url}/`,
      `  another language             ${host.url}/?lang=ar`,
      `  script-tag embed (no build)  ${host.url}/embed.html`,
      `  proxy                        ${host.url}/api/study`,
      `  researcher console           ${host.url}/console?token=${config.consoleToken}`,
      '                               (for you only: the token opens it; keep the link private)',
      `  sandbox (Study Service API)  ${sandbox.url}/api/public/v1`,
      `  event receiver (webhooks)    ${events.url} — listed in the console, logged below as [events]`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
} catch (error) {
  console.error('[demo] could not start:', error instanceof Error ? error.message : error)
  await stop(1)
}
