import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
    pool: 'forks',
  },
})
