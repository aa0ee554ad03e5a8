import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StudyContent } from '../../src/api/types'
import type { Benchmark, BenchTable } from './benchmark'
import { startChildServer } from './child-server'
import { plannedAnswers } from './simulated-participant'
import { timedLoad } from './timed-load'

const studyId = 'energy-check'
const batchSize = 10
const batchSeconds = 5
/** Sessions answered in full, then finished as fast as the sandbox goes. */
const finishes = 600
const connections = 10

interface Session {
  sessionId: string
  token: string
}

/**
 * The sandbox on SQLite (issue 12, part 4), over HTTP on loopback, its database a temporary
 * file, limits off: response batches a second (POST …/responses with 10 answers of the example
 * study, round-robin over 100 sessions, 10 connections for 5 s) and finishes a second (600
 * sessions answered in full, each finished once: scoring of the DES-6 instrument, the session's
 * completion and its event, 10 connections). Sessions are all started before anything is
 * finished (the study closes at its target sample size).
 */
export const sandboxBenchmark: Benchmark = {
  name: 'sandbox',
  timeLimitMs: 120_000,
  async run(log) {
    const dir = mkdtempSync(join(tmpdir(), 'study-runner-bench-db-'))
    const key = `sk_live_${randomBytes(24).toString('base64url')}`
    const sandbox = await startChildServer('serve-sandbox.ts', [
      key,
      '1000000000',
      '1000000000000',
      '--db',
      join(dir, 'sandbox.db'),
    ])
    const api = `${sandbox.url}/api/public/v1`
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${api}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    }
    try {
      const content = await call<StudyContent>(`/studies/${studyId}/content`)
      const answers = plannedAnswers(content)
      const batch = answers.slice(0, batchSize)
      const start = () => call<Session>(`/studies/${studyId}/sessions`, {})
      const sessions = await inParallel(100 + finishes, start)
      const batchSessions = sessions.slice(0, 100)
      const finishSessions = sessions.slice(100)

      let next = 0
      const { result: batches, perSecond: batchesPerSecond } = await timedLoad({
        url: `${api}/sessions`,
        method: 'POST',
        headers,
        connections,
        duration: batchSeconds,
        requests: [
          {
            setupRequest: (request) => {
              const session = batchSessions[next++ % batchSessions.length]!
              return {
                ...request,
                path: `/api/public/v1/sessions/${session.sessionId}/responses`,
                body: JSON.stringify({ token: session.token, responses: batch }),
              }
            },
          },
        ],
      })
      log(
        `batches: ${batches.requests.total} at ${batchesPerSecond}/s, p50 ${batches.latency.p50} ms, non-2xx ${batches.non2xx}`,
      )

      await inParallel(finishSessions.length, (i) =>
        call(`/sessions/${finishSessions[i]!.sessionId}/responses`, {
          token: finishSessions[i]!.token,
          responses: answers,
        }),
      )
      next = 0
      const { result: finished, perSecond: finishesPerSecond } = await timedLoad({
        url: `${api}/sessions`,
        method: 'POST',
        headers,
        connections,
        amount: finishSessions.length,
        requests: [
          {
            setupRequest: (request) => {
              const session = finishSessions[next++]!
              return {
                ...request,
                path: `/api/public/v1/sessions/${session.sessionId}/finish`,
                body: JSON.stringify({ token: session.token }),
              }
            },
          },
        ],
      })
      // A finish answered again is idempotent: check that the last one was scored.
      const last = finishSessions.at(-1)!
      const scored = await call<{ scores: unknown[] }>(`/sessions/${last.sessionId}/finish`, {
        token: last.token,
      })
      log(
        `finishes: ${finished.requests.total} at ${finishesPerSecond}/s, p50 ${finished.latency.p50} ms, non-2xx ${finished.non2xx}, scores of the last: ${scored.scores.length}`,
      )
      const table: BenchTable = {
        title: `Sandbox on a SQLite file, over loopback HTTP (${connections} connections)`,
        rows: [
          {
            call: `POST …/responses (${batch.length} answers)`,
            'per second': batchesPerSecond,
            'p50 ms': batches.latency.p50,
            'p99 ms': batches.latency.p99,
            'non-2xx': batches.non2xx + batches.errors,
          },
          {
            call: `POST …/finish (scoring ${scored.scores.length} scale(s))`,
            'per second': finishesPerSecond,
            'p50 ms': finished.latency.p50,
            'p99 ms': finished.latency.p99,
            'non-2xx': finished.non2xx + finished.errors,
          },
        ],
      }
      return {
        tables: [table],
        figures: { batchesPerSecond, finishesPerSecond, batchAnswers: batch.length, finishes },
        metrics: [
          { key: 'batchesPerSecond', value: batchesPerSecond, unit: '/s', better: 'higher' },
          { key: 'finishesPerSecond', value: finishesPerSecond, unit: '/s', better: 'higher' },
        ],
        targets: [],
      }
    } finally {
      await sandbox.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}

/** Runs `work(0…count-1)`, `connections` at a time, and returns the results in order. */
async function inParallel<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let index = next++; index < count; index = next++) results[index] = await work(index)
    }),
  )
  return results
}
