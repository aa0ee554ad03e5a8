// The `study-runner` entry: the React component and its public types (docs/architecture.md).
// No side effects: importing this module defines nothing and touches no global.
export { StudyRunner } from './react/study-runner'
export type { StudyRunnerProps } from './react/study-runner-props'

export { createFetchTransport } from './core/transport'
export type { FetchTransportOptions, SendOptions, StudyTransport } from './core/transport'
export type {
  ClaimedResume,
  ResumeClaimRequest,
  ResumeLinkCreated,
  ResumeLinkRequest,
  ResumePlace,
} from './core/resume-link-types'
export type { ModuleDeadline } from './core/study-session-types'
export type { StudySessionCallbacks } from './core/create-study-session'
export type { ColorScheme, PersistMode, SendMode } from './core/check-host-options'
export type { SaveState } from './core/save-state'
export { createMemoryStorage } from './core/response-storage'
export type { ResponseStorage } from './core/response-storage'
export type { ResponseQueueOptions } from './core/queue-options'

export {
  ApiError,
  ContentError,
  NetworkError,
  StudyRunnerError,
  isApiError,
  isContentError,
  isNetworkError,
  isRetryableError,
  isSessionLostError,
  isStudyRunnerError,
  isStudyUnavailableError,
} from './core/errors'
export type { ApiErrorOptions, ContentErrorCode, StudyRunnerErrorReport } from './core/errors'

export { uiLanguages } from './i18n/ui-languages'
export type { UiLanguage } from './i18n/ui-languages'
export type { UiMessageKey, UiMessageOverrides, UiMessages } from './i18n/ui-messages'

export type {
  ApiErrorBody,
  ApiErrorDetail,
  FinishRequest,
  InstrumentItem,
  JsonLogic,
  Module,
  Question,
  QuestionType,
  ResponseItem,
  ResponseOption,
  ResponsesAccepted,
  ResponsesRequest,
  Score,
  SessionFinished,
  SessionStarted,
  SessionStartRequest,
  StudyContent,
} from './api/types'
