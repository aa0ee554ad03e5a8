// app/api/study/[...path]/route.ts
import { createStudyProxy } from 'study-runner/server'

const proxy = createStudyProxy({
  baseUrl: process.env.STUDY_API_URL!, // https://…/api/public/v1
  apiKey: process.env.STUDY_API_KEY!,
  basePath: '/api/study',
  studies: ['energy-check'],
  trustProxy: true, // see "Who a client is": right on Vercel or behind your own proxy
})

// Route handlers get a Request (NextRequest extends it); export every method so the proxy answers
// 405 with Allow itself, and never let Next.js cache a GET.
const handle = (request: Request) => proxy(request)
export { handle as DELETE, handle as GET, handle as HEAD, handle as OPTIONS }
export { handle as PATCH, handle as POST, handle as PUT }
export const dynamic = 'force-dynamic'
