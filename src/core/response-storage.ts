/**
 * Where the widget keeps a session's state on the device (`persist`,
 * docs/architecture.md#the-widgets-promises): the shape of
 * the Web Storage API, so `localStorage` and `sessionStorage` fit as they are, and each method may
 * also answer a promise, so a host can back it with IndexedDB. Keys and values are strings.
 * @example const storage: ResponseStorage = window.localStorage
 */
export interface ResponseStorage {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

/**
 * A {@link ResponseStorage} in memory: answers survive a remount of the widget that shares it,
 * but not a reload. For tests, and for hosts that manage persistence themselves.
 * @example createMemoryStorage(new Map([['study-runner/v1/energy-check', '…']]))
 */
export function createMemoryStorage(
  entries: Map<string, string> = new Map(),
): ResponseStorage & { entries: Map<string, string> } {
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
