// Named aliases over the types generated from openapi/study-service.yaml (npm run api:types).
// Everything that speaks the Study Service API — widget, proxy, sandbox — imports from here.
import type { components, operations, paths } from './study-service.gen'

type Schemas = components['schemas']

export type { components, operations, paths }

/** The service's error body: `{ error: { code, message, details? } }` (docs/service.md#errors). */
export type ApiErrorBody = Schemas['Error']
export type ApiErrorDetail = Schemas['ErrorDetail']
export type StudyStatus = Schemas['StudyStatus']
export type Schedule = Schemas['Schedule']
export type Study = Schemas['Study']
export type StudyList = Schemas['StudyList']
export type JsonLogic = Schemas['JsonLogic']
export type ResponseOption = Schemas['ResponseOption']
export type OtherSpecify = Schemas['OtherSpecify']
export type MatrixRow = Schemas['MatrixRow']
export type Parameter = Schemas['Parameter']
export type Computed = Schemas['Computed']
export type Conditions = Schemas['Conditions']
export type Completion = Schemas['Completion']
export type QuestionType = Schemas['QuestionType']
export type Question = Schemas['Question']
export type InstrumentItem = Schemas['InstrumentItem']
export type Module = Schemas['Module']
export type StudyContent = Schemas['StudyContent']
export type SessionStartRequest = Schemas['SessionStartRequest']
export type SessionStarted = Schemas['SessionStarted']
export type SessionStatus = Schemas['SessionStatus']
export type ResponseItem = Schemas['ResponseItem']
export type ResponsesRequest = Schemas['ResponsesRequest']
export type ResponsesAccepted = Schemas['ResponsesAccepted']
export type FinishRequest = Schemas['FinishRequest']
export type Score = Schemas['Score']
export type ScaleSummary = Schemas['ScaleSummary']
export type SessionFinished = Schemas['SessionFinished']
export type ResponseRecord = Schemas['ResponseRecord']
export type ScoreRecord = Schemas['ScoreRecord']
export type ResultsPage = Schemas['ResultsPage']
export type ResultsDataset = ResultsPage['dataset']
export type SessionRecord = Schemas['SessionRecord']
export type ParadataRecord = Schemas['ParadataRecord']
export type StudyCreateRequest = Schemas['StudyCreateRequest']
export type StudyUpdateRequest = Schemas['StudyUpdateRequest']
export type SessionListItem = Schemas['SessionListItem']
export type SessionList = Schemas['SessionList']
export type Instrument = Schemas['Instrument']
export type InstrumentList = Schemas['InstrumentList']
export type LicenseStatus = Schemas['LicenseStatus']
export type License = Schemas['License']
export type LicenseList = Schemas['LicenseList']
export type LicenseCreateRequest = Schemas['LicenseCreateRequest']
// Events (docs/service.md#events): outgoing event bodies and inbound pushes.
export type ServiceEventType = Schemas['ServiceEventType']
/** An outgoing event body; narrow it by `type`. */
export type ServiceEvent = Schemas['ServiceEvent']
/** The event body of one type, e.g. `ServiceEventOf<'session.completed'>`. */
export type ServiceEventOf<T extends ServiceEventType> = Extract<ServiceEvent, { type: T }> & {
  type: T
}
export type InboundAction = Schemas['InboundAction']
/** An inbound push body; narrow it by `action`. */
export type InboundPush = Schemas['InboundPush']
export type InboundOk = Schemas['InboundOk']
export type InboundResponsesAccepted = Schemas['InboundResponsesAccepted']
