// In the widget's entry, not the delivery chunk that reads and writes the records: the store
// looks under these keys before the chunk arrives (create-study-session.ts), and the chunk gets
// them handed over (response-queue-pieces.ts).

/** The version of the stored records; a record of any other version is discarded. */
export const persistedVersion = 1 as const

/**
 * The storage keys of one study's state (docs/architecture.md#the-widgets-promises), per
 * participant when a ref is given.
 */
export function storageKeysOf(studyId: string, participantRef?: string) {
  const study = `study-runner/v${persistedVersion}/${encodeURIComponent(studyId)}`
  const pointer =
    participantRef === undefined ? study : `${study}/ref/${encodeURIComponent(participantRef)}`
  return {
    /** Which session the study runs on this device, and the session start's Idempotency-Key. */
    pointer,
    /** The session's own record: token, page, answers and what the service acknowledged. */
    session: (sessionId: string) => `${study}/session/${encodeURIComponent(sessionId)}`,
    /** Present once the study was completed (or ended early) here (persisted-session.ts). */
    completed: `${pointer}/completed`,
  }
}

/** The keys of one study's records on the device. */
export type StorageKeys = ReturnType<typeof storageKeysOf>

/**
 * Whether the device holds nothing for the study, as far as a synchronous look tells: neither a
 * session (or answers) to take up nor the record that it took part. A storage that answers with
 * a promise (IndexedDB) or throws cannot tell now: false.
 */
export function nothingStoredFor(
  storage: { getItem(key: string): unknown },
  keys: Pick<StorageKeys, 'pointer' | 'completed'>,
): boolean {
  try {
    return storage.getItem(keys.pointer) === null && storage.getItem(keys.completed) === null
  } catch {
    return false
  }
}

/**
 * Whether what the address carries or the device keeps decides the first page, which then waits
 * for the delivery chunk (create-study-session.ts): a resume id to claim, or a session, answers or
 * the completion of the study on the device — or a storage that cannot tell at once.
 */
export function deviceDecidesFirstPage(options: {
  studyId: string
  participantRef?: string | undefined
  resumeId?: string | undefined
  storage?: { getItem(key: string): unknown } | undefined
}): boolean {
  if (options.resumeId !== undefined) return true
  const { storage } = options
  return (
    storage !== undefined &&
    !nothingStoredFor(storage, storageKeysOf(options.studyId, options.participantRef))
  )
}
