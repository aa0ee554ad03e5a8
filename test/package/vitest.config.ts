import { defineConfig } from 'vitest/config'

// `npm run test:package`: the packed package in temporary host apps — Vite + React 18, Next.js,
// Express (slow: npm pack, npm install, builds, sessions in Chromium, and the component tests once
// more against React 18). Needs `npm run build` first. One spec at a time: each builds and serves
// an app of its own, and CI has two cores.
export default defineConfig({
  test: {
    include: ['test/package/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One spec at a time: each builds or installs (fresh-clone-pack.spec.ts runs a whole build),
    // and a build beside the React 18 component run starves its timing-sensitive tests.
    fileParallelism: false,
  },
})
