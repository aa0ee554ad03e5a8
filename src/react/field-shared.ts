import type {
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { MoreValidatorPieces } from '../core/more-validators'
import type { FieldFrame, fieldWiring } from './field-frame'
import type { describedBy, fieldIds } from './field-ids'
import type { FieldMessage } from './field-message'
import type { QuestionText } from './question-text'
import type { richText } from './rich-text'
import type { useUiText } from './use-ui-text'
import type { useWidget } from './widget-context'

/**
 * What the fields of the question types beyond the original seven (`more-fields/`) use of the
 * widget's entry, handed to them when their chunk arrives instead of imported — the same rule as
 * the later parts (later-shared.ts, docs/architecture.md "What a study loads"). Their modules
 * import types only (and their own code), and write JSX with the classic runtime over `h`:
 *
 * ```tsx
 * /** @jsxRuntime classic *\/
 * /** @jsx h *\/
 * export function createConsentField({ h, FieldFrame }: FieldShared) { … }
 * ```
 */
export interface FieldShared extends MoreValidatorPieces {
  h: typeof createElement
  Fragment: typeof Fragment
  useState: typeof useState
  useRef: typeof useRef
  useEffect: typeof useEffect
  useLayoutEffect: typeof useLayoutEffect
  useMemo: typeof useMemo
  useCallback: typeof useCallback
  useId: typeof useId
  useUiText: typeof useUiText
  useWidget: typeof useWidget
  richText: typeof richText
  FieldFrame: typeof FieldFrame
  fieldWiring: typeof fieldWiring
  QuestionText: typeof QuestionText
  FieldMessage: typeof FieldMessage
  describedBy: typeof describedBy
  fieldIds: typeof fieldIds
}
