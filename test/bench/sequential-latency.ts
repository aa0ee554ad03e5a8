import { Agent, request } from 'node:http'

/** One HTTP call to time. */
export interface TimedCall {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

/** Latencies (ms, sub-millisecond) of each of several calls made in the same run. */
export interface SequentialTimes {
  times: number[][]
  /** Answers that were not 2xx, over all calls. */
  failures: number
}

/**
 * Times `calls` one request at a time over one kept-alive connection each (no queueing, so the
 * figure is the path's own latency), `count` times each after `warmUp` untimed ones. The calls
 * take turns in blocks of 50, so that whatever else the machine does lands on all of them alike.
 */
export async function timeSequentially(
  calls: TimedCall[],
  count: number,
  warmUp = 200,
): Promise<SequentialTimes> {
  const agents = calls.map(() => new Agent({ keepAlive: true, maxSockets: 1 }))
  const times = calls.map((): number[] => [])
  let failures = 0
  try {
    const block = 50
    for (let done = -warmUp; done < count; done += block) {
      for (const [index, call] of calls.entries()) {
        for (let i = 0; i < block; i++) {
          const { ms, ok } = await timeOnce(call, agents[index]!)
          if (!ok) failures++
          if (done >= 0) times[index]!.push(ms)
        }
      }
    }
  } finally {
    for (const agent of agents) agent.destroy()
  }
  return { times, failures }
}

function timeOnce(call: TimedCall, agent: Agent): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const outgoing = request(
      call.url,
      { method: call.method, headers: call.headers, agent },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            ok: (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(call.body)
  })
}
