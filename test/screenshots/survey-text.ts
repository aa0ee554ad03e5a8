/**
 * The study's text formatting (docs/content-format.md#rules: `**bold**`, `*italic*`, line breaks)
 * for SurveyJS's plain-text places: the markers removed, line breaks kept as spaces.
 */
export function plainText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
}

/**
 * The same formatting as HTML for a SurveyJS `html` element: the text escaped first, then bold,
 * italic and line breaks as `<strong>`, `<em>` and `<br>`.
 */
export function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(/\n/g, '<br>')
}
