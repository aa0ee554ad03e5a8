import { expect, request, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startHostServer, type HostServer } from '../demo/host-server'
import {
  provisionKey,
  startSandboxProcess,
  type SandboxProcess,
} from '../demo/start-sandbox-process'
import { energyCheckScript, givenOf, runScript } from './support/energy-check-script'
import { expectStoredOnce } from './support/expect-stored-once'
import { loadStudyLabels } from './support/study-labels'
import { freePort } from './support/free-port'

// The Study Service restarts mid-study: this test runs a stack of its own (sandbox process on a
// temp database, proxy and host page on free ports), so it can stop the sandbox while the
// participant goes on, and start it again on the same database. The widget keeps the answers,
// retries through the proxy's 502s, and the results hold each answer once, and one completion.
const studyId = 'energy-check'

test('the sandbox restarted mid-study: every answer once, one completion', async ({ browser }) => {
  test.setTimeout(120_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'study-runner-restart-'))
  const db = join(dataDir, 'sandbox.db')
  const sandboxPort = await freePort()
  let sandbox: SandboxProcess | undefined
  let host: HostServer | undefined
  const context = await browser.newContext()
  try {
    sandbox = await startSandboxProcess({ port: sandboxPort, db })
    const apiKey = await provisionKey(sandbox.url)
    host = await startHostServer({ port: await freePort(), sandboxUrl: sandbox.url, apiKey })
    const page = await context.newPage()
    const api = await request.newContext({ baseURL: host.url })
    const labels = await loadStudyLabels(api, studyId, 'en')
    await api.dispose()
    const ref = `restart-${test.info().repeatEachIndex}`
    const script = energyCheckScript(labels, 8)
    await page.goto(`${host.url}/?lang=en&ref=${ref}`)
    await runScript(page, labels, script, {
      onPage: async (index) => {
        if (index === 2) await sandbox?.stop()
        if (index === 4) {
          // Two pages answered while the service was down; the participant was told it retries.
          await expect(page.locator('[data-study-runner] .sr-save-status')).toHaveText(
            "Couldn't save — retrying",
          )
          sandbox = await startSandboxProcess({ port: sandboxPort, db })
          await expect(page.locator('[data-study-runner] .sr-save-status')).toHaveText(
            'All answers saved',
            { timeout: 45_000 },
          )
        }
      },
    })
    await expectStoredOnce({ studyId, ref, given: givenOf(script), sandboxUrl: sandbox.url })
  } finally {
    await context.close()
    await host?.close().catch(() => undefined)
    await sandbox?.stop().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
