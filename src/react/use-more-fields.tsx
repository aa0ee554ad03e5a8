import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { MoreQuestionType } from '../core/content-features'
import { NetworkError } from '../core/errors'
import { ownValue } from '../core/own-value'
import { addMoreValidators } from '../core/validation'
import { optionVariableCode, rankCountOf } from '../api/question-types'
import { FieldFrame, fieldWiring } from './field-frame'
import { describedBy, fieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import type { FieldShared } from './field-shared'
import type { MoreFields } from './more-fields'
import { QuestionText } from './question-text'
import type { FieldComponentProps } from './question-fields'
import { richText } from './rich-text'
import { StyleDeliveryContext } from './scoped-styles'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

const shared: FieldShared = {
  h: createElement,
  Fragment,
  useState,
  useRef,
  useEffect,
  useLayoutEffect,
  useMemo,
  useCallback,
  useId,
  useUiText,
  useWidget,
  richText,
  FieldFrame,
  fieldWiring,
  QuestionText,
  FieldMessage,
  describedBy,
  fieldIds,
  ownValue,
  optionVariableCode,
  rankCountOf,
}

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
      const more = module.createMoreFields(shared)
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

/**
 * Makes the loaded fields available to {@link LazyField} below it, with their stylesheet: a plain
 * `<style>` inside the widget's root, so it reaches a shadow root too, with the host's `nonce`.
 */
export function MoreFieldsProvider(props: { fields: MoreFields | null; children: ReactNode }) {
  const { nonce } = useContext(StyleDeliveryContext)
  const { fields } = props
  return (
    <MoreFieldsContext.Provider value={fields}>
      {fields && (
        // Our own constant stylesheet, never input.
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: fields.stylesheet }} />
      )}
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
