import { createContext, useContext, useRef, useSyncExternalStore } from 'react'
import { questionTypeDefinitions } from '../api/question-types'
import { variableCodesOf, type StudyElement } from '../core/content'
import type { Answer } from '../core/response-batch'

/** The session's answers by `variableCode`. */
export type Answers = Readonly<Record<string, Answer>>

/** Where fields read the answers from: the session's store, or anything shaped like it. */
export interface AnswerSource {
  getState: () => { answers: Answers }
  subscribe: (listener: () => void) => () => void
}

/** The answer source of the page's fields; the session view provides its store. */
export const AnswerSourceContext = createContext<AnswerSource | null>(null)

/**
 * The answers as `element` shows them: a new object only when one of the element's own variables
 * changed, so each field subscribes to what it shows. Answering one question of a page re-renders
 * that question alone, without the page re-rendering its thousand fields to find out which
 * (docs/architecture.md, "Answering"). The object holds every answer as of that change: a field
 * reads its own variables from it.
 */
export function useElementAnswers(element: StudyElement): Answers {
  const source = useContext(AnswerSourceContext)
  if (!source) throw new Error('[study-runner] a field rendered outside its session')
  const shown = useRef<Answers | null>(null)
  const snapshot = () => {
    const latest = source.getState().answers
    if (shown.current === null || !sameAnswers(element, shown.current, latest)) {
      shown.current = latest
    }
    return shown.current
  }
  return useSyncExternalStore(source.subscribe, snapshot, snapshot)
}

// The variables of a question answering several, worked out once per element (the layout keeps
// its elements): the comparison below runs for every field of the page on every change.
const codesOfElement = new WeakMap<StudyElement, string[]>()

/**
 * Whether the answers an element shows are the same: its variable, or each of the variables of a
 * question that answers several (options, rows, an "other" text). Runs for every field of the
 * page on every change of the session, so it allocates nothing after the first time.
 */
export function sameAnswers(element: StudyElement, before: Answers, after: Answers): boolean {
  if (before === after || element.kind === 'invalid') return true
  if (
    element.kind === 'question' &&
    questionTypeDefinitions[element.question.type].answersSeveral
  ) {
    let codes = codesOfElement.get(element)
    if (!codes) codesOfElement.set(element, (codes = variableCodesOf(element)))
    return codes.every((code) => before[code] === after[code])
  }
  return before[element.variableCode] === after[element.variableCode]
}
