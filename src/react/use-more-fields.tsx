import { createContext, useContext, type ReactNode } from 'react'
import type { MoreFieldKind, MoreQuestionType } from '../core/content-features'
import { NetworkError } from '../core/errors'
import { addMoreValidators } from '../core/validation'
import type { UiMessages } from '../i18n/ui-messages'
import type { MoreFieldPart } from './more-fields/more-field-part'
import type { OtherSpecifyProps } from './more-fields/other-specify'
import type { FieldComponent, FieldComponentProps } from './question-fields'
import { ChunkStyles } from './chunk-styles'
import { sharedPieces } from './shared-pieces'

/** The fields of the chunks a study loaded, together (use-content-features.ts). */
export interface MoreFields {
  fields: Readonly<Partial<Record<MoreQuestionType, FieldComponent>>>
  /** The text field of an "other, please specify" option, when the content has one. */
  OtherSpecify: ((props: OtherSpecifyProps) => ReactNode) | null
  /** Their English strings, for `WidgetI18n.addFallbackStrings`. */
  english: Partial<UiMessages>
  stylesheet: string
}

// One dynamic import per field, written out so that the bundler makes each a chunk of its own.
const chunks: Readonly<Record<MoreFieldKind, () => Promise<MoreFieldPart>>> = {
  dropdown: () => import('./more-fields/dropdown').then((m) => m.createDropdownPart(sharedPieces)),
  date: () => import('./more-fields/date').then((m) => m.createDatePart(sharedPieces)),
  ranking: () => import('./more-fields/ranking').then((m) => m.createRankingPart(sharedPieces)),
  matrix: () => import('./more-fields/matrix').then((m) => m.createMatrixPart(sharedPieces)),
  consent: () => import('./more-fields/consent').then((m) => m.createConsentPart(sharedPieces)),
  other: () => import('./more-fields/other').then((m) => m.createOtherPart(sharedPieces)),
}

// Code, the same for every widget of the page: each chunk built once.
const loading = new Map<MoreFieldKind, Promise<MoreFieldPart>>()

function loadPart(kind: MoreFieldKind): Promise<MoreFieldPart> {
  let part = loading.get(kind)
  if (!part) {
    part = chunks[kind]().then(
      (built) => {
        if (built.kind !== 'other') addMoreValidators({ [built.kind]: built.validator })
        return built
      },
      (error: unknown) => {
        loading.delete(kind)
        throw new NetworkError('A part of the widget could not be loaded.', { cause: error })
      },
    )
    loading.set(kind, part)
  }
  return part
}

/**
 * Loads the fields of `kinds` (docs/architecture.md, "What a study loads"), one chunk each, in
 * parallel: called with the content, before the first page of a study that uses them. A chunk
 * that cannot be fetched is a retryable {@link NetworkError}, and the next call tries again.
 */
export async function loadMoreFields(kinds: readonly MoreFieldKind[]): Promise<MoreFields> {
  const parts = await Promise.all(kinds.map(loadPart))
  const fields: Partial<Record<MoreQuestionType, FieldComponent>> = {}
  const english: Partial<UiMessages> = {}
  let OtherSpecify: MoreFields['OtherSpecify'] = null
  for (const part of parts) {
    if (part.kind === 'other') OtherSpecify = part.OtherSpecify
    else {
      fields[part.kind] = part.Field
      Object.assign(english, part.english)
    }
  }
  return {
    fields,
    OtherSpecify,
    english,
    stylesheet: parts.map((part) => part.stylesheet).join(''),
  }
}

const MoreFieldsContext = createContext<MoreFields | null>(null)

/** Makes the loaded fields available to {@link LazyField} below it, with their stylesheet. */
export function MoreFieldsProvider(props: { fields: MoreFields | null; children: ReactNode }) {
  const { fields } = props
  return (
    <MoreFieldsContext.Provider value={fields}>
      {fields && <ChunkStyles css={fields.stylesheet} />}
      {props.children}
    </MoreFieldsContext.Provider>
  )
}

/**
 * The field of a question type whose component is in the more-fields chunk. The chunk is loaded
 * before a page of such a study shows, so it is always there; without it, nothing renders.
 */
export function LazyField(props: FieldComponentProps) {
  const more = useContext(MoreFieldsContext)
  const Field = more?.fields[props.question.type as MoreQuestionType]
  return Field ? <Field {...props} /> : null
}

/** The "other, please specify" text field, from the same chunk (content with `other` loads it). */
export function LazyOtherSpecify(props: OtherSpecifyProps) {
  const OtherSpecify = useContext(MoreFieldsContext)?.OtherSpecify
  return OtherSpecify ? <OtherSpecify {...props} /> : null
}
