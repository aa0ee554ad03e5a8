import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}

// A string snapshot is stable between calls, unlike a fresh array.
function getSnapshot(): string {
  return (navigator.languages ?? [navigator.language]).join(',')
}

// On the server (and while hydrating) no browser languages are known.
function getServerSnapshot(): string {
  return ''
}

/** The browser's preferred languages, best first; empty on the server. */
export function useBrowserLanguages(): string[] {
  const languages = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return languages ? languages.split(',') : []
}
