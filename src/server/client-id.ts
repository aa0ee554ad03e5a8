/** What the server adapter knows about the connection (`toNodeHandler` passes the socket address). */
export interface ClientInfo {
  /** The peer's IP address, e.g. `203.0.113.7` or `2001:db8::1`. */
  remoteAddress?: string
}

/**
 * Who the client is, for the per-client rate limit: the socket address, or with `trustProxy` the
 * `X-Forwarded-For` entry the trusted proxies saw (counted from the right: entries further left
 * are whatever the client wrote). IPv6 addresses count by their /64 network, the block one
 * subscriber usually holds, so rotating addresses within it does not escape the limit.
 *
 * @param trustProxy `true` or `1`: one proxy (a load balancer) in front; `n`: n proxies; `false`:
 * ignore `X-Forwarded-For` (it is then anyone's to forge).
 */
export function defaultClientId(
  request: Request,
  info: ClientInfo | undefined,
  trustProxy: boolean | number,
): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.floor(trustProxy)
  if (hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const seen = forwarded[Math.max(0, forwarded.length - hops)]
    if (seen) return `ip:${networkOf(seen)}`
  }
  return info?.remoteAddress ? `ip:${networkOf(info.remoteAddress)}` : 'unknown'
}

/** An IPv4 address as is; an IPv6 address as its /64 prefix; anything else bounded in length. */
export function networkOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
  if (mapped?.[1]) return mapped[1]
  if (/^\d{1,3}(?:\.\d{1,3}){3}(:\d+)?$/.test(bare)) return bare.replace(/:\d+$/, '')
  if (!/^[0-9a-f:]+$/i.test(bare) || !bare.includes(':')) return bare.slice(0, 64)
  const [head = '', tail] = bare.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length)
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
