import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { loadAnswerDelivery } from '../src/core/load-answer-delivery'
import { prefetchLaterParts } from '../src/react/use-later-parts'

// The widget keeps sessions in localStorage (persist: 'local'); each test starts on a fresh device.
afterEach(() => {
  if (typeof window === 'undefined') return
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// A participant's first page arrives with the code that records answers and the later parts,
// both fetched as the widget mounts (docs/architecture.md, "What a study loads"); the tests start
// where participants do, with them loaded — not after Vite transformed them for the first test
// of a file. Answers given before the first arrives: test/core/create-study-session.test.ts; a
// page without the later parts: test/react/later-parts.test.tsx.
await Promise.all([loadAnswerDelivery(), prefetchLaterParts()])
