// server.ts: the page, the embed script from node_modules, and the proxy, on one origin
import compression from 'compression'
import express from 'express'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { toNodeHandler } from 'study-runner/node'
import { createStudyProxy } from 'study-runner/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL!, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY!,
  basePath: '/api/study',
  studies: ['energy-check'],
})

// The folder of study-runner.js and the files it loads when needed (languages, question types).
const embed = dirname(fileURLToPath(import.meta.resolve('study-runner/embed')))

const app = express()
// Express sends files as they are; compressed, the embed script is under a third of its size.
app.use(compression())
// Before any body parser: the proxy reads (and limits) the raw body itself.
app.use('/api/study', toNodeHandler(proxy))
app.use(
  '/assets/study-runner',
  express.static(embed, {
    // study-runner.js keeps its name from version to version; the files it loads have a hash in
    // theirs and never change.
    setHeaders: (response, path) =>
      response.setHeader(
        'cache-control',
        path.endsWith('study-runner.js') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ),
  }),
)
app.use(express.static(join(import.meta.dirname, 'public')))
app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1')
