let supported: boolean | undefined

/**
 * Whether the browser has a date input of its own: an input whose `type` stays `date` once set
 * (a browser without one falls back to `text`). Asked once per page; `false` where there is no
 * document (server rendering), so the typed field is what renders there.
 */
export function nativeDateInputSupported(): boolean {
  if (supported === undefined) {
    if (typeof document === 'undefined') return false
    const input = document.createElement('input')
    input.setAttribute('type', 'date')
    supported = input.type === 'date'
  }
  return supported
}
