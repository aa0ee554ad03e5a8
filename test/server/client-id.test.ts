import { describe, expect, it } from 'vitest'
import { defaultClientId, networkOf } from '../../src/server/client-id'

const withForwarded = (value: string) =>
  new Request('http://host.test/', { headers: { 'x-forwarded-for': value } })

describe('defaultClientId', () => {
  it('uses the socket address and ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(defaultClientId(withForwarded('1.1.1.1'), { remoteAddress: '10.0.0.1' }, false)).toBe(
      'ip:10.0.0.1',
    )
    expect(defaultClientId(new Request('http://h/'), undefined, false)).toBe('unknown')
  })

  it('takes the X-Forwarded-For entry the trusted proxies added, counted from the right', () => {
    const request = withForwarded('6.6.6.6, 1.1.1.1, 2.2.2.2')
    expect(defaultClientId(request, { remoteAddress: '10.0.0.1' }, true)).toBe('ip:2.2.2.2')
    expect(defaultClientId(request, { remoteAddress: '10.0.0.1' }, 2)).toBe('ip:1.1.1.1')
    expect(defaultClientId(new Request('http://h/'), { remoteAddress: '10.0.0.1' }, true)).toBe(
      'ip:10.0.0.1',
    )
  })
})

describe('networkOf', () => {
  it('counts IPv6 clients by their /64 and unwraps IPv4-mapped addresses', () => {
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:0db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64')
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7')
    expect(networkOf('x'.repeat(500))).toHaveLength(64)
  })
})
