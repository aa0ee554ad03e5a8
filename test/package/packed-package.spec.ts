import { chromium } from '@playwright/test'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  provisionKey,
  startSandboxProcess,
  type SandboxProcess,
} from '../../demo/start-sandbox-process'
import { chromiumLaunchOptions } from '../chromium-launch'
import { completeEnergyCheck, expectAnswersStored } from './support/complete-energy-check'
import { freePort } from '../../e2e/support/free-port'
import {
  installPackedApp,
  repository,
  repositoryVersionOf,
  run,
  type PackedApp,
} from './support/install-packed-app'
import { hostEnvironment, startAppProcess, type AppProcess } from './support/start-app-process'
import { watchConsole } from './support/watch-console'
import { expectEventsReceived, registerEventEndpoint } from './support/webhook-deliveries'

// The package as a host gets it: `npm pack`, installed from the tarball into a fresh Vite + React 18
// app (test/package/apps/vite; the repository itself runs React 19), then built, served and used
// to complete a study there, server-rendered and type-checked, and the component tests run once
// more against that React 18.
let packed: PackedApp
let app = ''

beforeAll(async () => {
  packed = await installPackedApp('vite', [
    'react@18',
    'react-dom@18',
    '@types/react@18',
    '@types/react-dom@18',
    `vite@${repositoryVersionOf('vite')}`,
    `@vitejs/plugin-react@${repositoryVersionOf('@vitejs/plugin-react')}`,
    `typescript@${repositoryVersionOf('typescript')}`,
    `@types/node@${repositoryVersionOf('@types/node')}`,
  ])
  app = packed.dir
  // The README's React example is one file for Next.js and Vite alike.
  copyFileSync(
    join(import.meta.dirname, 'apps/next/app/check-in.tsx'),
    join(app, 'src/check-in.tsx'),
  )
})

afterAll(() => packed?.remove())

describe('the packed package', () => {
  it('ships the built entries and their declarations, and no sources', () => {
    const installed = join(app, 'node_modules/study-runner')
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; import: string }>
    }
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const files = typeof target === 'string' ? [target] : [target.types, target.import]
      for (const file of files)
        expect(existsSync(join(installed, file)), `${subpath}: ${file}`).toBe(true)
    }
    expect(existsSync(join(installed, 'src'))).toBe(false)
    expect(readFileSync(join(installed, 'dist/index.js'), 'utf8')).toMatch(/^['"]use client['"]/)
    // The embed's other languages sit beside its entry.
    const embedFiles = readdirSync(join(installed, 'dist/embed'))
    for (const language of ['de', 'ar', 'he']) {
      expect(embedFiles.some((file) => file.startsWith(`${language}-`))).toBe(true)
    }
  })

  it('loads the embed in one request: its chunks are imported lazily, only when needed', () => {
    const embed = join(app, 'node_modules/study-runner/dist/embed')
    const entry = readFileSync(join(embed, 'study-runner.js'), 'utf8')
    // No static `import … from "./…"` (a shared helper chunk would be a second round trip).
    expect(entry).not.toMatch(/(^|[;}])\s*import\s*[^(]*?from\s*["'`]\.\//)
    // Nor does any lazy chunk import a file: one that imported the entry would load a second
    // copy of it when the host's script URL carries a query string.
    for (const chunk of readdirSync(embed).filter((file) => /\.js$/.test(file))) {
      if (chunk === 'study-runner.js') continue
      const code = readFileSync(join(embed, chunk), 'utf8')
      expect(code, chunk).not.toMatch(/(^|[;}])\s*import\s*[^(]*?from\s*["'`]\.\//)
    }
    // JsonLogic is fetched by studies with conditions only.
    const conditions = readdirSync(embed).find((file) => /^evaluate-condition-.*\.js$/.test(file))
    expect(conditions).toBeDefined()
    expect(readFileSync(join(embed, conditions ?? ''), 'utf8')).toContain('missing_some')
    expect(entry).not.toContain('missing_some')
  })

  it('renders on the server in Node with React 18, and every Node entry loads', async () => {
    writeFileSync(
      join(app, 'server.mjs'),
      `import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StudyRunner } from 'study-runner'
import { defineStudyRunnerElement } from 'study-runner/element'
import { createStudyProxy } from 'study-runner/server'
import { toNodeHandler } from 'study-runner/node'
const html = renderToString(
  createElement(StudyRunner, { studyId: 'energy-check', proxyUrl: '/api/study', language: 'ar' }),
)
let defineOnServer = ''
try { defineStudyRunnerElement() } catch (error) { defineOnServer = error.message }
console.log(JSON.stringify({
  html,
  window: typeof window,
  proxy: typeof createStudyProxy,
  nodeAdapter: typeof toNodeHandler,
  defineOnServer,
  embed: import.meta.resolve('study-runner/embed'),
}))
`,
    )
    const { stdout } = await run('node', ['server.mjs'], { cwd: app })
    const result = JSON.parse(stdout) as Record<string, string>
    expect(result.window).toBe('undefined')
    expect(result.html).toContain('data-study-runner=""')
    expect(result.html).toContain('dir="rtl"')
    expect(result.proxy).toBe('function')
    expect(result.nodeAdapter).toBe('function')
    expect(result.defineOnServer).toMatch(/needs a browser/)
    expect(result.embed).toMatch(/study-runner\/dist\/embed\/study-runner\.js$/)
  })

  it('bundles component and element with Vite, languages as lazy chunks', async () => {
    const root = join(app, 'bundle-check')
    mkdirSync(root)
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><div id="app"></div><script type="module" src="./main.js"></script>',
    )
    writeFileSync(
      join(root, 'main.js'),
      `import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { StudyRunner } from 'study-runner'
import { defineStudyRunnerElement } from 'study-runner/element'
defineStudyRunnerElement()
createRoot(document.getElementById('app')).render(
  createElement(StudyRunner, { studyId: 'energy-check', proxyUrl: '/api/study' }),
)
`,
    )
    await build({ root, configFile: false, logLevel: 'silent', build: { outDir: 'out' } })
    const assets = readdirSync(join(root, 'out/assets'))
    const scripts = assets.filter((file) => file.endsWith('.js'))
    // The entry, and one chunk per language other than English.
    expect(scripts.length).toBeGreaterThanOrEqual(10)
    const entry = scripts
      .map((file) => readFileSync(join(root, 'out/assets', file), 'utf8'))
      .find((code) => code.includes('data-study-runner'))
    expect(entry).toBeDefined()
    expect(entry).not.toMatch(/from\s*["']node:/)
  })

  it('type-checks every entry under moduleResolution node16', async () => {
    writeFileSync(
      join(app, 'check.ts'),
      `import { StudyRunner, type StudyRunnerProps } from 'study-runner'
import { defineStudyRunnerElement, type StudyRunnerElement } from 'study-runner/element'
import { createStudyProxy } from 'study-runner/server'
import { toNodeHandler } from 'study-runner/node'
import 'study-runner/embed'

const props: StudyRunnerProps = { studyId: 'energy-check', proxyUrl: '/api/study', persist: 'session' }
export const component: typeof StudyRunner = StudyRunner
export const elementClass = defineStudyRunnerElement('my-study-runner')
const element: StudyRunnerElement = document.createElement('study-runner')
element.addEventListener('complete', (event) => console.log(event.detail.sessionId, props))
export const proxy = createStudyProxy
export const nodeHandler = toNodeHandler(createStudyProxy({ baseUrl: 'https://s.test/v1', apiKey: 'k' }))
`,
    )
    writeFileSync(
      join(app, 'tsconfig.node16.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['check.ts'],
      }),
    )
    const tsc = join(repository, 'node_modules/typescript/bin/tsc')
    await expect(
      run('node', [tsc, '-p', 'tsconfig.node16.json'], { cwd: app }),
    ).resolves.toBeDefined()
  })

  it('passes the component and element tests with React 18', async () => {
    const vitest = join(repository, 'node_modules/vitest/vitest.mjs')
    const result = await run(
      'node',
      [vitest, 'run', '--config', 'test/package/react18.vitest.config.ts', '--reporter', 'dot'],
      {
        cwd: repository,
        env: {
          ...process.env,
          STUDY_RUNNER_REACT18_MODULES: join(app, 'node_modules'),
          NO_COLOR: '1',
          FORCE_COLOR: '0',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string; stderr?: string }) => error)
    // eslint-disable-next-line no-control-regex
    const output = (result.stdout ?? '').replace(/\u001b\[[0-9;]*m/g, '')
    // On failure, the failing tests and their errors (the dot reporter lists them as FAIL).
    const at = output.indexOf(' FAIL ')
    const failures = at >= 0 ? output.slice(at, at + 4000) : output.slice(-4000)
    expect(output, failures).toMatch(/Tests\s+\d+ passed/)
    expect(output, failures).not.toMatch(/failed/)
  })
})

describe('the Vite + React 18 app', () => {
  let sandbox: SandboxProcess
  let backend: AppProcess
  const servers: AppProcess[] = []
  const completed: string[] = []
  const vite = () => join(app, 'node_modules/vite/bin/vite.js')

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ port: await freePort(), db: ':memory:' })
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    backend = await startAppProcess({
      args: ['backend.js'],
      cwd: app,
      url,
      env: {
        PORT: String(port),
        STUDY_API_URL: `${sandbox.url}/api/public/v1`,
        STUDY_API_KEY: await provisionKey(sandbox.url),
        STUDY_WEBHOOK_SECRET: await registerEventEndpoint(sandbox.url, url),
      },
    })
  })

  afterAll(async () => {
    for (const server of servers) await server.stop()
    await backend?.stop()
    await sandbox?.stop()
  })

  /** Starts `vite <command>` on a free port, forwarding /api/study to the backend. */
  async function startVite(command: 'preview' | 'dev'): Promise<AppProcess> {
    const port = await freePort()
    const server = await startAppProcess({
      args: [vite(), command, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      cwd: app,
      url: `http://127.0.0.1:${port}`,
      env: { STUDY_BACKEND: backend.url },
    })
    servers.push(server)
    return server
  }

  it('type-checks and builds without warnings', async () => {
    const tsc = join(app, 'node_modules/typescript/bin/tsc')
    await expect(run('node', [tsc, '-p', 'tsconfig.json'], { cwd: app })).resolves.toBeDefined()
    const built = await run('node', [vite(), 'build'], {
      cwd: app,
      env: hostEnvironment(),
    })
    const output = `${built.stdout}\n${built.stderr}`
    expect(output).toContain('built in')
    expect(output.split('\n').filter((line) => /warn|⚠|\(!\)/i.test(line))).toEqual([])
  })

  it('completes a study in `vite preview`, the proxy reached through preview.proxy', async () => {
    const preview = await startVite('preview')
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const page = await (await browser.newContext({ baseURL: preview.url })).newPage()
      const logs = watchConsole(page)
      const { sessionId, given } = await completeEnergyCheck(page, '/')
      await expect
        .poll(() => logs.lines)
        .toContainEqual(expect.stringMatching(`^completed ${sessionId} `))
      expect(logs.problems()).toEqual([])
      await expectAnswersStored(sandbox.url, { sessionId, given })
      completed.push(sessionId)
    } finally {
      await browser.close()
    }
  })

  it('receives the sandbox’s session.completed event at the backend, verified on the raw body', async () => {
    expect(completed).toHaveLength(1)
    await expectEventsReceived(sandbox.url, backend, completed)
  })

  it('shows the first page in the dev server (`vite`), through server.proxy', async () => {
    const dev = await startVite('dev')
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const page = await browser.newPage()
      // React's development build (StrictMode) reports here what production keeps quiet.
      const logs = watchConsole(page)
      await page.goto(dev.url)
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor({ timeout: 30_000 })
      expect(logs.problems()).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
