import react from '@vitejs/plugin-react'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { SurveyJson } from './to-surveyjs'

const pageDir = fileURLToPath(new URL('./surveyjs-page/', import.meta.url))

/**
 * Builds the SurveyJS page (`surveyjs-page/`: React 19, survey-core, survey-react-ui and the
 * default theme's CSS) for production into `outDir`, and writes the survey JSON beside it.
 */
export async function buildSurveyJsPage(outDir: string, survey: SurveyJson): Promise<void> {
  process.env.NODE_ENV = 'production'
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
  })
  writeFileSync(join(outDir, 'survey.json'), JSON.stringify(survey))
}
