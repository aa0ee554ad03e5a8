import { createContext, useContext, type ReactNode } from 'react'
import type { MoreQuestionType } from '../core/content-features'
import { NetworkError } from '../core/errors'
import { addMoreValidators } from '../core/validation'
import type { MoreFields } from './more-fields'
import type { OtherSpecifyProps } from './more-fields/other-specify'
import type { FieldComponentProps } from './question-fields'
import { ChunkStyles } from './chunk-styles'
import { sharedPieces } from './shared-pieces'

// Code, the same for every widget of the page: built once.
let loading: Promise<MoreFields> | undefined

/**
 * Loads the fields of the question types beyond the original seven (docs/architecture.md, "What a
 * study loads"): called with the content, before the first page of a study that uses one. A chunk
 * that cannot be fetched is a retryable {@link NetworkError}, and the next call tries again.
 */
export function loadMoreFields(): Promise<MoreFields> {
  loading ??= import('./more-fields').then(
    (module) => {
      const more = module.createMoreFields(sharedPieces)
      addMoreValidators(more.validators)
      return more
    },
    (error: unknown) => {
      loading = undefined
      throw new NetworkError('A part of the widget could not be loaded.', { cause: error })
    },
  )
  return loading
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
  const more = useContext(MoreFieldsContext)
  return more ? <more.OtherSpecify {...props} /> : null
}
