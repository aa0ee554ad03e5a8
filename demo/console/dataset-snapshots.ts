import type { ResultsDataset, StudyContent } from '../../src/api/types'
import type { ResultRecords, StudyServiceClient } from '../../src/server'

/** A study's whole dataset as read at one moment. */
export interface DatasetSnapshot<Dataset extends ResultsDataset> {
  rows: ResultRecords[Dataset][]
}

/**
 * Reads whole datasets (and content) of a study, each kept for a few seconds while the study's
 * `version` stays the same.
 */
export interface DatasetSnapshots {
  /**
   * @param version what changes when the dataset may have (the study's session counts): a view
   * after a session started, completed or was abandoned reads afresh.
   */
  rows<Dataset extends ResultsDataset>(
    studyId: string,
    dataset: Dataset,
    version: string,
  ): Promise<ResultRecords[Dataset][]>
  /** The study's content, or undefined when the service will not serve it (an expired licence). */
  content(studyId: string): Promise<StudyContent | undefined>
}

/** How long a snapshot serves before the next view reads the service again. @default 10 s */
const defaultTtlMs = 10_000
/** Snapshots kept at once (studies × datasets); the oldest goes first. */
const maxEntries = 64

/**
 * Whole-dataset reads for the results pages: the charts need every score and session, and the
 * responses table orders the whole dataset before paging it (ordered-responses-page.ts). Read
 * afresh on every view, paging through a large study would read it all again per page and spend
 * the console key's request budget (120 a minute) in a few clicks. A snapshot is read once (one
 * read in flight per study, dataset and version), serves the views of the next seconds while the
 * study's sessions stay as they were, and is dropped when a read fails, so an error is not kept.
 */
export function createDatasetSnapshots(
  service: StudyServiceClient,
  { ttlMs = defaultTtlMs, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): DatasetSnapshots {
  // One entry per study and dataset: a newer version replaces the older one instead of piling
  // up beside it, so at most `maxEntries` datasets are held, each once.
  const entries = new Map<string, { version: string; at: number; value: Promise<unknown> }>()
  const remember = <Value>(key: string, version: string, read: () => Promise<Value>) => {
    const entry = entries.get(key)
    if (entry && entry.version === version && now() - entry.at < ttlMs) {
      return entry.value as Promise<Value>
    }
    const value = read()
    entries.delete(key)
    entries.set(key, { version, at: now(), value })
    value.catch(() => entries.get(key)?.value === value && entries.delete(key))
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break
      entries.delete(oldest)
    }
    return value
  }
  return {
    rows: (studyId, dataset, version) =>
      remember(`${studyId}\n${dataset}`, version, () =>
        service.studies.results(studyId, { dataset }).toArray(),
      ),
    content: (studyId) =>
      remember(`${studyId}\ncontent`, '', () =>
        service.studies.getContent(studyId).catch(() => undefined),
      ),
  }
}
