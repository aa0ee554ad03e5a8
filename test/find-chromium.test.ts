import { describe, expect, it } from 'vitest'
import { chromiumInstallPlan, parseOsRelease } from './chromium-install-plan'
import {
  chromiumMissingMessage,
  debianChromium,
  findChromium,
  requireChromium,
  type ChromiumSearch,
} from './find-chromium'

const playwrightBuild = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome'

/** A machine with these executables and this environment. */
function machine(executables: string[], env: Record<string, string> = {}): ChromiumSearch {
  return {
    env,
    isExecutable: (path) => executables.includes(path),
    playwrightChromium: () => playwrightBuild,
  }
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, whatever else is installed', () => {
    const search = machine(['/opt/chrome', playwrightBuild, debianChromium], {
      CHROMIUM_PATH: '/opt/chrome',
    })
    expect(findChromium(search)).toEqual({ path: '/opt/chrome', from: 'CHROMIUM_PATH' })
  })

  it("then Playwright's own build, then Debian's /usr/bin/chromium", () => {
    expect(findChromium(machine([playwrightBuild, debianChromium]))).toEqual({
      path: playwrightBuild,
      from: 'playwright',
    })
    expect(findChromium(machine([debianChromium]))).toEqual({
      path: '/usr/bin/chromium',
      from: 'debian',
    })
  })

  it('treats an empty CHROMIUM_PATH as unset', () => {
    expect(findChromium(machine([debianChromium], { CHROMIUM_PATH: '' }))?.from).toBe('debian')
  })

  it('refuses a CHROMIUM_PATH that names no executable rather than launching another browser', () => {
    const search = machine([debianChromium], { CHROMIUM_PATH: '/opt/typo/chrome' })
    expect(() => findChromium(search)).toThrow(
      /CHROMIUM_PATH=\/opt\/typo\/chrome is not an executable file: point it at/,
    )
  })

  it('finds nothing on a machine with none, and requireChromium says how to get one', () => {
    expect(findChromium(machine([]))).toBeUndefined()
    expect(() => requireChromium(machine([]))).toThrow(chromiumMissingMessage())
    const message = chromiumMissingMessage()
    expect(message).toContain('apt-get install -y --no-install-recommends chromium')
    expect(message).toContain('CHROMIUM_PATH=/path/to/chrome npm test')
    expect(message).toContain('npx playwright install --with-deps chromium')
  })
})

describe('chromiumInstallPlan', () => {
  const debian = parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n')

  it("installs Debian's package as root on Debian with apt-get", () => {
    expect(chromiumInstallPlan({ uid: 0, osRelease: debian, hasAptGet: true })).toEqual({
      install: true,
      commands: [
        ['apt-get', 'update', '-q'],
        ['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium'],
      ],
    })
  })

  it('never asks for a password, nor installs on other systems or without apt-get', () => {
    expect(chromiumInstallPlan({ uid: 1000, osRelease: debian, hasAptGet: true })).toEqual({
      install: false,
      reason: 'not running as root',
    })
    const ubuntu = parseOsRelease('ID=ubuntu\nID_LIKE=debian\n')
    expect(chromiumInstallPlan({ uid: 0, osRelease: ubuntu, hasAptGet: true })).toEqual({
      install: false,
      reason: 'not Debian (ID=ubuntu)',
    })
    expect(chromiumInstallPlan({ uid: 0, osRelease: {}, hasAptGet: true })).toMatchObject({
      install: false,
      reason: 'not Debian (ID=unknown)',
    })
    expect(chromiumInstallPlan({ uid: 0, osRelease: debian, hasAptGet: false })).toMatchObject({
      install: false,
    })
    expect(
      chromiumInstallPlan({ uid: undefined, osRelease: debian, hasAptGet: true }).install,
    ).toBe(false)
  })

  it('reads quoted and unquoted os-release values', () => {
    expect(
      parseOsRelease('ID=debian\nNAME="Debian GNU/Linux"\nVERSION_ID=\'12\'\n# note\n'),
    ).toEqual({
      ID: 'debian',
      NAME: 'Debian GNU/Linux',
      VERSION_ID: '12',
    })
  })
})
