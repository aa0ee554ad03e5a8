// `npm run demo`: the whole system from one command — sandbox (the remote service), a key for it,
// and the host's pages with the proxy on one origin, the researcher console (its own key, behind a
// token printed below), plus a webhook receiver that logs every event with its verification
// result. The pages are production builds (made at start when their sources changed); `--dev` or
// DEMO_DEV=1 serves the React host page from Vite's dev server instead. Ctrl-C stops everything
// it started.
import { readDemoConfig } from './demo-config'
import { registerEventReceiver, startEventReceiver, type EventReceiver } from './event-receiver'
import type { HostPageBuild } from './host-pages'
import { startHostServer, type HostServer } from './host-server'
import { provisionKey } from './start-sandbox-process'
import { superviseSandbox, type SupervisedSandbox } from './supervise-sandbox'

const config = readDemoConfig()
let sandbox: SupervisedSandbox | undefined
let host: HostServer | undefined
let receiver: EventReceiver | undefined
let stopping = false

/** How long a stop may take before the demo exits anyway (a second signal: at once). */
const stopDeadlineMs = 5000

async function stop(code: number): Promise<never> {
  if (stopping) {
    // A second signal while stopping: no more waiting, but never leave the sandbox behind.
    sandbox?.current().child.kill('SIGKILL')
    process.exit(code || 130)
  }
  stopping = true
  setTimeout(() => {
    console.error('[demo] stopping took too long; exiting.')
    sandbox?.current().child.kill('SIGKILL')
    process.exit(code || 1)
  }, stopDeadlineMs).unref()
  await host?.close().catch(() => undefined)
  await sandbox?.stop().catch(() => undefined)
  await receiver?.close().catch(() => undefined)
  process.exit(code)
}

process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
process.on('SIGHUP', () => void stop(0))
process.on('uncaughtException', (error) => {
  console.error('[demo] unexpected error:', error)
  void stop(1)
})
process.on('unhandledRejection', (error) => {
  console.error('[demo] unexpected error:', error)
  void stop(1)
})
// Whatever ends this process, the sandbox goes with it (it also watches its IPC channel).
process.on('exit', () => {
  const child = sandbox?.current().child
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

try {
  sandbox = await superviseSandbox({
    port: config.sandboxPort,
    db: config.sandboxDb,
    onGiveUp: () => void stop(1),
  })
  console.log(`[demo] sandbox pid ${sandbox.current().child.pid}`)
  const apiKey = await provisionKey(sandbox.url)
  const consoleKey = await provisionKey(sandbox.url)
  // The proxy's link client ("continue on another device") holds a key of its own.
  const linkApiKey = await provisionKey(sandbox.url)
  const events = await startEventReceiver()
  receiver = events
  await registerEventReceiver(sandbox.url, events)
  host = await startHostServer({
    port: config.port,
    settings: { redirectOrigins: config.redirectOrigins },
    dev: config.dev,
    sandboxUrl: sandbox.url,
    apiKey,
    linkApiKey,
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
      `  a panel-style study          ${host.url}/?study=panel-profile&lang=he&PROLIFIC_PID=demo123`,
      `  script-tag embed (no build)  ${host.url}/embed.html`,
      `  proxy                        ${host.url}/api/study`,
      `  researcher console           ${host.url}/console?token=${config.consoleToken}`,
      '                               (for you only: the token opens it; keep the link private)',
      `  sandbox (Study Service API)  ${sandbox.url}/api/public/v1`,
      `  event receiver (webhooks)    ${events.url} — listed in the console, logged below as [events]`,
      '',
      ...describePages(host),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
} catch (error) {
  console.error('[demo] could not start:', error instanceof Error ? error.message : error)
  await stop(1)
}

/** The banner's lines on how the pages are served, what was built, and how to switch. */
function describePages(server: HostServer): string[] {
  const built = (build: HostPageBuild) =>
    build.result.reused
      ? `${build.name} unchanged (${Math.round(build.result.ms)} ms)`
      : `${build.name} built in ${(build.result.ms / 1000).toFixed(1)} s`
  return [
    server.dev
      ? "Pages: the host page from Vite's dev server with HMR (--dev); the embed script built."
      : "Pages: production builds, compressed and cacheable. For Vite's dev server with HMR:",
    ...(server.dev ? [] : ['  npm run demo -- --dev   (or DEMO_DEV=1 npm run demo)']),
    `  ${server.builds.map(built).join('; ')} (in .data/demo-build/)`,
  ]
}
