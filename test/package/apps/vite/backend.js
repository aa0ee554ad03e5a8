// backend.js: the single-page app's backend, here the proxy alone (node backend.js)
import { createServer } from 'node:http'
import { toNodeHandler } from 'study-runner/node'
import { createStudyProxy } from 'study-runner/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY,
  basePath: '/api/study',
  studies: ['energy-check'],
})

createServer(toNodeHandler(proxy)).listen(Number(process.env.PORT ?? 3000), '127.0.0.1')
