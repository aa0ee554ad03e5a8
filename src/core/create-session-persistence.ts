import type { Answer } from './response-batch'
import {
  parseStoredPointer,
  parseStoredSession,
  type StoredCompletion,
  type StoredPointer,
  type StoredSession,
} from './persisted-session'
import type { ResponseStorage } from './response-storage'
import type { persistedVersion, StorageKeys } from './storage-keys'

/** Options of {@link createSessionPersistence}. */
export interface SessionPersistenceOptions {
  storage: ResponseStorage
  studyId: string
  /**
   * Where the study's records are (`storageKeysOf`, per participant on a shared device) and the
   * version they are written in: the widget's entry has them (storage-keys.ts).
   */
  keys: StorageKeys
  version: typeof persistedVersion
  /** Whether the content still has a variable; stored answers to others are left out. */
  isKnownVariable: (variableCode: string) => boolean
}

/** What {@link SessionPersistence.load} found on the device. */
export interface RestoredState {
  /** The Idempotency-Key of the study's session start. */
  idempotencyKey: string
  /** Answers given before a session was started (only without `session`). */
  answers?: Record<string, Answer>
  /** The session to resume, when one was started. */
  session: StoredSession | null
}

/** Reads and writes one study's state through a {@link ResponseStorage}; never throws. */
export interface SessionPersistence {
  /** The stored state, validated; corrupt or foreign records are removed with a warning. */
  load(): Promise<RestoredState | null>
  /**
   * Records the start's Idempotency-Key, and the session once started — before that, the answers
   * already given.
   */
  savePointer(
    idempotencyKey: string,
    sessionId: string | null,
    answers?: Record<string, Answer>,
  ): void
  /** Writes the session's record; synchronous storage has it before this returns. */
  saveSession(session: Omit<StoredSession, 'version'>): void
  /** Forgets the study's state: for a fresh start. */
  forget(sessionId: string | null): void
  /**
   * Forgets the finished session's state and remembers that the study was completed (or ended
   * early) on this device, for {@link SessionPersistence.completedBefore}.
   */
  rememberCompletion(sessionId: string): void
  /** Whether the study was completed (or ended early) on this device before. */
  completedBefore(): Promise<boolean>
}

/**
 * The versioned, validated on-device state of one study
 * (docs/architecture.md#the-widgets-promises). Storage failures (a
 * full quota, storage disabled by privacy settings) are logged once and never break the flow:
 * the answers stay in memory and the queue still sends them.
 */
export function createSessionPersistence(options: SessionPersistenceOptions): SessionPersistence {
  const { storage, studyId, keys, version } = options
  let warnedWrite = false
  // Asynchronous storages get their writes in order: each waits for the one before.
  let writes: Promise<void> = Promise.resolve()

  function write(action: () => void | Promise<void>) {
    const run = () => {
      try {
        const result = action()
        return result instanceof Promise ? result.catch(failedWrite) : undefined
      } catch (error) {
        failedWrite(error)
      }
    }
    writes = writes.then(run, run)
  }

  // Synchronous storages are written at once, so an answer is on the device the moment it is given.
  function writeNow(action: () => void | Promise<void>) {
    let result: void | Promise<void>
    try {
      result = action()
    } catch (error) {
      return failedWrite(error)
    }
    if (result instanceof Promise) writes = writes.then(() => result).catch(failedWrite)
  }

  function failedWrite(error: unknown) {
    if (warnedWrite) return
    warnedWrite = true
    console.warn(
      '[study-runner] could not store answers on this device; they are kept in memory',
      error,
    )
  }

  function discard(key: string, reason: string) {
    console.warn(`[study-runner] discarded stored state under "${key}": ${reason}`)
    write(() => storage.removeItem(key))
  }

  function forget(sessionId: string | null) {
    writeNow(() => storage.removeItem(keys.pointer))
    if (sessionId !== null) writeNow(() => storage.removeItem(keys.session(sessionId)))
  }

  async function read(key: string): Promise<string | null> {
    try {
      await writes
      return await storage.getItem(key)
    } catch (error) {
      console.warn(`[study-runner] could not read stored state under "${key}"`, error)
      return null
    }
  }

  return {
    async load() {
      const rawPointer = await read(keys.pointer)
      if (rawPointer === null) return null
      const pointer = parseStoredPointer(rawPointer, { studyId, version })
      if (typeof pointer === 'string') {
        discard(keys.pointer, pointer)
        return null
      }
      if (pointer.sessionId === null) {
        const answers = Object.fromEntries(
          Object.entries(pointer.answers ?? {}).filter(([code]) => options.isKnownVariable(code)),
        )
        return { idempotencyKey: pointer.idempotencyKey, session: null, answers }
      }
      const sessionKey = keys.session(pointer.sessionId)
      const rawSession = await read(sessionKey)
      const parsed =
        rawSession === null
          ? 'missing'
          : parseStoredSession(
              rawSession,
              { studyId, sessionId: pointer.sessionId, version },
              options.isKnownVariable,
            )
      if (typeof parsed === 'string') {
        // The same key starts nothing new: the service answers the same session and token
        // (docs/service.md#participant-calls).
        if (rawSession !== null) discard(sessionKey, parsed)
        return { idempotencyKey: pointer.idempotencyKey, session: null }
      }
      if (parsed.dropped.length > 0) {
        console.warn(
          `[study-runner] stored answers to variables the study no longer has were dropped: ${parsed.dropped.join(', ')}`,
        )
      }
      return { idempotencyKey: pointer.idempotencyKey, session: parsed.session }
    },

    savePointer(idempotencyKey, sessionId, answers) {
      const record: StoredPointer = {
        version,
        studyId,
        idempotencyKey,
        sessionId,
        ...(sessionId === null && answers && Object.keys(answers).length > 0 && { answers }),
      }
      writeNow(() => storage.setItem(keys.pointer, JSON.stringify(record)))
    },

    saveSession(session) {
      const record: StoredSession = { version, ...session }
      writeNow(() => storage.setItem(keys.session(session.sessionId), JSON.stringify(record)))
    },

    forget,

    rememberCompletion(sessionId) {
      const record: StoredCompletion = { version, studyId, sessionId }
      writeNow(() => storage.setItem(keys.completed, JSON.stringify(record)))
      forget(sessionId)
    },

    // Any record under the key counts: a device that took part is not asked to prove it.
    completedBefore: async () => (await read(keys.completed)) !== null,
  }
}
