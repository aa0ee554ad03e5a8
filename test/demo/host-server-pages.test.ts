import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHostStack, type HostStack } from './host-server-harness'

// The host's pages by default: production builds, compressed, cacheable, and only their files.

let stack: HostStack
beforeAll(async () => {
  stack = await startHostStack()
}, 60_000)
afterAll(() => stack.close())

const brotli = { 'accept-encoding': 'gzip, deflate, br' }

describe('the host server, serving the built pages', () => {
  it('serves the built React host page, revalidated, and its hashed assets for a year', async () => {
    expect(stack.host.dev).toBe(false)
    expect(stack.host.builds.map((build) => build.name)).toEqual(['host page', 'embed script'])
    const page = await fetch(`${stack.host.url}/?lang=de`, { headers: brotli })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    // No dev server: no Vite client, no module source, one hashed script.
    expect(html).not.toContain('@vite/client')
    expect(html).not.toContain('main.tsx')
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
    expect(scripts).toHaveLength(1)
    const script = await fetch(`${stack.host.url}${scripts[0]}`, { headers: brotli })
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('content-encoding')).toBe('br')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('vary')).toBe('Accept-Encoding')
    const source = await script.text()
    expect(source).toContain('data-study-runner')
    // A production build even when started under vitest (NODE_ENV=test): React's production JSX.
    expect(source).not.toContain('jsxDEV')
  })

  it('serves the script-tag page and the built embed: the entry revalidated, chunks for a year', async () => {
    const page = await fetch(`${stack.host.url}/embed.html`, { headers: brotli })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script type="module" src="/embed/study-runner.js">')
    const entry = await fetch(`${stack.host.url}/embed/study-runner.js`, { headers: brotli })
    expect(entry.headers.get('content-encoding')).toBe('br')
    expect(entry.headers.get('cache-control')).toBe('no-cache')
    const source = await entry.text()
    expect(source).not.toContain('jsxDEV')
    const chunk = /["'`]\.\/(de-[\w-]+\.js)["'`]/.exec(source)?.[1]
    expect(chunk).toBeDefined()
    const german = await fetch(`${stack.host.url}/embed/${chunk}`)
    expect(german.status).toBe(200)
    expect(german.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 304 to a revalidation of the page', async () => {
    const first = await fetch(`${stack.host.url}/`, { headers: brotli })
    const again = await fetch(`${stack.host.url}/`, {
      headers: { ...brotli, 'if-none-match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('compresses what a participant downloads: pages, scripts, stylesheets and study content', async () => {
    const urls: string[] = []
    for (const page of ['/', '/embed.html']) {
      const html = await (await fetch(`${stack.host.url}${page}`, { headers: brotli })).text()
      urls.push(
        page,
        ...[...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
      )
    }
    expect(urls.filter((url) => url.endsWith('.css'))).not.toHaveLength(0)
    for (const url of urls) {
      const plain = await fetch(`${stack.host.url}${url}`, {
        headers: { 'accept-encoding': 'identity' },
      })
      const size = (await plain.arrayBuffer()).byteLength
      const response = await fetch(`${stack.host.url}${url}`, { headers: brotli })
      // Files under 512 bytes (precompress-files.ts) would save next to nothing.
      expect(response.headers.get('content-encoding'), `${url}, ${size} bytes`).toBe(
        size < 512 ? null : 'br',
      )
      await response.arrayBuffer()
    }
    const content = `${stack.host.url}/api/study/studies/energy-check/content`
    const browser = { 'sec-fetch-site': 'same-origin' }
    const compressed = await fetch(content, { headers: { ...browser, ...brotli } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('vary')).toMatch(/^Accept-Encoding, /)
    const plain = await fetch(content, { headers: { ...browser, 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    // fetch decodes brotli itself: what it reads is the very content.
    expect(await compressed.json()).toEqual(await plain.json())
  })

  it.each(['/main.tsx', '/host.css', '/src/index.ts', '/@vite/client', '/nowhere', '/embed/'])(
    'answers 404 for %s',
    async (path) => {
      expect((await fetch(`${stack.host.url}${path}`)).status).toBe(404)
    },
  )
})
