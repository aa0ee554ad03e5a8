import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { loadAnswerDelivery } from '../src/core/load-answer-delivery'

// The widget keeps sessions in localStorage (persist: 'local'); each test starts on a fresh device.
afterEach(() => {
  if (typeof window === 'undefined') return
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// A participant's first page arrives with the code that records answers, fetched beside the
// content (docs/architecture.md, "What a study loads"); the tests start where participants do,
// with it loaded — not after Vite transformed it for the first test of a file. Answers given
// before it arrives: test/core/create-study-session.test.ts. (Nothing of src/react here: a test
// file's vi.mock must still reach the modules it mocks.)
await loadAnswerDelivery()
