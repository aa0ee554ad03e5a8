import type { StudySessionCallbacks } from './study-session-types'

/** Tells the host one event through its callback of that name, if it gave one. */
export type HostNotifier = <K extends keyof StudySessionCallbacks>(
  name: K,
  event: Parameters<NonNullable<StudySessionCallbacks[K]>>[0],
) => void

/**
 * Calls the host's callbacks so that one that throws is logged and never breaks the flow (it
 * must not, say, turn a completed session into an error).
 * @example createHostNotifier(options)('onPageChange', { index: 0, moduleId: 'intro' })
 */
export function createHostNotifier(callbacks: StudySessionCallbacks): HostNotifier {
  return (name, event) => {
    try {
      ;(callbacks[name] as ((value: typeof event) => void) | undefined)?.(event)
    } catch (error) {
      console.error(`[study-runner] the host's ${name} callback threw`, error)
    }
  }
}
