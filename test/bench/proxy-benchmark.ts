import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import type { StudyContent } from '../../src/api/types'
import type { StudyProxyStats } from '../../src/server'
import type { Benchmark, BenchTable } from './benchmark'
import { startChildServer } from './child-server'
import { plannedPages, runParticipant, type ParticipantOutcome } from './simulated-participant'

const studyId = 'energy-check'

/**
 * The proxy's cost and its budget at work (issue 7):
 * 1. latency — the same calls against the sandbox directly and through the proxy (autocannon,
 *    10 connections, 3,000 requests each, after a warm-up); the proxy's added latency as a ratio;
 * 2. crowd — simulated participants arriving at 10× what the key's budget (120 a minute) can
 *    serve, against a sandbox enforcing that limit: upstream calls per completed participant, and
 *    upstream 429s (the target is none).
 * Everything listens on 127.0.0.1; sandbox and proxy run in their own processes.
 */
export const proxyBenchmark: Benchmark = {
  name: 'proxy',
  timeLimitMs: 180_000,
  async run(log) {
    const latency = await measureLatency(log)
    const crowd = await simulateCrowd(log)
    return {
      tables: [latency.table, crowd.table],
      figures: { latency: latency.figures, crowd: crowd.figures },
    }
  },
}

const newKey = () => `sk_live_${randomBytes(24).toString('base64url')}`

async function measureLatency(log: (line: string) => void) {
  const key = newKey()
  const sandbox = await startChildServer('serve-sandbox.ts', [key, '1000000000', '1000000000000'])
  const proxy = await startChildServer('serve-proxy.ts', [
    `${sandbox.url}/api/public/v1`,
    key,
    'unlimited',
  ])
  try {
    const direct = `${sandbox.url}/api/public/v1`
    const auth = { authorization: `Bearer ${key}` }
    const json = { 'content-type': 'application/json' }
    const browser = { 'sec-fetch-site': 'same-origin' }
    const content = (await (
      await fetch(`${direct}/studies/${studyId}/content`, { headers: auth })
    ).json()) as StudyContent
    const session = (await (
      await fetch(`${direct}/studies/${studyId}/sessions`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: '{}',
      })
    ).json()) as { sessionId: string; token: string }
    const item = content.instrumentItems[0]!
    const body = JSON.stringify({
      token: session.token,
      responses: [{ variableCode: item.variableCode, valueNum: item.options[0]!.value }],
    })
    const scenarios = [
      {
        name: 'POST responses (forwarded)',
        direct: {
          url: `${direct}/sessions/${session.sessionId}/responses`,
          method: 'POST' as const,
          headers: { ...auth, ...json },
          body,
        },
        proxied: {
          url: `${proxy.url}/api/study/sessions/${session.sessionId}/responses`,
          method: 'POST' as const,
          headers: { ...browser, ...json },
          body,
        },
      },
      {
        name: 'GET content (cached)',
        direct: {
          url: `${direct}/studies/${studyId}/content`,
          method: 'GET' as const,
          headers: auth,
        },
        proxied: {
          url: `${proxy.url}/api/study/studies/${studyId}/content`,
          method: 'GET' as const,
          headers: browser,
        },
      },
    ]
    const rows: BenchTable['rows'] = []
    const figures: Record<string, unknown> = {}
    for (const scenario of scenarios) {
      const measured: Record<string, autocannon.Result> = {}
      for (const path of ['direct', 'proxied'] as const) {
        await load({ ...scenario[path], amount: 300 }) // warm-up: JIT, connections, cache
        measured[path] = await load({ ...scenario[path], amount: 3000 })
        const result = measured[path]
        log(
          `${scenario.name} ${path}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`,
        )
      }
      const { direct: d, proxied: p } = measured as {
        direct: autocannon.Result
        proxied: autocannon.Result
      }
      const row = {
        call: scenario.name,
        'direct p50 ms': d.latency.p50,
        'proxy p50 ms': p.latency.p50,
        'p50 ratio': ratio(p.latency.p50, d.latency.p50),
        'direct p99 ms': d.latency.p99,
        'proxy p99 ms': p.latency.p99,
        'p99 ratio': ratio(p.latency.p99, d.latency.p99),
        'direct req/s': Math.round(d.requests.average),
        'proxy req/s': Math.round(p.requests.average),
        'non-2xx': d.non2xx + p.non2xx + d.errors + p.errors,
      }
      rows.push(row)
      figures[scenario.name] = row
    }
    return {
      table: {
        title: 'Latency: sandbox directly vs through the proxy (10 connections, 3,000 requests)',
        rows,
      },
      figures,
    }
  } finally {
    await proxy.stop()
    await sandbox.stop()
  }
}

function load(options: {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  amount: number
}) {
  return autocannon({ ...options, connections: 10, timeout: 10 })
}

function ratio(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 100) / 100 : NaN
}

async function simulateCrowd(log: (line: string) => void) {
  const key = newKey()
  // The sandbox enforces the real limits: 120 a minute, 10,000 a day per key.
  const sandbox = await startChildServer('serve-sandbox.ts', [key, '120', '10000'])
  const proxy = await startChildServer('serve-proxy.ts', [
    `${sandbox.url}/api/public/v1`,
    key,
    'crowd',
  ])
  try {
    const probe = await fetch(`${proxy.url}/api/study/studies/${studyId}/content`, {
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '192.0.2.1' },
    })
    const pages = plannedPages((await probe.json()) as StudyContent)
    const callsPerParticipant = pages + 2
    const overload = 10
    const arrivalMs = 30_000
    const drainMs = 60_000
    // What the budget can carry: ~110 calls a minute (burst 10 + refill), i.e. per participant.
    const perMinuteCapacity = 120 / callsPerParticipant
    const arrivalsPerMinute = overload * perMinuteCapacity
    const gapMs = 60_000 / arrivalsPerMinute
    const started = Date.now()
    const deadline = started + arrivalMs + drainMs
    log(
      `crowd: ${pages} pages, ${arrivalsPerMinute.toFixed(0)} arrivals a minute for ${arrivalMs / 1000} s (${overload}× the budget), then up to ${drainMs / 1000} s to drain`,
    )

    const runs: Promise<ParticipantOutcome>[] = []
    for (let i = 0; Date.now() - started < arrivalMs; i++) {
      runs.push(
        runParticipant({
          proxyUrl: proxy.url,
          studyId,
          clientIp: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          thinkMs: [300, 900],
          startPatienceMs: 15_000,
          deadline,
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, gapMs))
    }
    const outcomes = await Promise.all(runs)
    const seconds = (Date.now() - started) / 1000
    const stats = (await (await fetch(`${proxy.url}/_stats`)).json()) as StudyProxyStats
    const upstream = Object.values(stats.upstreamCalls).reduce((a, b) => a + b, 0)
    const completed = outcomes.filter((o) => o.completed).length
    const figures = {
      pages,
      target: callsPerParticipant,
      arrivals: outcomes.length,
      offeredLoad: `${overload}×`,
      completed,
      turnedAway: outcomes.filter((o) => o.turnedAway).length,
      unfinished: outcomes.filter((o) => !o.completed && !o.turnedAway).length,
      upstreamCalls: upstream,
      upstreamCallsByRoute: stats.upstreamCalls,
      upstreamPerCompleted: completed ? Math.round((upstream / completed) * 100) / 100 : NaN,
      // Content is one shared fetch per study per cache period, whatever the crowd size.
      upstreamPerCompletedBesidesContent: completed
        ? Math.round(((upstream - stats.upstreamCalls.content) / completed) * 100) / 100
        : NaN,
      upstream429: stats.upstreamStatuses['429'] ?? 0,
      upstreamPerMinute: Math.round((upstream / seconds) * 60),
      proxy429: stats.rejected.budget + stats.rejected.rateLimit,
      queued: stats.queued,
      cacheHits: stats.cacheHits,
      seconds: Math.round(seconds),
    }
    log(`crowd: ${JSON.stringify(figures)}`)
    const rows = [
      { figure: 'arrivals (10× the budget)', value: figures.arrivals },
      { figure: 'completed', value: completed },
      { figure: 'turned away with 429 (never started)', value: figures.turnedAway },
      { figure: 'unfinished at the deadline', value: figures.unfinished },
      { figure: 'upstream calls', value: upstream },
      { figure: 'upstream calls per completed participant', value: figures.upstreamPerCompleted },
      {
        figure: '… besides the one shared content fetch',
        value: figures.upstreamPerCompletedBesidesContent,
      },
      { figure: `target: pages + 2`, value: callsPerParticipant },
      { figure: 'upstream calls a minute, average (limit 120)', value: figures.upstreamPerMinute },
      { figure: 'upstream 429s', value: figures.upstream429 },
      { figure: '429s answered by the proxy', value: figures.proxy429 },
      { figure: 'calls queued for budget', value: stats.queued },
      { figure: 'content cache hits', value: stats.cacheHits },
    ]
    return { table: { title: `Crowd at 10× the budget (${figures.seconds} s)`, rows }, figures }
  } finally {
    await proxy.stop()
    await sandbox.stop()
  }
}
