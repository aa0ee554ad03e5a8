import type { ResultsDataset, Study } from '../../src/api/types'
import {
  renderCompletionOverTime,
  renderScoreDistribution,
  type CompletionPoint,
  type ScoreDistributionInput,
} from './charts'
import { consoleUrls } from './console-paths'
import { datasetColumns, datasets } from './results-api'
import { renderLayout, scrollTable, type Notice } from './render-layout'
import { escapeHtml as e } from './escape-html'
import { countsSentence, studyCounts } from './study-counts'

/** What the results page shows. */
export interface ResultsPageModel {
  study: Study
  dataset: ResultsDataset
  /** The rows of this page of the dataset, as the JSON API gave them. */
  rows: Record<string, unknown>[]
  /** The cursors that led to this page (empty: the first page). */
  trail: string[]
  nextCursor: string | null
  pageSize: number
  scoreCharts: ScoreDistributionInput[]
  completion: CompletionPoint[]
  /** Whether the responses rows are in question order (false: the service's order). */
  responsesInQuestionOrder?: boolean
  notice?: Notice
}

const datasetText: Record<ResultsDataset, string> = {
  responses: 'one row per answer',
  scores: 'one row per session and scale',
  sessions: 'one row per session, with its condition and the order its modules were shown in',
  paradata: 'time to answer, changes and the order options were shown in, per answer',
}

/**
 * The columns a table shows: the dataset's, and for responses whose content could be read the
 * console's own `answer` (the answer in words, ordered-responses-page.ts) after the variable.
 */
function tableColumns(model: ResultsPageModel): readonly string[] {
  const columns = datasetColumns[model.dataset]
  if (model.dataset !== 'responses' || model.responsesInQuestionOrder === false) return columns
  return [...columns.slice(0, 2), 'answer', ...columns.slice(2)]
}

/** A study's results: charts, one dataset as a paged table, and CSV downloads of each. */
export function renderResultsPage(model: ResultsPageModel): string {
  const { study } = model
  return renderLayout({
    title: `Results: ${study.title}`,
    section: 'studies',
    before: `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="${consoleUrls.studies}">Studies</a></li><li><a href="${consoleUrls.study(study.id)}">${e(study.title)}</a></li><li><span aria-current="page">Results</span></li></ol></nav>`,
    lede: `Sessions: ${countsSentence(studyCounts(study))}. Tables show the service's JSON; downloads are its CSV.`,
    notice: model.notice,
    body: [renderCharts(model), renderData(model), renderDownloads(study)].join('\n'),
  })
}

function renderCharts(model: ResultsPageModel): string {
  const scores =
    model.scoreCharts.length === 0
      ? '<p>This study has no scored instrument.</p>'
      : model.scoreCharts
          .map((chart) => `<div class="chart-card">${renderScoreDistribution(chart)}</div>`)
          .join('\n')
  return `<section aria-labelledby="charts-heading">
<h2 id="charts-heading">Charts</h2>
<div class="chart-grid">
${scores}
<div class="chart-card">${renderCompletionOverTime({ title: 'Sessions started and completed per day', points: model.completion })}</div>
</div>
</section>`
}

function renderData(model: ResultsPageModel): string {
  const { study, dataset } = model
  const tabs = datasets
    .map(
      (each) =>
        `<li><a href="${e(consoleUrls.results(study.id, each))}#data-heading"${each === dataset ? ' aria-current="page"' : ''}>${each}</a></li>`,
    )
    .join('')
  const columns = tableColumns(model)
  const head = `<tr>${columns.map((column) => `<th scope="col">${column}</th>`).join('')}</tr>`
  const first = model.trail.length * model.pageSize + 1
  const rows =
    model.rows.length === 0
      ? `<tr><td colspan="${columns.length}" class="empty">No rows yet.</td></tr>`
      : model.rows
          .map(
            (row) =>
              `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`,
          )
          .join('\n')
  const range =
    model.rows.length === 0 ? 'no rows' : `rows ${first}–${first + model.rows.length - 1}`
  const order =
    dataset === 'responses' && model.responsesInQuestionOrder !== false
      ? ', in question order within each session'
      : ''
  const caption = `${dataset} (${datasetText[dataset]}${order}), page ${model.trail.length + 1}: ${range}`
  const answerHint = columns.includes('answer')
    ? '\n<p class="hint">answer reads each value in words: an option by its label in the study’s default language, a date as its text, a consent as agreed or declined with the start of the hash of the text agreed to. It is the console’s reading, not in the CSV.</p>'
    : ''
  return `<section aria-labelledby="data-heading" class="card">
<h2 id="data-heading">Data</h2>
<nav class="tabs" aria-label="Datasets"><ul>${tabs}</ul></nav>${answerHint}
${scrollTable(`data-${dataset}`, e(caption), head, rows)}
${renderPager(model)}
</section>`
}

function renderPager({ study, dataset, trail, nextCursor }: ResultsPageModel): string {
  const links: string[] = []
  if (trail.length > 0) {
    links.push(
      `<a class="button" href="${e(consoleUrls.results(study.id, dataset))}#data-heading">First page</a>`,
    )
    links.push(
      `<a class="button" href="${e(consoleUrls.results(study.id, dataset, trail.slice(0, -1)))}#data-heading">Previous page</a>`,
    )
  }
  if (nextCursor) {
    links.push(
      `<a class="button" href="${e(consoleUrls.results(study.id, dataset, [...trail, nextCursor]))}#data-heading">Next page</a>`,
    )
  }
  return links.length === 0
    ? ''
    : `<nav class="pager" aria-label="Pages of ${dataset}">${links.join(' ')}</nav>`
}

function renderDownloads(study: Study): string {
  const items = datasets
    .map(
      (dataset) =>
        `<li><a class="button" href="${consoleUrls.resultsCsv(study.id, dataset)}" download>Download ${dataset} CSV</a></li>`,
    )
    .join('')
  return `<section aria-labelledby="downloads-heading" class="card">
<h2 id="downloads-heading">Downloads</h2>
<p class="hint">Each dataset in full as CSV (RFC 4180, UTF-8, a header row; an empty cell is null), exactly as the Study Service sends it.</p>
<ul class="download-list">${items}</ul>
</section>`
}

/** A JSON value as a table cell: null shown as a dash (an empty CSV cell), text escaped. */
function cell(value: unknown): string {
  if (value === null || value === undefined) {
    return '<span class="muted" aria-hidden="true">—</span><span class="visually-hidden">null</span>'
  }
  if (typeof value === 'number') return `<span class="num">${value}</span>`
  return e(typeof value === 'string' ? value : JSON.stringify(value))
}
