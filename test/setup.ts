import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// The widget keeps sessions in localStorage (persist: 'local'); each test starts on a fresh device.
afterEach(() => {
  if (typeof window === 'undefined') return
  window.localStorage.clear()
  window.sessionStorage.clear()
})
