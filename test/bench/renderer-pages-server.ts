import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { rendererNames, type RendererName } from './build-renderer-pages'

/** What one renderer's page gets written into it per study, by study id. */
export type RendererPageData = Record<RendererName, ReadonlyMap<string, unknown>>

/** The running server: its base URL, each page's address and how to stop it. */
export interface RendererPagesServer {
  url: string
  pageUrl(renderer: RendererName, studyId: string): string
  close(): Promise<void>
}

/**
 * Serves the built renderer pages (build-renderer-pages.ts) on 127.0.0.1 at a free port:
 * `/<renderer>/?study=<id>` is the page with that study's data written into its
 * `#bench-data` script (read by renderer-pages/bench-data.ts: no request after the page's own
 * files), `/<renderer>/assets/<file>` its files.
 */
export async function serveRendererPages(
  dirs: Record<RendererName, string>,
  data: RendererPageData,
): Promise<RendererPagesServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const [, renderer = '', rest = ''] = /^\/([^/]+)\/(.*)$/.exec(url.pathname) ?? []
    if (request.method !== 'GET' || !isRendererName(renderer))
      return void response.writeHead(404).end()
    if (rest === '') {
      const studyData = data[renderer].get(url.searchParams.get('study') ?? '')
      if (studyData === undefined) return void response.writeHead(404).end('no such study')
      readFile(join(dirs[renderer], 'index.html'), 'utf8').then(
        (html) =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(html.replace(emptyDataScript, dataScript(studyData))),
        () => response.writeHead(500).end(),
      )
      return
    }
    const file = normalize(rest)
    if (!/^assets\/[\w.-]+\.(js|css)$/.test(file)) return void response.writeHead(404).end()
    readFile(join(dirs[renderer], file)).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
          })
          .end(body),
      () => response.writeHead(404).end(),
    )
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    pageUrl: (renderer, studyId) => `${url}/${renderer}/?study=${encodeURIComponent(studyId)}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const emptyDataScript = '<script type="application/json" id="bench-data"></script>'

/** The data as a JSON script element; `<` escaped, so that no text in it can end the script. */
function dataScript(value: unknown): string {
  return `<script type="application/json" id="bench-data">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`
}

function isRendererName(name: string): name is RendererName {
  return (rendererNames as readonly string[]).includes(name)
}
