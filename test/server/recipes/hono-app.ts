import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import { createStudyProxy } from '../../../src/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL!, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY!,
  basePath: '/api/study',
})

export const app = new Hono()
// Every method goes to the proxy, so it answers 404/405 itself; on Node, pass the socket address.
app.all('/api/study/*', (c) => proxy(c.req.raw, { remoteAddress: getConnInfo(c).remote.address }))
