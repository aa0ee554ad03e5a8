import { widgetStylesheet } from '../react/scoped-styles'

/**
 * The host element's own rules. `!important` in the shadow tree wins over the page's normal and
 * important rules alike (CSS Cascade 5, context), so a page rule such as `* { all: unset }` cannot
 * turn the widget into an inline box; `hidden` still hides it.
 */
const hostRules = ':host{display:block!important}:host([hidden]){display:none!important}'

/** The whole stylesheet of the element's shadow root: host rules, then the widget's. */
export const shadowStylesheet = hostRules + widgetStylesheet

/** Puts the stylesheet into one shadow root; see {@link createShadowStyles}. */
export type ApplyShadowStyles = (shadowRoot: ShadowRoot, nonce: string) => void

/**
 * Styles for the element's shadow roots: a constructable stylesheet, made once per document and
 * adopted by every widget on it (no `<style>` element, so nothing a strict `style-src` blocks);
 * where constructable stylesheets are missing, a `<style>` element carrying the element's `nonce`.
 * The cache lives in the returned closure, not in the module
 * (docs/code-style.md#3-factories-not-singletons).
 */
export function createShadowStyles(): ApplyShadowStyles {
  const sheets = new WeakMap<Document, CSSStyleSheet>()

  function sheetFor(document: Document): CSSStyleSheet | null {
    const view = document.defaultView
    if (!view || !('adoptedStyleSheets' in view.ShadowRoot.prototype)) return null
    let sheet = sheets.get(document)
    if (!sheet) {
      try {
        sheet = new view.CSSStyleSheet()
        sheet.replaceSync(shadowStylesheet)
      } catch {
        return null
      }
      sheets.set(document, sheet)
    }
    return sheet
  }

  return (shadowRoot, nonce) => {
    const sheet = sheetFor(shadowRoot.ownerDocument)
    if (sheet) {
      if (!shadowRoot.adoptedStyleSheets.includes(sheet)) {
        shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet]
      }
      return
    }
    if (shadowRoot.querySelector('style[data-study-runner-styles]')) return
    const style = shadowRoot.ownerDocument.createElement('style')
    style.setAttribute('data-study-runner-styles', '')
    if (nonce) style.nonce = nonce
    style.textContent = shadowStylesheet
    shadowRoot.prepend(style)
  }
}
