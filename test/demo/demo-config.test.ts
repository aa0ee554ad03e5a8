import { describe, expect, it } from 'vitest'
import { readDemoConfig } from '../../demo/demo-config'

describe('readDemoConfig', () => {
  it('serves the built pages unless --dev or DEMO_DEV=1 asks for the dev server', () => {
    expect(readDemoConfig([], {}).dev).toBe(false)
    expect(readDemoConfig(['--dev'], {}).dev).toBe(true)
    expect(readDemoConfig(['--port', '5200', '--dev'], {})).toMatchObject({ dev: true, port: 5200 })
    expect(readDemoConfig([], { DEMO_DEV: '1' }).dev).toBe(true)
    expect(readDemoConfig([], { DEMO_DEV: 'true' }).dev).toBe(true)
    expect(readDemoConfig([], { DEMO_DEV: '0' }).dev).toBe(false)
  })

  it('says how to set DEMO_DEV when it cannot read it', () => {
    expect(() => readDemoConfig([], { DEMO_DEV: 'yes please' })).toThrow(/DEMO_DEV must be 1 or 0/)
  })

  it('lets the host page redirect to the origins DEMO_REDIRECT_ORIGINS lists, none by default', () => {
    expect(readDemoConfig([], {}).redirectOrigins).toEqual([])
    expect(
      readDemoConfig([], {
        DEMO_REDIRECT_ORIGINS: 'https://app.prolific.com, https://panel.example.com ',
      }).redirectOrigins,
    ).toEqual(['https://app.prolific.com', 'https://panel.example.com'])
  })
})
