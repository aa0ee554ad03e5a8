// The `study-runner/element` entry: the custom element (docs/architecture.md#host-interface). No
// side effects: importing it registers nothing; `defineStudyRunnerElement()` does.
export { defineStudyRunnerElement } from './define-study-runner-element'
export type { StudyRunnerElement, StudyRunnerElementConstructor } from './study-runner-element'
export { studyRunnerEventNames } from './element-events'
export type { StudyRunnerEventDetails, StudyRunnerEventMap } from './element-events'

export type { StudyTransport } from '../core/transport'
export { createFetchTransport } from '../core/transport'
export type { FetchTransportOptions } from '../core/transport'
export type { PersistMode, SendMode } from '../core/check-host-options'
export type { SaveState } from '../core/save-state'
export type { StudyRunnerErrorReport } from '../core/errors'
export type { UiMessageKey, UiMessageOverrides, UiMessages } from '../i18n/ui-messages'
export type { Score, StudyContent } from '../api/types'
