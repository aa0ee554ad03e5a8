import autocannon from 'autocannon'

/** An autocannon run and its throughput, timed from the start to the last response. */
export interface TimedLoad {
  result: autocannon.Result
  perSecond: number
}

/**
 * Runs autocannon and times it from the start to the last response: autocannon notices the end
 * of a run (and averages requests) on a one-second tick, which rounds a short run's rate.
 */
export function timedLoad(options: autocannon.Options): Promise<TimedLoad> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let last = started
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
      if (error) return reject(error instanceof Error ? error : new Error('autocannon failed'))
      const seconds = (last - started) / 1000
      resolve({ result, perSecond: Math.round(result.requests.total / seconds) })
    })
    instance.on('response', () => (last = performance.now()))
  })
}
