import { dayNumberOf } from '../../../src/api/calendar-date'
import {
  isQuestionType,
  questionTypeDefinitions,
  questionTypes,
  type QuestionTypeDefinition,
} from '../../../src/api/question-types'
import type { QuestionType } from '../../../src/api/types'
import {
  checkNumber,
  checkOptionalBoolean,
  checkOptions,
  checkString,
  isRecord,
  type Problems,
} from './shape-checks'

/** The types whose options may carry `other` ("Other, please specify"; docs/content-format.md). */
const typesWithOther: ReadonlySet<QuestionType> = new Set(['single', 'multi'])

/** The types that may show their options shuffled (`randomizeOptions`). */
const typesWithShuffledOptions: ReadonlySet<QuestionType> = new Set([
  'single',
  'multi',
  'dropdown',
  'ranking',
])

/**
 * Checks the shape of `content.questions` in a study file (docs/content-format.md): ids unique,
 * a known `type` with the members it needs, and every optional member of the right kind — the
 * new types' members too (`searchable`, `minDate`/`maxDate`, `rankCount`, `rows`,
 * `agreeLabelKey`, `randomizeOptions`, and each option's `fixed` and `other`). Each problem names
 * its JSON path. Variable codes across the study and translations are checked when the content
 * is assembled (assemble-content.ts).
 */
export function checkQuestions(value: unknown, problems: Problems): void {
  if (!Array.isArray(value)) {
    problems.push('content.questions: expected an array')
    return
  }
  const ids = new Set<string>()
  value.forEach((question, index) => {
    const at = `content.questions[${index}]`
    if (!isRecord(question)) return problems.push(`${at}: expected an object`)
    if (checkString(question.id, `${at}.id`, problems)) {
      if (ids.has(question.id)) {
        problems.push(
          `${at}.id: "${question.id}" appears twice; give each question an id of its own`,
        )
      }
      ids.add(question.id)
    }
    checkString(question.variableCode, `${at}.variableCode`, problems)
    checkString(question.textKey, `${at}.textKey`, problems)
    const type: unknown = question.type
    if (!isQuestionType(type)) {
      problems.push(`${at}.type: expected one of ${questionTypes.join(', ')}`)
    } else {
      checkTypeMembers(question, type, questionTypeDefinitions[type], at, problems)
    }
    checkRange(question, at, problems)
    checkOptionalBoolean(question.integer, `${at}.integer`, problems)
    checkOptionalBoolean(question.required, `${at}.required`, problems)
    checkOptionalBoolean(question.searchable, `${at}.searchable`, problems)
    const maxLength = question.maxLength
    if (maxLength !== undefined && !(Number.isInteger(maxLength) && (maxLength as number) >= 1)) {
      problems.push(`${at}.maxLength: expected a positive integer`)
    }
    checkDateLimits(question, at, problems)
    const needsAgreeLabel = isQuestionType(type) && questionTypeDefinitions[type].needsAgreeLabel
    if (question.agreeLabelKey !== undefined || needsAgreeLabel) {
      checkString(question.agreeLabelKey, `${at}.agreeLabelKey`, problems)
    }
  })
}

/** The members whose presence or bounds depend on the question's type. */
function checkTypeMembers(
  question: Record<string, unknown>,
  type: QuestionType,
  definition: QuestionTypeDefinition,
  at: string,
  problems: Problems,
): void {
  const optionsOk =
    definition.needsOptions &&
    checkOptions(question.options, `${at}.options`, problems, { other: typesWithOther.has(type) })
  if (definition.needsRange && (question.min === undefined || question.max === undefined)) {
    problems.push(`${at}: a ${type} question needs min and max; add both`)
  }
  if (
    checkOptionalBoolean(question.randomizeOptions, `${at}.randomizeOptions`, problems) &&
    question.randomizeOptions === true &&
    !typesWithShuffledOptions.has(type)
  ) {
    problems.push(
      `${at}.randomizeOptions: only single, multi, dropdown and ranking questions shuffle their options; remove it`,
    )
  }
  const rankCount = question.rankCount
  const optionCount = optionsOk ? (question.options as unknown[]).length : undefined
  if (
    rankCount !== undefined &&
    !(
      Number.isInteger(rankCount) &&
      (rankCount as number) >= 1 &&
      (rankCount as number) <= (optionCount ?? Infinity)
    )
  ) {
    problems.push(
      `${at}.rankCount: expected a whole number from 1 to ${optionCount ?? 'the number of options'}`,
    )
  }
  if (question.rows !== undefined || definition.needsRows) {
    checkRows(question.rows, `${at}.rows`, problems)
  }
}

function checkRange(question: Record<string, unknown>, at: string, problems: Problems): void {
  for (const key of ['min', 'max', 'step'] as const) {
    if (question[key] !== undefined) checkNumber(question[key], `${at}.${key}`, problems)
  }
  if (
    typeof question.min === 'number' &&
    typeof question.max === 'number' &&
    question.min > question.max
  ) {
    problems.push(`${at}: min (${question.min}) is above max (${question.max}); swap them`)
  }
}

/**
 * `minDate` and `maxDate`: a real calendar date or `"today"`, and min not after max when both
 * are dates. A `"today"` limit is only known when a participant answers (date-answer-problems.ts).
 */
function checkDateLimits(question: Record<string, unknown>, at: string, problems: Problems): void {
  const days: Partial<Record<'minDate' | 'maxDate', number>> = {}
  for (const key of ['minDate', 'maxDate'] as const) {
    const limit = question[key]
    if (limit === undefined || limit === 'today') continue
    const day = typeof limit === 'string' ? dayNumberOf(limit) : undefined
    if (day === undefined) {
      problems.push(`${at}.${key}: expected a real date as YYYY-MM-DD, or "today"`)
    } else {
      days[key] = day
    }
  }
  if (days.minDate !== undefined && days.maxDate !== undefined && days.minDate > days.maxDate) {
    problems.push(`${at}: minDate is after maxDate; swap them`)
  }
}

/** A matrix's rows: a non-empty list of `{ id, variableCode, textKey }` with distinct ids. */
function checkRows(value: unknown, path: string, problems: Problems): void {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${path}: expected a non-empty array of { id, variableCode, textKey }`)
    return
  }
  const ids = new Set<string>()
  value.forEach((row, index) => {
    const at = `${path}[${index}]`
    if (!isRecord(row)) return problems.push(`${at}: expected { id, variableCode, textKey }`)
    if (checkString(row.id, `${at}.id`, problems)) {
      if (ids.has(row.id)) {
        problems.push(`${at}.id: "${row.id}" appears twice; give each row an id of its own`)
      }
      ids.add(row.id)
    }
    checkString(row.variableCode, `${at}.variableCode`, problems)
    checkString(row.textKey, `${at}.textKey`, problems)
  })
}
