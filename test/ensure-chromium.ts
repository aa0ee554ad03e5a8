import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chromiumInstallPlan, parseOsRelease } from './chromium-install-plan'
import { chromiumMissingMessage, findChromium, type FoundChromium } from './find-chromium'

// `npm test`'s first step (`npm run test:browser`): the end-to-end tests come last and need a
// Chromium, so its absence is found before minutes of other tests, not after. Finds one the way
// every launch does (find-chromium.ts), installs Debian's package where that is allowed
// (chromium-install-plan.ts), else prints how to get one and exits 1.

const described: Record<FoundChromium['from'], string> = {
  CHROMIUM_PATH: 'from CHROMIUM_PATH',
  playwright: "Playwright's own build",
  debian: "Debian's package",
}

function main(): number {
  let found: FoundChromium | undefined
  try {
    found = findChromium()
  } catch (error) {
    console.error((error as Error).message)
    return 1
  }
  if (!found) {
    const plan = chromiumInstallPlan({
      uid: process.getuid?.(),
      osRelease: parseOsRelease(readText('/etc/os-release')),
      hasAptGet: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
    })
    if (!plan.install) {
      console.error(chromiumMissingMessage())
      console.error(`(Not installed automatically: ${plan.reason}.)`)
      return 1
    }
    console.log(
      "[study-runner] No Chromium found: installing Debian's chromium package (root, apt-get)",
    )
    for (const command of plan.commands) {
      console.log(`$ ${command.join(' ')}`)
      const result = spawnSync(command[0]!, command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      if (result.status !== 0) {
        console.error(
          `[study-runner] \`${command.join(' ')}\` failed.\n${chromiumMissingMessage()}`,
        )
        return 1
      }
    }
    found = findChromium()
    if (!found) {
      console.error(
        `[study-runner] chromium was installed but is not at the expected place.\n${chromiumMissingMessage()}`,
      )
      return 1
    }
  }
  console.log(
    `[study-runner] Chromium for the browser tests: ${found.path} (${described[found.from]})`,
  )
  return 0
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

process.exitCode = main()
