import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** A running static server: its base URL and how to stop it. */
export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves the files under `dir` on 127.0.0.1 at an ephemeral port (GET only, `/` → index.html,
 * nothing outside `dir`): enough for the built SurveyJS page.
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = normalize(dir + sep)
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    const found = file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile()
    if (request.method !== 'GET' || !found) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
