import type { createElement, useEffect, useId, useRef, useState } from 'react'
import type { optionVariableCode, questionVariables } from '../api/question-types'
import type { groupPageElements } from '../core/group-page-elements'
import type { ownValue } from '../core/own-value'
import type { fieldIds } from './field-ids'
import type { richText } from './rich-text'
import type { useUiText } from './use-ui-text'
import type { useWidget } from './widget-context'

/**
 * What the later parts (later-parts.ts) use of the widget's entry, handed to them when their
 * chunk arrives instead of imported: a lazy chunk of the embed that imported the entry would name
 * it by its file, and a host that loads the script with a query string (`study-runner.js?v=2`)
 * would then run a second copy of the widget and of React (docs/architecture.md, "What a study
 * loads"). Their modules import types only and build their elements with `h` (or JSX with the
 * classic runtime over it).
 */
export interface LaterShared {
  h: typeof createElement
  useId: typeof useId
  useEffect: typeof useEffect
  useRef: typeof useRef
  useState: typeof useState
  useUiText: typeof useUiText
  useWidget: typeof useWidget
  richText: typeof richText
  groupPageElements: typeof groupPageElements
  ownValue: typeof ownValue
  fieldIds: typeof fieldIds
  questionVariables: typeof questionVariables
  optionVariableCode: typeof optionVariableCode
}
