// Lint with type information (typescript-eslint) plus the architecture's boundaries
// (docs/architecture.md): core imports no React, browser code nothing from src/server,
// src/server and src/node no React, and nothing in src imports demo/.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const noDemo = { group: ['**/demo/**', '../../demo/*'], message: 'src/ must not import demo/.' }
const noReact = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/react-query'],
  message: 'This layer is framework-free: no React imports.',
}
const noServer = {
  group: ['**/server', '**/server/*', '../server/**'],
  message: 'Browser code must not import src/server.',
}

export default tseslint.config(
  {
    // .data/ holds the sandbox's database and the demo's builds (git-ignored). test/package/apps
    // are host apps: their imports (next, express, the package by name) resolve only once
    // `npm run test:package` installs them, where `next build` and tsc check them.
    ignores: [
      'dist',
      'coverage',
      'playwright-report',
      'test-results',
      '.data',
      'src/api/*.gen.ts',
      'test/package/apps',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The lazy chunks write JSX over the handed-in `h` (src/react/field-shared.ts,
    // src/react/later-shared.ts).
    files: [
      'src/react/more-fields/**',
      'src/react/review-list.tsx',
      'src/react/completion-actions.tsx',
      'src/react/resume-dialog.tsx',
      'src/react/resume-link-notice.tsx',
    ],
    languageOptions: { parserOptions: { jsxPragma: 'h', jsxFragmentName: 'Fragment' } },
  },
  {
    files: ['src/core/**', 'src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noServer, noDemo] }] },
  },
  {
    // The server entries load in apps without React (react and react-dom are optional peers).
    files: ['src/server/**', 'src/node/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noDemo] }] },
  },
  {
    files: ['src/react/**', 'src/i18n/**', 'src/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDemo] }] },
  },
)
