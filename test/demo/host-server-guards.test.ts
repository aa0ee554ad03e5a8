import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHostStack, type HostStack } from './host-server-harness'

// The host server answers or closes every upgrade that is not Vite's HMR socket (every upgrade
// when it serves the built pages), never serves the sandbox's database or other private files,
// and closes within its deadline — with the built pages (the default) and with Vite's dev server.

const root = process.cwd()
const probeName = `host-server-guards-${process.pid}.db`
const probe = join(root, '.data', probeName)
beforeAll(() => {
  mkdirSync(join(root, '.data'), { recursive: true })
  writeFileSync(probe, 'session tokens and answers')
})
afterAll(() => rmSync(probe, { force: true }))

/** Sends raw bytes on a new connection; resolves what came back once the server closed it. */
function exchange(
  stack: HostStack,
  text: string,
  timeoutMs = 2000,
): Promise<{ reply: string; closed: boolean }> {
  const { port } = new URL(stack.host.url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text))
    let reply = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ reply, closed: false })
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ reply, closed: true })
    })
  })
}

const upgrade = (path: string, protocol?: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
  (protocol ? `Sec-WebSocket-Protocol: ${protocol}\r\n` : '') +
  '\r\n'

describe.each([
  ['built pages', false],
  ["Vite's dev server", true],
])('the host server with %s', (_name, dev) => {
  let stack: HostStack
  beforeAll(async () => {
    stack = await startHostStack({ closeTimeoutMs: 300, dev })
  }, 60_000)
  afterAll(() => stack.close())

  it.each([
    ['/console', undefined],
    ['/api/study/studies/x/content', undefined],
    ['/', 'chat'],
    ['/elsewhere', 'vite-hmr'],
  ])('answers an upgrade on %s (protocol %s) with 400 and closes it', async (path, protocol) => {
    const { reply, closed } = await exchange(stack, upgrade(path, protocol))
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
    expect(closed).toBe(true)
  })

  it(
    dev ? "lets Vite's HMR socket through" : 'refuses an HMR upgrade (no dev server)',
    async () => {
      const { reply } = await exchange(stack, upgrade('/', 'vite-hmr'), 500)
      expect(reply).toMatch(dev ? /^HTTP\/1\.1 101 / : /^HTTP\/1\.1 400 /)
    },
  )

  it.each([
    `/.data/${probeName}`,
    `/@fs${root}/.data/${probeName}`,
    `/@fs${root}/.data/${probeName}?raw`,
    `/@fs${root}/%2edata/${probeName}?import`,
    `/@fs${root}/.git/config`,
    `/@fs${root}/.env`,
    '/.env',
  ])('never serves %s', async (path) => {
    const response = await fetch(`${stack.host.url}${path}`)
    expect(response.status).not.toBe(200)
    expect(await response.text()).not.toContain('session tokens')
  })

  it('closes within its deadline with an upgrade and a half-sent request open', async () => {
    const own = await startHostStack({ closeTimeoutMs: 300, dev })
    const { port } = new URL(own.host.url)
    const open: Socket[] = []
    const opened = (text: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(text, () => resolve()))
        socket.on('error', () => undefined)
        open.push(socket)
      })
    await opened(upgrade('/', 'vite-hmr'))
    await opened('POST /api/study/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await own.close()
    expect(Date.now() - started).toBeLessThan(3000)
    for (const socket of open) socket.destroy()
  })
})
