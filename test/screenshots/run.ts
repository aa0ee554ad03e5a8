// `npm run screenshots`: the README's side-by-side pictures of the example study in study-runner
// and in SurveyJS's default theme, at each width in `shotWidths`, into docs/screenshots/.
// A documentation tool, not a test: it is not part of `npm test`.
import { chromium } from '@playwright/test'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '../chromium-launch'
import { shotWidths } from './answers'
import { buildSurveyJsPage } from './build-surveyjs-page'
import { loadExampleStudy } from './load-example-study'
import { studyRunnerRenderer, surveyJsRenderer } from './renderer'
import { serveStatic, type StaticServer } from './serve-static'
import { startDemo, type RunningDemo } from './start-demo'
import { takeStudy } from './take-study'
import { toSurveyJson } from './to-surveyjs'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const outDir = join(repo, 'docs', 'screenshots')
const started = Date.now()
const buildDir = mkdtempSync(join(tmpdir(), 'study-runner-surveyjs-'))
let demo: RunningDemo | undefined
let server: StaticServer | undefined
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined

// Ctrl-C: the demo runs in its own process group, so stop it before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.resolve(demo?.stop()).finally(() => process.exit(130))
  })
}

try {
  const study = loadExampleStudy(join(repo, 'demo'), 'energy-check')
  // `demo` is set as soon as it runs, so that it is stopped even when the SurveyJS build fails.
  await Promise.all([
    startDemo(repo).then((running) => (demo = running)),
    buildSurveyJsPage(buildDir, toSurveyJson(study, 'en')),
  ])
  if (!demo) throw new Error('the demo did not start')
  server = await serveStatic(buildDir)
  browser = await chromium.launch(chromiumLaunchOptions)
  mkdirSync(outDir, { recursive: true })
  for (const renderer of [studyRunnerRenderer(demo.url), surveyJsRenderer(server.url)]) {
    for (const width of shotWidths) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        colorScheme: 'light',
        locale: 'en-US',
        reducedMotion: 'reduce',
      })
      try {
        context.setDefaultTimeout(10_000)
        await takeStudy(await context.newPage(), renderer, width, outDir)
      } finally {
        await context.close()
      }
      console.log(`${renderer.name} at ${width} px: done`)
    }
  }
  console.log(`Screenshots in ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await browser?.close()
  await server?.close()
  await demo?.stop()
  rmSync(buildDir, { recursive: true, force: true })
}
