import type {
  Completion,
  Computed,
  Conditions,
  Module,
  Parameter,
  Question,
  ResponseOption,
  Schedule,
  StudyContent,
  StudyStatus,
} from '../../../src/api/types'

/** One scale of an instrument's scoring rules (docs/sandbox.md). */
export interface ScoringRule {
  scale: string
  /** The scale's name for participants, a key of the instrument's translations. */
  labelKey?: string
  method: 'sum' | 'mean'
  /** The variableCodes of the items that make up the scale. */
  items: string[]
  /** Items scored reversed: the item's lowest + highest option value − the answer. */
  reverse?: string[]
  /** Fewer answered items give a null score. @default all of `items` */
  minAnswered?: number
  /**
   * The first band with `from ≤ value ≤ to` names the score: `label` is its code (in results),
   * `labelKey` its name for participants.
   */
  bands?: { from: number; to: number; label: string; labelKey?: string }[]
}

/** An item as written in an instrument file (`instrumentId` is added when assembled). */
export interface InstrumentItemDefinition {
  id: string
  variableCode: string
  textKey: string
  options: ResponseOption[]
  required?: boolean
}

/** The contents of `instruments/<id>.json` (docs/sandbox.md). */
export interface InstrumentDefinition {
  id: string
  name: string
  version: string
  protected: boolean
  languages: string[]
  items: InstrumentItemDefinition[]
  translations: Record<string, Record<string, string>>
  scoring: ScoringRule[]
}

/**
 * A module as written in a study file: an instrument module may leave `elements` out, and
 * `paging` defaults to `module` (the assembled content always states it).
 */
export type ModuleDefinition = Omit<Module, 'elements' | 'paging'> & {
  elements?: string[]
  paging?: Module['paging']
}

/** A question as written in a study file: `required` defaults to false. */
export type QuestionDefinition = Omit<Question, 'required'> & { required?: boolean }

/** The contents of `studies/<id>.json` (docs/sandbox.md). */
export interface StudyDefinition {
  study: {
    id: string
    title: string
    description: string
    status: StudyStatus
    schedule: Schedule
    targetSampleSize: number | null
  }
  /** For protected instruments: the licence the study is created under. */
  license?: { instrumentId: string; status: LicenseStatus; expiresAt?: string | null }
  /** StudyContent without studyId, revision and instrumentItems: the sandbox assembles those. */
  content: {
    defaultLanguage: string
    languages: string[]
    modules: ModuleDefinition[]
    questions: QuestionDefinition[]
    translations: Record<string, Record<string, string>>
    /** Content for real studies (docs/content-format.md): passed on as written, defaults added. */
    parameters?: Parameter[]
    computed?: Computed[]
    conditions?: Conditions
    completion?: Completion
    review?: boolean
    resume?: StudyContent['resume']
  }
}

/** Licence states (docs/service.md#researcher-side). */
export type LicenseStatus = 'requested' | 'approved' | 'rejected' | 'expired'
