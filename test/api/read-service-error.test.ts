import { describe, expect, it } from 'vitest'
import { parseRetryAfter, readServiceError } from '../../src/api/read-service-error'

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, statusText: 'Nope', headers })
const byStatus = (status: number) => `http_${status}`

describe('readServiceError', () => {
  it('reads the code, message and details of the documented body', () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'responses[0].valueNum is out of range',
        details: [{ field: 'responses[0].valueNum', problem: 'out of range' }],
      },
    }
    expect(readServiceError(answer(422), body, byStatus)).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'responses[0].valueNum is out of range',
      details: body.error.details,
      retryAfterSeconds: undefined,
    })
  })

  it('goes by the status for any other body: HTML, null, a string error, wrong types', () => {
    for (const body of [undefined, null, '<html>', { error: 'busy' }, { error: { code: 7 } }]) {
      const read = readServiceError(answer(502), body, byStatus)
      expect(read.code).toBe('http_502')
      expect(read.message).toBe('The server answered 502 Nope')
      expect(read.details).toBeUndefined()
    }
  })

  it('reads Retry-After along with the body', () => {
    expect(readServiceError(answer(429, { 'retry-after': '3' }), {}, byStatus)).toMatchObject({
      retryAfterSeconds: 3,
    })
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, in whole seconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter(' 12 ')).toBe(12)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:09 GMT', now)).toBe(9)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:01 GMT', now + 500)).toBe(1)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0)
  })

  it('ignores what it cannot read', () => {
    for (const header of [null, '', '  ', '-1', '1.5', 'soon']) {
      expect(parseRetryAfter(header)).toBeUndefined()
    }
  })
})
