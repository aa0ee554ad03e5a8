import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStore, type ProxyStore } from '../../src/server'
import { post, setupProxy } from './fake-upstream'
import { connectResp, type RespClient } from './resp-client'
import { storeContract } from './store-contract'

// A real redis-server (Debian's package; .ci/run installs it) on a private unix socket.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0
if (!hasRedis) {
  console.warn(
    '[study-runner] redis-server is not installed: skipping the Redis store tests (apt-get install redis-server).',
  )
}

describe.skipIf(!hasRedis)('createRedisStore against redis-server', () => {
  let dir: string
  let server: ChildProcess
  let client: RespClient
  let prefixes = 0
  const newStore = (): ProxyStore =>
    createRedisStore({ command: (args) => client.command(args), prefix: `test${prefixes++}:` })

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'study-runner-redis-'))
    const socket = join(dir, 'redis.sock')
    server = spawn(
      'redis-server',
      ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    )
    for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50))
    client = await connectResp(socket)
  })
  afterAll(() => {
    client?.close()
    server?.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  })

  storeContract(newStore)

  it('keeps a resume record under a key that carries its time to live, claimed once by either proxy', async () => {
    const prefix = `test${prefixes++}:`
    const store = createRedisStore({ command: (args) => client.command(args), prefix })
    const a = setupProxy({ store })
    const b = setupProxy({ store })
    expect((await a.proxy(post('/api/study/studies/x/sessions', {}))).status).toBe(201)
    const created = await b.proxy(
      post('/api/study/resume', {
        studyId: 'x',
        sessionId: 's_1',
        token: 't',
        page: 0,
        answers: {},
        destination: 'http://host.test/take',
        ttlHours: 2,
      }),
    )
    expect(created.status).toBe(201)
    const { resumeId } = (await created.json()) as { resumeId: string }
    const ttl = Number(await client.command(['PTTL', `${prefix}resume:${resumeId}`]))
    expect(ttl).toBeGreaterThan(2 * 3_600_000 - 60_000)
    expect(ttl).toBeLessThanOrEqual(2 * 3_600_000)
    const claim = () => post(`/api/study/resume/${resumeId}`, { studyId: 'x' })
    const statuses = (await Promise.all([a.proxy(claim()), b.proxy(claim())])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 404])
    expect(await client.command(['EXISTS', `${prefix}resume:${resumeId}`])).toBe(0)
  })

  it('lets two proxies share one budget', async () => {
    const store = newStore()
    const options = {
      rateLimit: false as const,
      store,
      budget: { perMinute: 12, burst: 3, maxWaitMs: 0 },
    }
    const a = setupProxy(options)
    const b = setupProxy(options)
    const start = () => post('/api/study/studies/x/sessions', {})
    const statuses: number[] = []
    for (const proxy of [a.proxy, b.proxy, a.proxy, b.proxy, a.proxy]) {
      statuses.push((await proxy(start())).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    expect(a.calls.length + b.calls.length).toBe(3)
  })

  it('shares cached content between proxies', async () => {
    const store = newStore()
    const a = setupProxy({ store })
    const b = setupProxy({ store })
    const content = () =>
      new Request('http://host.test/api/study/studies/x/content', {
        headers: { 'sec-fetch-site': 'same-origin' },
      })
    expect((await a.proxy(content())).status).toBe(200)
    expect((await b.proxy(content())).status).toBe(200)
    expect(a.calls.length + b.calls.length).toBe(1)
  })
})
