// Accessible, dependency-free SVG charts for the researcher console, rendered on the server as
// HTML strings. Include `chartStyles` once in the page's stylesheet.
export { renderScoreDistribution } from './score-distribution'
export type { ScoreDistributionInput } from './score-distribution'
export type { ScoreBand } from './score-bands'
export { renderCompletionOverTime } from './completion-over-time'
export type { CompletionOverTimeInput } from './completion-over-time'
export type { CompletionPoint } from './daily-counts'
export { chartStyles } from './chart-styles'
