/**
 * The printed copy's styles: the page's own type, the questions in bold, a question never split
 * from its answer across two sheets.
 */
const printStyles = `
body { margin: 0; font: 11pt/1.5 system-ui, sans-serif; color: #000; background: #fff; }
h1 { font-size: 16pt; margin: 0 0 0.5em; }
h3 { font-size: 12.5pt; margin: 1.25em 0 0.25em; }
dl { margin: 0; }
dl > div { break-inside: avoid; }
dt { font-weight: 600; margin-top: 0.6em; }
dd { margin: 0.15em 0 0; }
ul, ol { margin: 0; padding-inline-start: 1.25em; }
.sr-unanswered { font-style: italic; }
`

/** Options of {@link printAnswers}. */
export interface PrintAnswersOptions {
  /** The copy's heading and document title ("Your answers"). */
  title: string
  language: string
  dir: 'ltr' | 'rtl'
}

/**
 * Prints a copy of `list` — and nothing of the host's page (docs/content-format.md#order-time-
 * endings, "participantCopy"): the list is copied into an invisible frame of its own, inside the
 * widget, and that frame's document is printed; the browser's print dialog can save it as a PDF.
 * No style of the host page is touched. Its stylesheet is a constructable one (nothing a strict
 * `style-src` blocks), else a `<style>`. Limits: a browser that prints the top page for a frame
 * (some mobile browsers) prints the whole page; one without constructable stylesheets, under a
 * strict `style-src`, prints the copy in its default styles. The frame is removed after printing.
 */
export function printAnswers(list: HTMLElement, options: PrintAnswersOptions): void {
  const owner = list.parentElement ?? list
  owner.querySelector(':scope > iframe')?.remove()
  const frame = list.ownerDocument.createElement('iframe')
  frame.title = options.title
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  // Through the style object, not a style attribute: a strict CSP allows this.
  Object.assign(frame.style, {
    position: 'fixed',
    insetBlockStart: '0',
    insetInlineStart: '0',
    inlineSize: '0',
    blockSize: '0',
    border: '0',
  })
  owner.append(frame)
  const view = frame.contentWindow
  const copy = frame.contentDocument
  if (!view || !copy) return frame.remove()
  copy.documentElement.lang = options.language
  copy.documentElement.dir = options.dir
  copy.title = options.title
  addStyles(copy)
  const heading = copy.createElement('h1')
  heading.textContent = options.title
  const content = copy.importNode(list, true)
  content.hidden = false
  copy.body.append(heading, content)
  view.addEventListener('afterprint', () => frame.remove())
  view.focus()
  view.print()
}

function addStyles(copy: Document) {
  const view = copy.defaultView
  if (view && 'adoptedStyleSheets' in copy) {
    try {
      const sheet = new view.CSSStyleSheet()
      sheet.replaceSync(printStyles)
      copy.adoptedStyleSheets = [sheet]
      return
    } catch {
      // Not constructable here: a <style> instead.
    }
  }
  const style = copy.createElement('style')
  style.textContent = printStyles
  copy.head.append(style)
}
