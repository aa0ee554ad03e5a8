import { configure } from '@testing-library/dom'
import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { loadAnswerDelivery } from '../src/core/load-answer-delivery'

// Screens behind a lazy chunk (a dynamic import) appear when the chunk is evaluated; on a busy
// 2-core machine the first import of a run can take longer than testing-library's 1 s default,
// and a `findBy…` would fail for the machine's load, not for the widget. What a test expects
// stays the same; only how long it may wait for it grows.
configure({ asyncUtilTimeout: 5000 })

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
