import { useEffect, type RefObject } from 'react'
import type { ColorScheme } from '../core/check-host-options'

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
 * whichever contrasts more with the primary in use (always ≥ 4.58:1). The stylesheet works it out
 * with relative colours (styles.ts): nothing here makes the browser work out styles before the
 * first paint, and a change of theme applies by itself. A browser without relative colours
 * fetches the code that sets it (watch-on-primary.ts) after the first paint, and shows the
 * default's white or black until then. Returns the `data-scheme` to render.
 */
export function useColorScheme(
  root: RefObject<HTMLElement | null>,
  preference: ColorScheme,
): 'light' | 'dark' | undefined {
  useEffect(() => {
    const element = root.current
    if (!element || relativeColours()) return
    let live = true
    let stop = () => {}
    import('./watch-on-primary').then(
      (chunk) => void (live && (stop = chunk.watchOnPrimary(element))),
      // Not fetched: the default's white or black stays.
      () => {},
    )
    return () => {
      live = false
      stop()
    }
  }, [root, preference])

  return preference === 'auto' ? undefined : preference
}

/** Whether the browser works the on-primary colour out from the stylesheet (its `@supports`). */
function relativeColours(): boolean {
  // Not on the server; jsdom has `CSS` without `supports`.
  const css = globalThis.CSS as Partial<typeof CSS> | undefined
  // The origin as the stylesheet's default primary is written: browsers that took relative
  // colours before they took a light-dark() origin must use the script.
  return (
    css?.supports?.('color', 'color(from light-dark(red, red) srgb-linear r g calc(b * 1))') ===
    true
  )
}
