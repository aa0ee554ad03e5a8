import type { createElement, Fragment, useEffect, useId, useRef } from 'react'
import type { useDisplayOptions } from './display-options'
import type { ProgressBar } from './progress-bar'
import type { richText } from './rich-text'
import type { useUiText } from './use-ui-text'
import type { useWidget } from './widget-context'

/**
 * What the later parts (later-parts.ts) use of the widget's entry, handed to them when their
 * chunk arrives instead of imported: a lazy chunk of the embed that imported the entry would name
 * it by its file, and a host that loads the script with a query string (`study-runner.js?v=2`)
 * would then run a second copy of the widget and of React (docs/architecture.md, "What a study
 * loads"). Their modules import types only, and write JSX with the classic runtime on `h`.
 */
export interface LaterShared {
  h: typeof createElement
  Fragment: typeof Fragment
  useEffect: typeof useEffect
  useId: typeof useId
  useRef: typeof useRef
  useDisplayOptions: typeof useDisplayOptions
  useUiText: typeof useUiText
  useWidget: typeof useWidget
  richText: typeof richText
  ProgressBar: typeof ProgressBar
}
