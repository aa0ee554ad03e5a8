import { describe, expect, it } from 'vitest'
import { checkHostOptions } from '../../src/core/check-host-options'

describe('checkHostOptions', () => {
  it('accepts the documented values and leaving them out', () => {
    expect(() => checkHostOptions({})).not.toThrow()
    for (const persist of ['local', 'session', 'none']) {
      expect(() => checkHostOptions({ persist })).not.toThrow()
    }
    for (const sendMode of ['page', 'stream']) {
      expect(() => checkHostOptions({ sendMode })).not.toThrow()
    }
  })

  it('throws a message that names the allowed values', () => {
    expect(() => checkHostOptions({ persist: 'localStorage' })).toThrow(
      `[study-runner] persist must be 'local', 'session', 'none' or left out; got "localStorage"`,
    )
    expect(() => checkHostOptions({ sendMode: 1 })).toThrow(/sendMode must be 'page', 'stream'/)
  })
})
