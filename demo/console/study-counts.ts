import type { Study } from '../../src/api/types'

/** A study's sessions in the four counts the console shows, in this order everywhere. */
export interface StudyCounts {
  /** Every session ever started: in progress + completed + abandoned. */
  started: number
  /** Started and neither completed nor abandoned yet. */
  inProgress: number
  completed: number
  abandoned: number
}

/** The counts' names, as column headings, tiles and sentences use them. */
export const countLabels: Readonly<Record<keyof StudyCounts, string>> = {
  started: 'Started',
  inProgress: 'In progress',
  completed: 'Completed',
  abandoned: 'Abandoned',
}

/** The order the counts are shown in. */
export const countOrder: readonly (keyof StudyCounts)[] = [
  'started',
  'inProgress',
  'completed',
  'abandoned',
]

/** One sentence saying what "Started" counts, for hints under the numbers. */
export const startedExplained =
  'Started counts every session: in progress, completed and abandoned.'

/**
 * The four counts of a study. The service's `counts` are its sessions by their current status
 * (docs/service.md#researcher-side): `counts.started` holds the sessions still in the `started`
 * status — in progress — so a study can show 11 of those and 14 completed. Every session is in
 * exactly one status, so all sessions ever started are the sum of the three.
 */
export function studyCounts(study: Pick<Study, 'counts'>): StudyCounts {
  const { started: inProgress, completed, abandoned } = study.counts
  return { started: inProgress + completed + abandoned, inProgress, completed, abandoned }
}

/** The counts as one line of text, e.g. "25 started: 11 in progress, 14 completed, 0 abandoned". */
export function countsSentence(counts: StudyCounts): string {
  return `${counts.started} started: ${counts.inProgress} in progress, ${counts.completed} completed, ${counts.abandoned} abandoned`
}
