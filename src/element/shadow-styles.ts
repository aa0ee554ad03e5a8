import { widgetStylesheet } from '../react/scoped-styles'

/**
 * The host element's own rules. `!important` in the shadow tree wins over the page's normal and
 * important rules alike (CSS Cascade 5, context), so a page rule such as `* { all: unset }` cannot
 * turn the widget into an inline box; `hidden` still hides it.
 */
const hostRules = ':host{display:block!important}:host([hidden]){display:none!important}'

/** The whole stylesheet of the element's shadow root: host rules, then the widget's. */
export const shadowStylesheet = hostRules + widgetStylesheet

/**
 * Puts a stylesheet into one shadow root: the element's own ({@link shadowStylesheet}, the
 * default), or one a lazy chunk brought (its fields, the later parts); see
 * {@link createShadowStyles}.
 */
export type ApplyShadowStyles = (shadowRoot: ShadowRoot, nonce: string, css?: string) => void

/**
 * Styles for the element's shadow roots: constructable stylesheets, each made once per document
 * and adopted by every widget on it (no `<style>` element, so nothing a strict `style-src`
 * blocks); where constructable stylesheets are missing, one `<style>` element carrying the
 * element's `nonce`, which every stylesheet joins. The cache lives in the returned closure, not in
 * the module (docs/code-style.md#3-factories-not-singletons).
 */
export function createShadowStyles(): ApplyShadowStyles {
  const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

  function sheetFor(document: Document, css: string): CSSStyleSheet | null {
    const view = document.defaultView
    if (!view || !('adoptedStyleSheets' in view.ShadowRoot.prototype)) return null
    let made = sheets.get(document)
    if (!made) sheets.set(document, (made = new Map<string, CSSStyleSheet>()))
    let sheet = made.get(css)
    if (!sheet) {
      try {
        sheet = new view.CSSStyleSheet()
        sheet.replaceSync(css)
      } catch {
        return null
      }
      made.set(css, sheet)
    }
    return sheet
  }

  return (shadowRoot, nonce, css = shadowStylesheet) => {
    const sheet = sheetFor(shadowRoot.ownerDocument, css)
    if (sheet) {
      if (!shadowRoot.adoptedStyleSheets.includes(sheet)) {
        shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
      }
      return
    }
    let style = shadowRoot.querySelector<HTMLStyleElement>('style[data-study-runner-styles]')
    if (!style) {
      style = shadowRoot.ownerDocument.createElement('style')
      style.setAttribute('data-study-runner-styles', '')
      if (nonce) style.nonce = nonce
      style.textContent = shadowStylesheet
      shadowRoot.prepend(style)
    }
    if (!style.textContent?.includes(css)) style.textContent += css
  }
}
