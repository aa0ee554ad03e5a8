import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The host apps of test/package import the package by name; their server files run in unit
    // tests (test/server/framework-recipes.test.ts) against the sources.
    alias: {
      'study-runner/server': fileURLToPath(new URL('./src/server/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
    pool: 'forks',
  },
})
