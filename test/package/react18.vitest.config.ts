import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// The component and element tests against React 18 (docs/architecture.md: peer react ^18 || ^19).
// React 18 cannot sit beside React 19 in the repository, so the packed-package test installs it
// into a temporary app and points this config at it (STUDY_RUNNER_REACT18_MODULES); every import of
// react / react-dom — ours, the tests', and those of the React-facing dependencies, which are
// inlined so that the alias reaches them — resolves to that copy.
const modules = process.env.STUDY_RUNNER_REACT18_MODULES
if (!modules) {
  throw new Error(
    'STUDY_RUNNER_REACT18_MODULES must name a node_modules folder with react@18 and react-dom@18 (npm run test:package sets it)',
  )
}

const root = join(import.meta.dirname, '../..')

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // The ES build, so that its own imports of react-dom go through the alias too.
      {
        find: /^@testing-library\/react$/,
        replacement: join(
          root,
          'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
        ),
      },
      { find: /^react-dom(\/.*)?$/, replacement: `${join(modules, 'react-dom')}$1` },
      { find: /^react(\/.*)?$/, replacement: `${join(modules, 'react')}$1` },
    ],
  },
  test: {
    root,
    include: [
      'test/react/**/*.test.tsx',
      'test/element/**/*.test.ts',
      'test/package/**/*.test.tsx',
    ],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
    pool: 'forks',
    // React 18 has no stylesheet hoisting: each widget keeps its (scoped) <style> inside its own
    // root instead of one in <head>. Everything else must behave the same.
    testNamePattern: /^(?!.*injects its scoped stylesheet once)/,
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /zustand/] } },
  },
})
