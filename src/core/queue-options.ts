/**
 * How the response queue sends, retries and batches (docs/architecture.md#the-request-budget,
 * docs/architecture.md#the-widgets-promises). Every member is
 * optional; the defaults suit production. Tests and fault-injection runs shorten the delays.
 * @example { baseDelayMs: 5, maxDelayMs: 50 } // millisecond retries for an e2e run
 */
export interface ResponseQueueOptions {
  /**
   * The ceiling of the first retry's delay; each further failure doubles it, up to `maxDelayMs`.
   * The actual delay is drawn uniformly below the ceiling ("full jitter").
   * @default 1000
   */
  baseDelayMs?: number
  /**
   * The largest ceiling a retry's delay may reach.
   * @default 30000
   */
  maxDelayMs?: number
  /**
   * The longest `Retry-After` honoured; a longer one is cut to this.
   * @default 300000 (5 minutes)
   */
  maxRetryAfterMs?: number
  /**
   * How long one request may take before it is abandoned and retried (a hung connection).
   * @default 20000
   */
  requestTimeoutMs?: number
  /**
   * With `sendMode: 'stream'`: how long answers gather before they go out as one batch.
   * @default 3000
   */
  streamIntervalMs?: number
  /**
   * The largest request body of one batch in bytes; a larger batch is split (the proxy accepts
   * 64 KB and a `keepalive` request may carry at most 64 KiB in all).
   * @default 32000
   */
  maxBatchBytes?: number
  /**
   * How many times a session start is retried after a network failure, 408, 429 or 5xx before
   * the participant is offered to try again.
   * @default 4
   */
  startRetries?: number
  /**
   * Random numbers in [0, 1) for the jitter.
   * @default Math.random
   */
  random?: () => number
}

/** The options with every default filled in. */
export type ResolvedQueueOptions = Required<ResponseQueueOptions>

/** The production defaults of {@link ResponseQueueOptions}. */
export const defaultQueueOptions: Readonly<ResolvedQueueOptions> = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 300_000,
  requestTimeoutMs: 20_000,
  streamIntervalMs: 3000,
  maxBatchBytes: 32_000,
  startRetries: 4,
  random: Math.random,
}

/** Fills in the defaults; `undefined` members count as absent. */
export function resolveQueueOptions(options: ResponseQueueOptions = {}): ResolvedQueueOptions {
  const resolved = { ...defaultQueueOptions }
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined) (resolved as Record<string, unknown>)[name] = value
  }
  return resolved
}
