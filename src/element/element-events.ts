import type { Score, StudyContent } from '../api/types'
import type { StudyRunnerErrorReport } from '../core/errors'
import type { SaveState } from '../core/save-state'
import type { StudyRunnerProps } from '../react/study-runner-props'

/**
 * The `detail` of each DOM event `<study-runner>` dispatches (docs/architecture.md#host-interface).
 */
export interface StudyRunnerEventDetails {
  /** The study content has loaded (once per widget). */
  ready: StudyContent
  /** The service started a session. */
  'session-start': { sessionId: string }
  /** A page is shown; `index` counts visible pages from 0. */
  'page-change': { index: number; moduleId: string }
  /** The participant gave or changed an answer (`null`: cleared). */
  answer: { variableCode: string; value: number | string | null }
  /** The state of the participant's answers changed. */
  'save-state': SaveState
  /**
   * The session was finished, exactly once; `ended` for an early end (screen-out); `redirectUrl`
   * the content's completion redirect, filled in, when it has one.
   */
  complete: { sessionId: string; scores: Score[]; ended: boolean; redirectUrl?: string }
  /** Something failed or needs the host's attention; `code` is stable. */
  error: StudyRunnerErrorReport
  /**
   * The participant made a link to continue on another device: it works once, until
   * `expiresAt`. It leads to the session: keep it out of logs and analytics.
   */
  'resume-link-created': { sessionId: string; url: string; expiresAt: string }
}

/** The events of `<study-runner>`: each a `CustomEvent` that bubbles and is composed. */
export type StudyRunnerEventMap = {
  [Name in keyof StudyRunnerEventDetails]: CustomEvent<StudyRunnerEventDetails[Name]>
}

/** The names of the events, in the order docs/architecture.md#host-interface lists them. */
export const studyRunnerEventNames = [
  'ready',
  'session-start',
  'page-change',
  'answer',
  'save-state',
  'complete',
  'error',
  'resume-link-created',
] as const satisfies readonly (keyof StudyRunnerEventDetails)[]

type EventCallbacks = Pick<
  StudyRunnerProps,
  | 'onReady'
  | 'onSessionStart'
  | 'onPageChange'
  | 'onAnswer'
  | 'onSaveStateChange'
  | 'onComplete'
  | 'onError'
  | 'onResumeLinkCreated'
>

/**
 * The component's callbacks, each dispatching its DOM event on `target`: `bubbles` and
 * `composed`, so a listener on the document hears the element inside any shadow root.
 * @example root.render(<StudyRunner {...props} {...eventCallbacksFor(element)} />)
 */
export function eventCallbacksFor(target: EventTarget): EventCallbacks {
  const dispatch =
    <Name extends keyof StudyRunnerEventDetails>(name: Name) =>
    (detail: StudyRunnerEventDetails[Name]) =>
      void target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
  return {
    onReady: dispatch('ready'),
    onSessionStart: dispatch('session-start'),
    onPageChange: dispatch('page-change'),
    onAnswer: dispatch('answer'),
    onSaveStateChange: dispatch('save-state'),
    onComplete: dispatch('complete'),
    onError: dispatch('error'),
    onResumeLinkCreated: dispatch('resume-link-created'),
  }
}
