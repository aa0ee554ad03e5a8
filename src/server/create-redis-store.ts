import type { ProxyStore, TokenBucketRule, WindowRule } from './proxy-store'

/**
 * Sends one raw Redis command and resolves its reply — whatever client you use:
 * ioredis `(args) => redis.call(...args)`, node-redis `(args) => client.sendCommand(args)`.
 */
export type RedisCommand = (args: string[]) => Promise<unknown>

/** Options of {@link createRedisStore}. */
export interface RedisStoreOptions {
  command: RedisCommand
  /** Prepended to every key, so several proxies (or keys) can share one Redis. @default 'study-proxy:' */
  prefix?: string
}

// Each operation is one Lua script: Redis runs it atomically, so proxies sharing the store never
// both take the last token. Numbers travel as strings; `now` is the caller's clock in ms.
const takeTokenScript = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local now = tonumber(ARGV[3])
local tokens = tonumber(redis.call('HGET', KEYS[1], 't'))
local updated = tonumber(redis.call('HGET', KEYS[1], 'u'))
if tokens == nil or updated == nil then tokens = capacity; updated = now end
tokens = math.min(capacity, tokens + math.max(0, now - updated) * perMs)
local wait = 0
if tokens < 1 then wait = math.max(1, math.ceil((1 - tokens) / perMs)) else tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 't', string.format('%.6f', tokens), 'u', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / perMs) + 1000)
return wait`

const countInWindowScript = `
local limit = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local slotMs = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local first = math.floor((now - windowMs) / slotMs)
local entries = redis.call('HGETALL', KEYS[1])
local count = 0
local oldest = nil
for i = 1, #entries, 2 do
  local slot = tonumber(entries[i])
  if slot < first then
    redis.call('HDEL', KEYS[1], entries[i])
  else
    count = count + tonumber(entries[i + 1])
    if oldest == nil or slot < oldest then oldest = slot end
  end
end
if count >= limit then
  if oldest == nil then return windowMs end
  return math.max(1, (oldest + 1) * slotMs + windowMs - now)
end
local current = math.floor(now / slotMs)
redis.call('HINCRBY', KEYS[1], string.format('%d', current), 1)
redis.call('PEXPIRE', KEYS[1], (current + 1) * slotMs + windowMs - now)
return 0`

// GET and DEL in one script rather than GETDEL, which needs Redis 6.2.
const takeScript = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('DEL', KEYS[1]) end
return value`

/**
 * A {@link ProxyStore} in Redis, shared by every proxy instance that holds the same key, so they
 * spend one budget and see one content cache (README "Scale-out"). Brings no Redis client: pass a
 * function that sends a raw command.
 *
 * @example
 * import Redis from 'ioredis'
 * const redis = new Redis(process.env.REDIS_URL!)
 * const store = createRedisStore({ command: (args) => redis.call(...(args as [string, ...string[]])) })
 */
export function createRedisStore(options: RedisStoreOptions): ProxyStore {
  const prefix = options.prefix ?? 'study-proxy:'
  const run = async (script: string, key: string, args: number[]) =>
    Number(await options.command(['EVAL', script, '1', prefix + key, ...args.map(String)]))

  return {
    takeToken: (key: string, rule: TokenBucketRule, now: number) =>
      run(takeTokenScript, key, [rule.capacity, rule.refillPerSecond, Math.floor(now)]),
    countInWindow: (key: string, rule: WindowRule, now: number) =>
      run(countInWindowScript, key, [rule.limit, rule.windowMs, rule.slotMs, Math.floor(now)]),
    async get(key: string) {
      const value = await options.command(['GET', prefix + key])
      return typeof value === 'string' ? value : undefined
    },
    async set(key: string, value: string, ttlMs: number) {
      await options.command([
        'SET',
        prefix + key,
        value,
        'PX',
        String(Math.max(1, Math.ceil(ttlMs))),
      ])
    },
    async take(key: string) {
      const value = await options.command(['EVAL', takeScript, '1', prefix + key])
      return typeof value === 'string' ? value : undefined
    },
  }
}
