// Named aliases over the types generated from openapi/study-service.yaml (npm run api:types).
// Everything that speaks the Study Service API — widget, proxy, sandbox — imports from here.
import type { components, operations, paths } from './study-service.gen'

type Schemas = components['schemas']

export type { components, operations, paths }

/** The service's error body: `{ error: { code, message, details? } }` (DESIGN.md §5). */
export type ApiErrorBody = Schemas['Error']
export type ApiErrorDetail = Schemas['ErrorDetail']
export type StudyStatus = Schemas['StudyStatus']
export type Schedule = Schemas['Schedule']
export type Study = Schemas['Study']
export type StudyList = Schemas['StudyList']
export type JsonLogic = Schemas['JsonLogic']
export type ResponseOption = Schemas['ResponseOption']
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
export type SessionFinished = Schemas['SessionFinished']
export type ResponseRecord = Schemas['ResponseRecord']
export type ScoreRecord = Schemas['ScoreRecord']
export type ResultsPage = Schemas['ResultsPage']
export type ResultsDataset = ResultsPage['dataset']
export type SessionRecord = Schemas['SessionRecord']
export type ParadataRecord = Schemas['ParadataRecord']
