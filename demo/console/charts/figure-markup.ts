import { escapeHtml } from '../escape-html'

/** A data table for the text alternative; cells are plain text and escaped here. */
export interface DataTable {
  caption: string
  /** Column headings; the first column holds each row's heading. */
  columns: string[]
  rows: (string | number)[][]
  /** A last row in `<tfoot>`, e.g. totals. */
  footer?: (string | number)[]
}

/**
 * The chart's frame: a `<figure>` named by its caption, the SVG (an image with `<title>` and
 * `<desc>`), and the numbers as real tables behind a "Data table" disclosure, so screen reader
 * and keyboard users get every value (WCAG 2.2 SC 1.1.1, non-text content).
 */
export function renderFigure(chart: {
  id: string
  className: string
  title: string
  /** One line under the title, e.g. `n = 12 · median 7`. */
  summary: string
  /** HTML between the caption and the SVG, e.g. a legend. */
  beforeSvg?: string
  /** HTML between the SVG and the data table, e.g. a key to the bands. */
  afterSvg?: string
  viewBox: { width: number; height: number }
  /** The image's one-sentence description: what the chart shows. */
  description: string
  svgContent: string
  tables: DataTable[]
}): string {
  const { id, viewBox } = chart
  return `<figure class="sr-chart ${chart.className}" id="${id}">
${caption(chart.title, chart.summary)}
${chart.beforeSvg ?? ''}<svg class="sr-chart__svg" viewBox="0 0 ${viewBox.width} ${viewBox.height}" width="100%" role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc" focusable="false">
<title id="${id}-title">${escapeHtml(chart.title)}</title>
<desc id="${id}-desc">${escapeHtml(chart.description)}</desc>
${chart.svgContent}
</svg>
${chart.afterSvg ?? ''}<details class="sr-chart__data">
<summary>Data table<span class="sr-chart__hidden">: ${escapeHtml(chart.title)}</span></summary>
<div class="sr-chart__tables">
${chart.tables.map(renderTable).join('\n')}
</div>
</details>
</figure>`
}

/** A chart with nothing to draw yet: the same frame and title, and the message as text. */
export function renderEmptyFigure(chart: {
  id: string
  className: string
  title: string
  message: string
}): string {
  return `<figure class="sr-chart sr-chart--empty ${chart.className}" id="${chart.id}">
${caption(chart.title)}
<p class="sr-chart__empty">${escapeHtml(chart.message)}</p>
</figure>`
}

function caption(title: string, summary?: string): string {
  const line = summary ? ` <span class="sr-chart__summary">${escapeHtml(summary)}</span>` : ''
  return `<figcaption class="sr-chart__caption"><span class="sr-chart__title">${escapeHtml(title)}</span>${line}</figcaption>`
}

function renderTable(table: DataTable): string {
  const row = (cells: (string | number)[]) =>
    `<tr>${cells
      .map((cell, index) =>
        index === 0
          ? `<th scope="row">${escapeHtml(String(cell))}</th>`
          : `<td>${escapeHtml(String(cell))}</td>`,
      )
      .join('')}</tr>`
  const head = table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')
  return `<table class="sr-chart__table">
<caption>${escapeHtml(table.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${table.rows.map(row).join('\n')}
</tbody>${table.footer ? `\n<tfoot>${row(table.footer)}</tfoot>` : ''}
</table>`
}
