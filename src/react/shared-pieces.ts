import * as React from 'react'
import { optionVariableCode, questionVariables, rankCountOf } from '../api/question-types'
import { groupPageElements } from '../core/group-page-elements'
import { ownValue } from '../core/own-value'
import { FieldFrame, fieldWiring } from './field-frame'
import { describedBy, fieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import type { FieldShared } from './field-shared'
import type { LaterShared } from './later-shared'
import { QuestionText } from './question-text'
import { richText } from './rich-text'
import { useUiText } from './use-ui-text'
import { useWidget } from './widget-context'

/**
 * The one set of pieces the entry hands to its lazy chunks that render (the later parts and the
 * more fields; later-shared.ts and field-shared.ts say what each uses and why they are handed in
 * rather than imported). React's own exports come whole: the embed holds all of React anyway.
 */
export const sharedPieces: LaterShared & FieldShared = {
  ...React,
  h: React.createElement,
  useUiText,
  useWidget,
  richText,
  groupPageElements,
  ownValue,
  fieldIds,
  FieldFrame,
  fieldWiring,
  QuestionText,
  FieldMessage,
  describedBy,
  optionVariableCode,
  questionVariables,
  rankCountOf,
}
