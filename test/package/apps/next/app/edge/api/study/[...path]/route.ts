// app/edge/api/study/[...path]/route.ts: the proxy route of the README on the edge runtime
import { createStudyProxy } from 'study-runner/server'

export const runtime = 'edge'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL!, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY!,
  basePath: '/edge/api/study',
  studies: ['energy-check'],
  trustProxy: true, // see "Who a client is": right on Vercel or behind your own proxy
})

const handle = (request: Request) => proxy(request)
export { handle as DELETE, handle as GET, handle as HEAD, handle as OPTIONS }
export { handle as PATCH, handle as POST, handle as PUT }
