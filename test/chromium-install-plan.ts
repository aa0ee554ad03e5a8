/** What the machine offers for installing Debian's Chromium package. */
export interface InstallMachine {
  /** The process's user id (`process.getuid()`); undefined on Windows. */
  uid: number | undefined
  /** `/etc/os-release` as fields (`ID`, `VERSION_ID` …); empty when absent. */
  osRelease: Readonly<Record<string, string>>
  /** Whether `apt-get` is on the PATH. */
  hasAptGet: boolean
}

/** Whether `npm test` installs Chromium itself, with the commands, or why not. */
export type ChromiumInstallPlan =
  { install: true; commands: string[][] } | { install: false; reason: string }

/**
 * `npm test` installs Debian's `chromium` package itself only where that needs no one's password
 * and gives the browser the e2e tests were written against: as root, on Debian, with apt-get (a
 * CI container, a fresh VM). Anywhere else it stops with the commands to run
 * (`chromiumMissingMessage`): it never asks for sudo, and on Ubuntu the `chromium` package is a
 * wrapper around a snap that does not run in containers.
 */
export function chromiumInstallPlan(machine: InstallMachine): ChromiumInstallPlan {
  if (machine.uid !== 0) return { install: false, reason: 'not running as root' }
  if (machine.osRelease.ID !== 'debian') {
    return { install: false, reason: `not Debian (ID=${machine.osRelease.ID ?? 'unknown'})` }
  }
  if (!machine.hasAptGet) return { install: false, reason: 'apt-get is not on the PATH' }
  return {
    install: true,
    commands: [
      ['apt-get', 'update', '-q'],
      ['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium'],
    ],
  }
}

/** Parses `/etc/os-release` text into its fields, unquoting the values. */
export function parseOsRelease(text: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim())
    if (match) fields[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, '$2')
  }
  return fields
}
