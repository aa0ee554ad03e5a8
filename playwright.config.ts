import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from './test/chromium-launch'

// e2e runs the real demo (widget → proxy → sandbox → SQLite) on its own ports and a fresh database.
const port = Number(process.env.E2E_PORT ?? 5183)
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4083)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'study-runner-e2e-'))
process.env.E2E_DATA_DIR = dataDir

// The e2e reads results straight from the sandbox, as a researcher's backend would.
process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  globalTimeout: 10 * 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run demo',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: join(dataDir, 'sandbox.db'),
      CONSOLE_TOKEN: process.env.E2E_CONSOLE_TOKEN ?? 'e2e-console-token-0123456789',
      // A study written as a panel would (e2e/panel-check.spec.ts), beside the demo's own, and the
      // panel it sends participants back to; the demo's studies still return with a link.
      SANDBOX_SEED_DIR: join(import.meta.dirname, 'e2e/fixtures/seed'),
      DEMO_REDIRECT_ORIGINS: 'https://panel.example',
    },
  },
})
