import { randomUUID } from 'node:crypto'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import { serveSandbox } from '../../demo/sandbox/serve-sandbox'
import { ApiError } from '../../src/core/errors'
import { createFetchTransport, type StudyTransport } from '../../src/core/transport'
import {
  createMemoryStore,
  createStudyProxy,
  type ProxyStore,
  type StudyProxy,
} from '../../src/server'
import { toNodeHandler } from '../../src/node'

// Four hostile clients flood invented session ids through proxies with the library's defaults,
// over a real sandbox (120 requests a minute for the key), while one participant takes the study.
// Each client has its own loopback address, so the proxies tell them apart as they would on the
// internet; the participant is 127.0.0.1.

let sandbox: Sandbox
const servers: Server[] = []
let sandboxUrl = ''

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A proxy with every default but the service's address, the key and maybe a shared store. */
async function startProxy(
  apiKey: string,
  store?: ProxyStore,
): Promise<{ proxy: StudyProxy; url: string }> {
  const proxy = createStudyProxy({
    baseUrl: `${sandboxUrl}/api/public/v1`,
    apiKey,
    basePath: '/api/study',
    ...(store ? { store } : {}),
  })
  return { proxy, url: await listen(createServer(toNodeHandler(proxy))) }
}

/** One POST from a chosen local address; resolves the status (0 when the connection failed). */
function postFrom(localAddress: string, url: string, body: unknown): Promise<number> {
  return new Promise((resolve) => {
    const text = JSON.stringify(body)
    const call = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    call.on('error', () => resolve(0))
    call.end(text)
  })
}

/** Floods invented finish and responses calls from one address until `stop` says so. */
async function flood(localAddress: string, proxyUrls: string[], stop: () => boolean) {
  const statuses: number[] = []
  const worker = async () => {
    while (!stop()) {
      const url = proxyUrls[statuses.length % proxyUrls.length]!
      const route = statuses.length % 2 === 0 ? 'finish' : 'responses'
      const body =
        route === 'finish'
          ? { token: 'guess' }
          : { token: 'guess', responses: [{ variableCode: 'CONSENT', valueNum: 1 }] }
      statuses.push(
        await postFrom(localAddress, `${url}/api/study/sessions/${randomUUID()}/${route}`, body),
      )
    }
  }
  await Promise.all([worker(), worker(), worker()])
  return statuses
}

/** A call as the widget makes it: 429 and 503 are waited out as `Retry-After` says. */
async function patiently<T>(call: () => Promise<T>, refusals: { count: number }): Promise<T> {
  for (;;) {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503))
        throw error
      refusals.count++
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs ?? 1000))
    }
  }
}

beforeAll(async () => {
  sandbox = createSandbox({ db: ':memory:', sweepIntervalMs: 0 })
  const served = await serveSandbox(sandbox, { port: 0 })
  servers.push(served.server)
  sandboxUrl = `http://127.0.0.1:${served.port}`
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  sandbox.close()
})

async function newKey(): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_sandbox/keys`, { method: 'POST' })
  return ((await response.json()) as { key: string }).key
}

/** Content, start on one proxy, one answer and finish on another; resolves seconds and 429s. */
async function takeStudy(startOn: string, finishOn: string) {
  const startedAt = performance.now()
  const refusals = { count: 0 }
  const viaStart: StudyTransport = createFetchTransport({ proxyUrl: `${startOn}/api/study` })
  const viaFinish: StudyTransport = createFetchTransport({ proxyUrl: `${finishOn}/api/study` })
  const content = await patiently(() => viaStart.getContent('energy-check'), refusals)
  expect(content.modules.length).toBeGreaterThan(0)
  const session = await patiently(
    () =>
      viaStart.startSession('energy-check', { language: 'en' }, { idempotencyKey: randomUUID() }),
    refusals,
  )
  const answers = await patiently(
    () =>
      viaFinish.submitResponses(session.sessionId, {
        token: session.token,
        responses: [{ variableCode: 'CONSENT', valueNum: 1 }],
      }),
    refusals,
  )
  expect(answers.accepted).toBe(1)
  const finished = await patiently(
    () => viaFinish.finishSession(session.sessionId, { token: session.token }),
    refusals,
  )
  expect(finished.status).toBe('completed')
  return { seconds: (performance.now() - startedAt) / 1000, refusals: refusals.count }
}

describe('invented sessions against the library defaults', () => {
  it('four flooding clients cannot keep participants from finishing within 15 s', async () => {
    const apiKey = await newKey()
    // Two proxy processes sharing a store (the README's scale-out), and a third with its own
    // memory store, which has never heard of a session the others started.
    const shared = createMemoryStore()
    const first = await startProxy(apiKey, shared)
    const second = await startProxy(apiKey, shared)
    const alone = await startProxy(apiKey)
    const proxies = [first, second, alone]
    let done = false
    const flooders = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map((address) =>
      flood(
        address,
        proxies.map((proxy) => proxy.url),
        () => done,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 500)) // the flood is under way

    const [sharing, apart] = await Promise.all([
      takeStudy(first.url, second.url),
      takeStudy(first.url, alone.url),
    ])
    done = true
    const floodStatuses = (await Promise.all(flooders)).flat()

    // Known sessions go through at once; one another process started waits at most a little.
    expect(sharing.seconds).toBeLessThan(15)
    expect(sharing.refusals).toBe(0)
    expect(apart.seconds).toBeLessThan(15)
    // The flood was real, was refused, and cost the key at most the unverified lanes.
    expect(floodStatuses.length).toBeGreaterThan(100)
    expect(floodStatuses.filter((status) => status >= 500 || status === 0)).toEqual([])
    expect(floodStatuses.filter((status) => status === 404).length).toBeGreaterThan(0)
    const inventedUpstream = proxies.reduce(
      (sum, { proxy }) => sum + (proxy.stats().upstreamStatuses['404'] ?? 0),
      0,
    )
    // Per proxy store: four clients × a burst of 2, plus 6 a minute each for these seconds.
    expect(inventedUpstream).toBeLessThanOrEqual(2 * 4 * 4)
    console.info(
      `[flood] ${floodStatuses.length} invented calls, ${inventedUpstream} reached the service; ` +
        `participant (shared store) ${sharing.seconds.toFixed(1)} s, ` +
        `(other store) ${apart.seconds.toFixed(1)} s with ${apart.refusals} × 429`,
    )
  }, 30_000)
})
