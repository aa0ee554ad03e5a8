import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The package as a host gets it: `npm pack`, installed from the tarball into a fresh app with
// React 18 (the repository itself runs React 19), then built, server-rendered and type-checked
// there, and the component tests run once more against that React 18.
const run = promisify(execFile)
const repository = join(import.meta.dirname, '../..')
let app = ''

beforeAll(async () => {
  if (!existsSync(join(repository, 'dist/embed/study-runner.js'))) {
    throw new Error(
      'dist/ is missing or incomplete: run `npm run build` before `npm run test:package`',
    )
  }
  app = mkdtempSync(join(tmpdir(), 'study-runner-app-'))
  // The build above is what is tested: `--ignore-scripts` keeps `prepack` from building it again
  // (fresh-clone-pack.spec.ts packs with prepack, as a publish does).
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', app],
    { cwd: repository },
  )
  const [packed] = JSON.parse(stdout) as [{ filename: string }]
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'host-app', private: true, type: 'module' }),
  )
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      join(app, packed.filename),
      'react@18',
      'react-dom@18',
      '@types/react@18',
      '@types/react-dom@18',
    ],
    { cwd: app },
  )
})

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true })
})

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
import { createPooledFetch, nodeContentEncoders, toNodeHandler } from 'study-runner/node'
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
  pooledFetch: typeof createPooledFetch().close,
  encoders: Object.keys(nodeContentEncoders).join(),
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
    expect(result.pooledFetch).toBe('function')
    expect(result.encoders).toBe('br,gzip')
    expect(result.defineOnServer).toMatch(/needs a browser/)
    expect(result.embed).toMatch(/study-runner\/dist\/embed\/study-runner\.js$/)
  })

  it('builds in a fresh Vite app: component and element, languages as lazy chunks', async () => {
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><div id="app"></div><script type="module" src="./main.js"></script>',
    )
    writeFileSync(
      join(app, 'main.js'),
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
    await build({ root: app, configFile: false, logLevel: 'silent', build: { outDir: 'out' } })
    const assets = readdirSync(join(app, 'out/assets'))
    const scripts = assets.filter((file) => file.endsWith('.js'))
    // The entry, and one chunk per language other than English.
    expect(scripts.length).toBeGreaterThanOrEqual(10)
    const entry = scripts
      .map((file) => readFileSync(join(app, 'out/assets', file), 'utf8'))
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
import { createPooledFetch, nodeContentEncoders, toNodeHandler } from 'study-runner/node'
import 'study-runner/embed'

const props: StudyRunnerProps = { studyId: 'energy-check', proxyUrl: '/api/study', persist: 'session' }
export const component: typeof StudyRunner = StudyRunner
export const elementClass = defineStudyRunnerElement('my-study-runner')
const element: StudyRunnerElement = document.createElement('study-runner')
element.addEventListener('complete', (event) => console.log(event.detail.sessionId, props))
export const proxy = createStudyProxy
export const nodeHandler = toNodeHandler(createStudyProxy({ baseUrl: 'https://s.test/v1', apiKey: 'k' }))
export const nodeProxy = createStudyProxy({
  baseUrl: 'https://s.test/v1',
  apiKey: 'k',
  fetch: createPooledFetch(),
  compression: { encoders: nodeContentEncoders },
})
`,
    )
    writeFileSync(
      join(app, 'tsconfig.json'),
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
    await expect(run('node', [tsc, '-p', 'tsconfig.json'], { cwd: app })).resolves.toBeDefined()
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
    expect(output).toMatch(/Tests\s+\d+ passed/)
    expect(output, result.stderr).not.toMatch(/failed/)
  })
})
