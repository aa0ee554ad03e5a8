import type { PersistMode } from '../core/check-host-options'
import type { ResponseStorage } from '../core/response-storage'

/**
 * The browser storage a `persist` mode names: `localStorage` for `'local'`, `sessionStorage` for
 * `'session'`, nothing for `'none'` — or when the storage is unavailable (server rendering,
 * storage blocked by privacy settings), in which case answers are kept in memory. Looked up
 * when called, never at import.
 */
export function webStorageOf(mode: PersistMode): ResponseStorage | undefined {
  if (mode === 'none' || typeof window === 'undefined') return undefined
  try {
    const storage = mode === 'session' ? window.sessionStorage : window.localStorage
    // Safari's private mode used to offer a storage that throws on every write.
    const probe = 'study-runner/probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    console.warn(`[study-runner] ${mode}Storage is not available; answers are kept in memory only`)
    return undefined
  }
}
