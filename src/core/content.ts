import { isQuestionType, questionTypeDefinitions, questionVariables } from '../api/question-types'
import type { InstrumentItem, Question, StudyContent } from '../api/types'
import { ContentError } from './errors'

/**
 * One element of a page, resolved from its id: a study question, an instrument item, or an element
 * that cannot be shown (with the reason), so that rendering never has to throw.
 */
export type StudyElement =
  | {
      kind: 'question'
      id: string
      variableCode: string
      question: Question
      /**
       * The option values in the order shown, when the question shuffles its options
       * (`randomizeOptions`; `question.options` is then in that order): sent as `displayOrder`.
       */
      displayOrder?: number[]
    }
  | { kind: 'instrumentItem'; id: string; variableCode: string; item: InstrumentItem }
  | { kind: 'invalid'; id: string; error: ContentError }

/** Finds the element with a given id in the study content. */
export type ElementResolver = (elementId: string) => StudyElement

/**
 * Indexes the study's questions and instrument items once and returns a resolver that also checks
 * each element (docs/content-format.md: unknown types are a content error, never a crash).
 */
export function createElementResolver(content: StudyContent): ElementResolver {
  const questions = new Map((content.questions ?? []).map((question) => [question.id, question]))
  const items = new Map((content.instrumentItems ?? []).map((item) => [item.id, item]))

  return (id) => {
    const question = questions.get(id)
    if (question) {
      const error = checkQuestion(question)
      return error
        ? { kind: 'invalid', id, error }
        : { kind: 'question', id, variableCode: question.variableCode, question }
    }
    const item = items.get(id)
    if (item) {
      if (!Array.isArray(item.options) || item.options.length === 0) {
        return { kind: 'invalid', id, error: missingOptions(id) }
      }
      return { kind: 'instrumentItem', id, variableCode: item.variableCode, item }
    }
    const error = new ContentError(
      'unknown_element',
      id,
      `[study-runner] element "${id}" is neither a question nor an instrument item of this study`,
    )
    return { kind: 'invalid', id, error }
  }
}

function checkQuestion(question: Question): ContentError | undefined {
  const type: unknown = question.type
  if (!isQuestionType(type)) {
    // Content from a newer service: the element says so, the rest of the study still works.
    return new ContentError(
      'unknown_question_type',
      question.id,
      `[study-runner] question "${question.id}" has a type this version cannot show: "${String(type)}"`,
    )
  }
  const definition = questionTypeDefinitions[type]
  if (definition.needsOptions && !isFilled(question.options)) return missingOptions(question.id)
  if (definition.needsRows && !isFilled(question.rows)) {
    return new ContentError(
      'missing_rows',
      question.id,
      `[study-runner] matrix question "${question.id}" has no rows`,
    )
  }
  return undefined
}

const isFilled = (list: unknown) => Array.isArray(list) && list.length > 0

function missingOptions(id: string): ContentError {
  return new ContentError('missing_options', id, `[study-runner] element "${id}" has no options`)
}

/**
 * Whether an answer is needed: instrument items default to required, questions do not
 * (docs/content-format.md).
 */
export function isRequired(element: StudyElement): boolean {
  if (element.kind === 'question') return element.question.required ?? false
  if (element.kind === 'instrumentItem') return element.item.required ?? true
  return false
}

/** Every translation key the content uses, in presentation order, without duplicates. */
export function translationKeysOf(content: StudyContent): string[] {
  const keys = new Set<string>()
  const add = (key: string | undefined) => {
    if (key) keys.add(key)
  }
  for (const module of content.modules ?? []) {
    add(module.titleKey)
    add(module.introKey)
    add(module.endTextKey)
  }
  for (const question of content.questions ?? []) {
    add(question.textKey)
    add(question.helpKey)
    add(question.minLabelKey)
    add(question.maxLabelKey)
    add(question.agreeLabelKey)
    for (const option of question.options ?? []) add(option.labelKey)
    for (const row of question.rows ?? []) add(row.textKey)
  }
  for (const item of content.instrumentItems ?? []) {
    add(item.textKey)
    for (const option of item.options ?? []) add(option.labelKey)
  }
  return [...keys]
}

/**
 * The variables an element answers: one per item, and per question what its type says
 * (`questionVariables`: e.g. one 1/0 variable per option of a `multi` question). None for an
 * invalid element.
 */
export function variableCodesOf(element: StudyElement): string[] {
  if (element.kind === 'invalid') return []
  if (element.kind === 'instrumentItem') return [element.variableCode]
  return questionVariables(element.question).map((variable) => variable.variableCode)
}
