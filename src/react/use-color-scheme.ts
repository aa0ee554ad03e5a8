import { useEffect, useLayoutEffect, type RefObject } from 'react'
import type { ColorScheme } from '../core/check-host-options'
import { onColorFor, parseRgb } from '../core/contrast'

// Before paint in the browser (no flash of an unreadable button); nothing to do on the server.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * The palette of the widget's root and the text colour on its primary colour (styles.ts: each
 * default a `light-dark()` pair, chosen by the root's `color-scheme`).
 *
 * - `'light'` / `'dark'`: that scheme (`data-scheme`), on the server too.
 * - `'auto'`: the root inherits the host page's `color-scheme`: a page that declares none is
 *   light (as the browser draws it), `dark` is dark, `light dark` follows the system — so a
 *   dark-mode visitor on a light page gets a light card.
 *
 * Unless the host sets `--sr-color-on-primary`, the text on the primary colour is white or black,
 * whichever contrasts more with the primary in use (always ≥ 4.58:1), recomputed when the host
 * page changes its classes or styles or the system its scheme. Returns the `data-scheme` to render.
 */
export function useColorScheme(
  root: RefObject<HTMLElement | null>,
  preference: ColorScheme,
): 'light' | 'dark' | undefined {
  useBeforePaint(() => {
    const element = root.current
    if (!element) return
    const derive = () => deriveOnPrimary(element)
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
  }, [root, preference])

  return preference === 'auto' ? undefined : preference
}

/**
 * Sets `--_sr-derived-on-primary` on the root from the primary colour it resolves to — only when
 * the text on the primary is not that colour already: the property is inherited, so setting it
 * makes the browser work out the style of the whole widget again (a second time before the first
 * paint of a long page, measured by `npm run bench -- renderers`).
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
