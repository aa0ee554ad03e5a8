import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFiles } from '../../demo/precompress-files'
import { loadStaticSite } from '../../demo/static-site'

// A build folder (an HTML page, a hashed script, a source map, a tiny file) precompressed and
// served from memory over a real socket: codings by Accept-Encoding, cache headers, validators,
// HEAD, and nothing but the folder's own files.

const script = `export const answer = ${JSON.stringify('forty-two '.repeat(400))}\n`
const page = `<!doctype html><title>t</title>${'<p>host page</p>'.repeat(100)}`
let root: string
let outside: string
let server: Server
let origin: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'))
  outside = mkdtempSync(join(tmpdir(), 'static-site-outside-'))
  writeFileSync(join(outside, 'secret.txt'), 'session tokens')
  mkdirSync(join(root, 'assets'))
  mkdirSync(join(root, '.hidden'))
  writeFileSync(join(root, 'index.html'), page)
  writeFileSync(join(root, 'assets', 'app-Ab12Cd34.js'), script)
  writeFileSync(join(root, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3}'.padEnd(2000, ' '))
  writeFileSync(join(root, 'assets', 'tiny-Xy98Zw76.css'), 'p{color:red}')
  writeFileSync(join(root, '.hidden', 'key.pem'), 'private key')
  writeFileSync(join(root, '.env'), 'SECRET=1')
  symlinkSync(outside, join(root, 'linked'))
  await precompressFiles(root)
  const site = await loadStaticSite([
    { dir: root, immutable: (path) => path.startsWith('/assets/') },
  ])
  server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    if (!site.serve(path, request, response)) {
      response.writeHead(404)
      response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request (fetch would decompress and normalise the path): the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('loadStaticSite', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(script.length / 5)

    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)

    const plain = await get('/assets/app-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body.toString()).toBe(script)
    // Each coding is its own representation, with its own validator.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it('caches hashed files for a year and makes the page revalidate', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    const html = await get('/', { 'accept-encoding': 'br' })
    expect(html.headers['cache-control']).toBe('no-cache')
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(html.headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(html.body).toString()).toBe(page)
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' })
    const etag = String(first.headers.etag)
    const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}, "x"` })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('no-cache')
    // Another coding is another representation: sent in full.
    const other = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(other.status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/index.html', { 'accept-encoding': 'br' }, 'HEAD')
    const full = await get('/index.html', { 'accept-encoding': 'br' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    expect(head.headers.etag).toBe(full.headers.etag)
  })

  it('refuses other methods on its files with 405 and Allow', async () => {
    const post = await get('/index.html', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('sends small files and source maps as they are', async () => {
    const tiny = await get('/assets/tiny-Xy98Zw76.css', { 'accept-encoding': 'br, gzip' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.headers.vary).toBeUndefined()
    expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8')
    const map = await get('/assets/app-Ab12Cd34.js.map', { 'accept-encoding': 'br, gzip' })
    expect(map.headers['content-encoding']).toBeUndefined()
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it.each([
    '/missing.js',
    '/assets/',
    '/assets/app-Ab12Cd34.js.br',
    '/assets/app-Ab12Cd34.js.gz',
    '/.env',
    '/.hidden/key.pem',
    '/assets/../index.html',
    '/assets/..%2findex.html',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%E0%A4%A',
    '/linked/secret.txt',
    '/../../etc/passwd',
    '//etc/passwd',
  ])('answers 404 for %s', async (path) => {
    const answer = await get(path)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain('session tokens')
  })

  it('serves exactly the files of the folder, no dotfiles and nothing through a link', async () => {
    const site = await loadStaticSite([{ dir: root, immutable: () => false }])
    expect(site.paths()).toEqual([
      '/assets/app-Ab12Cd34.js',
      '/assets/app-Ab12Cd34.js.map',
      '/assets/tiny-Xy98Zw76.css',
      '/index.html',
    ])
  })
})
