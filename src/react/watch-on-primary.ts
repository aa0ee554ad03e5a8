import { onColorFor, parseRgb } from '../core/contrast'

/**
 * Keeps the text colour on the primary readable in a browser without relative colours, where the
 * stylesheet cannot work it out (styles.ts): white or black, whichever contrasts more with the
 * primary the root resolves to, set now and again when the host page changes its classes or
 * styles or the system its scheme. A lazy chunk of its own, fetched only by such a browser
 * (use-color-scheme.ts). Answers the function that stops watching.
 */
export function watchOnPrimary(root: HTMLElement): () => void {
  const derive = () => deriveOnPrimary(root)
  derive()
  // A host switches its theme by a class, an attribute or a style on <html> or <body>.
  const observer = new MutationObserver(derive)
  for (const target of [document.documentElement, document.body]) {
    if (target) observer.observe(target, { attributes: true })
  }
  const system =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null
  system?.addEventListener('change', derive)
  return () => {
    observer.disconnect()
    system?.removeEventListener('change', derive)
  }
}

/**
 * Sets `--_sr-derived-on-primary` on the root from the primary colour it resolves to — only when
 * the text on the primary is not that colour already: the property is inherited, so setting it
 * makes the browser work out the style of the whole widget again.
 */
function deriveOnPrimary(root: HTMLElement): void {
  if (getComputedStyle(root).getPropertyValue('--sr-color-on-primary').trim() !== '') return
  // The primary and the text on it as the root's descendants see them: light-dark() resolved,
  // the host's value applied.
  const probe = document.createElement('span')
  probe.style.color = 'var(--_sr-color-primary)'
  probe.style.backgroundColor = 'var(--_sr-color-on-primary)'
  probe.hidden = true
  root.append(probe)
  const style = getComputedStyle(probe)
  const primary = parseRgb(style.color)
  const current = parseRgb(style.backgroundColor)
  probe.remove()
  if (!primary) return
  const wanted = onColorFor(primary)
  const level = wanted === '#ffffff' ? 255 : 0
  if (current?.every((channel) => channel === level)) return
  root.style.setProperty('--_sr-derived-on-primary', wanted)
}
