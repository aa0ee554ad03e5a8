import { createContext, useContext, version } from 'react'
import { fieldStyles } from './field-styles'
import { navigationStyles } from './navigation-styles'
import { studyRunnerStyles } from './styles'

/**
 * The widget's whole stylesheet: the frame (theme, reset, screens), then the fields and the
 * navigation, which build on it. Every selector is scoped under `[data-study-runner]`.
 */
export const widgetStylesheet = studyRunnerStyles + fieldStyles + navigationStyles

/**
 * How the stylesheet reaches the page: as a `<style>` element the widget renders (the React
 * component; `nonce` for a strict `style-src`), or not at all, because the custom element has
 * already adopted it into its shadow root (`inline: false`).
 */
export interface StyleDelivery {
  inline: boolean
  nonce?: string | undefined
  /**
   * Adds a stylesheet a lazy chunk brought to where the widget's own went (the element's shadow
   * root); without it, the chunk renders a `<style>` inside the root (`ChunkStyles`).
   */
  adopt?: ((css: string) => void) | undefined
}

/** Set by the custom element; the React component renders its own `<style>` by default. */
export const StyleDeliveryContext = createContext<StyleDelivery>({ inline: true })

// React 18 neither hoists nor de-duplicates styles, and escapes a <style>'s text on the server
// (`>` becomes `&gt;`, which breaks the selectors and the hydration).
const hoistsStyles = Number.parseInt(version, 10) >= 19

/**
 * The widget's stylesheet, once per document (or shadow root): React 19 hoists a `<style>` with
 * `href` and `precedence` and de-duplicates it by `href`, also when rendered on the server. With
 * React 18, each widget carries the stylesheet inside its root (still scoped), as raw text.
 *
 * With a `nonce` the stylesheet stays inside the root as a plain `<style nonce>`, under React 18
 * and 19 alike: React 19's server renderer writes a hoisted style into the head without the
 * nonce, so a page with a nonce CSP (Next.js) would block it and show the widget unstyled.
 */
export function ScopedStyles() {
  const { inline, nonce } = useContext(StyleDeliveryContext)
  if (!inline) return null
  if (!hoistsStyles || nonce !== undefined) {
    // Our own constant stylesheet, never input: raw text is what a <style> must hold. The
    // browser empties a nonce attribute once parsed, so hydration must not compare it.
    return (
      <style
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: widgetStylesheet }}
      />
    )
  }
  return (
    <style href="study-runner-styles" precedence="study-runner" nonce={nonce}>
      {widgetStylesheet}
    </style>
  )
}
