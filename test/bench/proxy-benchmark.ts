import type autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import type { StudyContent } from '../../src/api/types'
import type { StudyProxyStats } from '../../src/server'
import type { Benchmark, BenchMetric, BenchTable, BenchTarget } from './benchmark'
import { startChildServer } from './child-server'
import { timeSequentially } from './sequential-latency'
import { plannedPages, runParticipant, type ParticipantOutcome } from './simulated-participant'
import { percentile, round } from './statistics'
import { timedLoad } from './timed-load'

const studyId = 'energy-check'

/**
 * The proxy's cost and its budget at work (issues 7 and 12):
 * 1. latency — the same calls against the sandbox directly and through the proxy, in one run:
 *    one request at a time (2,000 each, interleaved; sequential-latency.ts) for the latency the
 *    proxy adds, in ms and as a ratio; then autocannon with 10 connections (3,000 requests each,
 *    after a warm-up) for throughput. The proxy runs as a Node host mounts it (createPooledFetch,
 *    nodeContentEncoders); a second one calls upstream with Node's fetch, the path edge runtimes
 *    take, for the forwarded POST;
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
    const forwarded = latency.figures[forwardedCall]!
    const byFetch = latency.figures[forwardedByFetch]!
    const perCompleted = crowd.figures.upstreamPerCompletedBesidesContent
    const targets: BenchTarget[] = [
      {
        target: 'proxy: added p50 latency ≤ 1 ms (loopback)',
        figure: `${forwarded.addedP50} ms (×${forwarded.ratioP50}; p99 +${forwarded.addedP99} ms; by Node's fetch +${byFetch.addedP50} ms)`,
        met: forwarded.addedP50 <= 1,
      },
      {
        target: 'upstream calls per completed participant ≤ pages + 2',
        figure: `${perCompleted} + ${round(crowd.figures.upstreamPerCompleted - perCompleted, 2)} shared content ≤ ${crowd.figures.target}`,
        met: perCompleted <= crowd.figures.target,
      },
    ]
    return {
      tables: [...latency.tables, crowd.table],
      figures: { latency: latency.figures, crowd: crowd.figures },
      metrics: [...latency.metrics, ...crowd.metrics],
      targets,
    }
  },
}

const forwardedCall = 'POST responses (forwarded)'
const forwardedByFetch = "POST responses (forwarded by Node's fetch)"

const newKey = () => `sk_live_${randomBytes(24).toString('base64url')}`

async function measureLatency(log: (line: string) => void) {
  const key = newKey()
  const sandbox = await startChildServer('serve-sandbox.ts', [key, '1000000000', '1000000000000'])
  const proxy = await startChildServer('serve-proxy.ts', [
    `${sandbox.url}/api/public/v1`,
    key,
    'unlimited',
  ])
  const fetchProxy = await startChildServer('serve-proxy.ts', [
    `${sandbox.url}/api/public/v1`,
    key,
    'unlimited',
    '--upstream',
    'fetch',
  ])
  try {
    const direct = `${sandbox.url}/api/public/v1`
    const auth = { authorization: `Bearer ${key}` }
    const json = { 'content-type': 'application/json' }
    const browser = { 'sec-fetch-site': 'same-origin', 'accept-encoding': 'gzip, deflate, br' }
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
    // The same POST straight to the sandbox and through a proxy (`through`: its base URL).
    const forwarded = (through: string) => ({
      direct: {
        url: `${direct}/sessions/${session.sessionId}/responses`,
        method: 'POST' as const,
        headers: { ...auth, ...json },
        body,
      },
      proxied: {
        url: `${through}/api/study/sessions/${session.sessionId}/responses`,
        method: 'POST' as const,
        headers: { ...browser, ...json },
        body,
      },
    })
    const scenarios = [
      { name: forwardedCall, key: 'forwarded', throughput: true, ...forwarded(proxy.url) },
      {
        name: forwardedByFetch,
        key: 'forwardedByFetch',
        throughput: false,
        ...forwarded(fetchProxy.url),
      },
      {
        // Compressed by the proxy (br, once per revision); the sandbox sends it as it is.
        name: 'GET content (cached)',
        key: 'cached',
        throughput: true,
        direct: {
          url: `${direct}/studies/${studyId}/content`,
          method: 'GET' as const,
          headers: { ...auth, 'accept-encoding': browser['accept-encoding'] },
        },
        proxied: {
          url: `${proxy.url}/api/study/studies/${studyId}/content`,
          method: 'GET' as const,
          headers: browser,
        },
      },
    ]
    const sequential = await timeSequentially(
      scenarios.flatMap((scenario) => [scenario.direct, scenario.proxied]),
      2000,
    )
    const latencyRows: BenchTable['rows'] = []
    const throughputRows: BenchTable['rows'] = []
    const figures: Record<string, LatencyFigures> = {}
    const metrics: BenchMetric[] = []
    for (const [index, scenario] of scenarios.entries()) {
      const direct = sequential.times[index * 2]!
      const proxied = sequential.times[index * 2 + 1]!
      const p = (times: number[], fraction: number) => round(percentile(times, fraction), 2)
      const figure: LatencyFigures = {
        directP50: p(direct, 0.5),
        proxyP50: p(proxied, 0.5),
        addedP50: round(p(proxied, 0.5) - p(direct, 0.5), 2),
        ratioP50: ratio(p(proxied, 0.5), p(direct, 0.5)),
        directP99: p(direct, 0.99),
        proxyP99: p(proxied, 0.99),
        addedP99: round(p(proxied, 0.99) - p(direct, 0.99), 2),
        ratioP99: ratio(p(proxied, 0.99), p(direct, 0.99)),
        directRps: 0,
        proxyRps: 0,
      }
      latencyRows.push({
        call: scenario.name,
        'direct p50': figure.directP50,
        'proxy p50': figure.proxyP50,
        'added p50': figure.addedP50,
        'p50 ×': figure.ratioP50,
        'direct p99': figure.directP99,
        'proxy p99': figure.proxyP99,
        'added p99': figure.addedP99,
        'p99 ×': figure.ratioP99,
      })
      const metric = (
        name: string,
        value: number,
        unit: BenchMetric['unit'],
        noise: number,
      ): BenchMetric => ({ key: `${scenario.key}.${name}`, value, unit, better: 'lower', noise })
      metrics.push(
        metric('addedP50', figure.addedP50, 'ms', 0.1),
        metric('ratioP50', figure.ratioP50, '×', 0.1),
        metric('addedP99', figure.addedP99, 'ms', 0.5),
      )
      figures[scenario.name] = figure
      if (!scenario.throughput) continue
      const measured: Record<string, autocannon.Result> = {}
      const perSecond: Record<string, number> = {}
      for (const path of ['direct', 'proxied'] as const) {
        await load({ ...scenario[path], amount: 300 }) // warm-up: JIT, connections, cache
        const { result, perSecond: rate } = await load({ ...scenario[path], amount: 3000 })
        measured[path] = result
        perSecond[path] = rate
        log(
          `${scenario.name} ${path}: ${perSecond[path]} req/s (10 connections), p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}`,
        )
      }
      const { direct: d, proxied: x } = measured as Record<'direct' | 'proxied', autocannon.Result>
      figure.directRps = perSecond.direct!
      figure.proxyRps = perSecond.proxied!
      throughputRows.push({
        call: scenario.name,
        'direct req/s': figure.directRps,
        'proxy req/s': figure.proxyRps,
        '×': ratio(figure.proxyRps, figure.directRps),
        'direct p50 ms': d.latency.p50,
        'proxy p50 ms': x.latency.p50,
        'non-2xx': d.non2xx + x.non2xx + d.errors + x.errors,
      })
      metrics.push({
        key: `${scenario.key}.proxyRps`,
        value: figure.proxyRps,
        unit: 'req/s',
        better: 'higher',
      })
    }
    return {
      tables: [
        {
          title: `Latency in ms, one request at a time (2,000 each, interleaved; non-2xx ${sequential.failures})`,
          rows: latencyRows,
        },
        {
          title: 'Throughput on loopback (autocannon, 10 connections, 3,000 requests)',
          rows: throughputRows,
        },
      ],
      figures,
      metrics,
    }
  } finally {
    await fetchProxy.stop()
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
  return timedLoad({ ...options, connections: 10, timeout: 10 })
}

interface LatencyFigures {
  directP50: number
  proxyP50: number
  addedP50: number
  ratioP50: number
  directP99: number
  proxyP99: number
  addedP99: number
  ratioP99: number
  directRps: number
  proxyRps: number
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
      cacheHitRate: round((stats.cacheHits / (stats.cacheHits + stats.cacheMisses || 1)) * 100, 1),
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
      { figure: 'content cache hit rate %', value: figures.cacheHitRate },
    ]
    const metrics: BenchMetric[] = [
      {
        key: 'crowd.upstreamPerCompleted',
        value: figures.upstreamPerCompleted,
        unit: 'calls',
        better: 'lower',
        noise: 0.2,
      },
      {
        key: 'crowd.cacheHitRate',
        value: figures.cacheHitRate,
        unit: '%',
        better: 'higher',
        noise: 1,
      },
      { key: 'crowd.upstream429', value: figures.upstream429, unit: 'calls', better: 'lower' },
    ]
    return {
      table: { title: `Crowd at 10× the budget (${figures.seconds} s)`, rows },
      figures,
      metrics,
    }
  } finally {
    await proxy.stop()
    await sandbox.stop()
  }
}
