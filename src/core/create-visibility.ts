import type { JsonLogic, Module, StudyContent } from '../api/types'
import type { StudyElement } from './content'
import { ContentError } from './errors'
import { hasCondition, type ConditionData, type ConditionEngine } from './condition-engine'
import { setOwn } from './own-value'

/** Decides, from the current answers, what is shown and whether the study ends early. */
export interface Visibility {
  /**
   * One per malformed condition, found once when the visibility is created
   * (docs/content-format.md).
   */
  errors: ContentError[]
  /** A module is shown unless its `showIf` is false or malformed. */
  isModuleShown: (module: Module, data: ConditionData) => boolean
  /** A question is shown unless its `showIf` is false or malformed; other elements always are. */
  isElementShown: (element: StudyElement, data: ConditionData) => boolean
  /** Whether the module's `endIf` holds: the study ends after it (a malformed one never does). */
  endsAfter: (module: Module, data: ConditionData) => boolean
  /**
   * Whether an answer can change what is shown: some `showIf` that can be evaluated. Without one
   * the pages stay as laid out, and nothing needs deciding again on each answer.
   */
  readsAnswers: boolean
}

/** The part of an answer a condition reads. */
export interface ConditionAnswer {
  valueNum: number | null
  valueText?: string | null | undefined
}

/** The condition variables of a session's answers: number, else text, else `null`. */
export function conditionDataOf(
  answers: Readonly<Record<string, ConditionAnswer>>,
): Record<string, number | string | null> {
  // No prototype: a condition on a variable named `constructor` reads its answer or nothing.
  const data = Object.create(null) as Record<string, number | string | null>
  for (const [variableCode, answer] of Object.entries(answers)) {
    setOwn(data, variableCode, answer.valueNum ?? answer.valueText ?? null)
  }
  return data
}

/**
 * Checks every `showIf` and `endIf` of the content once and returns the evaluators. A malformed
 * condition becomes a content error, and what it guards is hidden (or never ends the study):
 * never a crash in front of a participant. Content with conditions needs the engine
 * (`loadContentFeatures`); without one, creating the visibility throws.
 */
export function createVisibility(
  content: StudyContent,
  engine: ConditionEngine | null,
  /** The study's variables: a condition reading any other is a content error. */
  known?: ReadonlySet<string>,
): Visibility {
  const errors: ContentError[] = []
  const broken = new Set<JsonLogic>()
  const check = (condition: JsonLogic | undefined, ownerId: string, member: string) => {
    if (!hasCondition(condition)) return
    if (!engine) {
      throw new Error(
        `[study-runner] "${ownerId}" has a ${member}: load the content's features (conditions) first`,
      )
    }
    const problem = engine.findProblem(condition, known)
    if (!problem) return
    broken.add(condition)
    errors.push(
      new ContentError(
        'invalid_condition',
        ownerId,
        `[study-runner] the ${member} of "${ownerId}" cannot be used: ${problem}`,
      ),
    )
  }
  for (const module of content.modules ?? []) {
    check(module.showIf, module.id, 'showIf')
    check(module.endIf, module.id, 'endIf')
  }
  for (const question of content.questions ?? []) check(question.showIf, question.id, 'showIf')

  const evaluated = (condition: JsonLogic | undefined) =>
    hasCondition(condition) && !broken.has(condition)
  const holds = (condition: JsonLogic | undefined, data: ConditionData, absent: boolean) => {
    if (!hasCondition(condition)) return absent
    return !broken.has(condition) && engine !== null && engine.evaluate(condition, data)
  }
  return {
    errors,
    isModuleShown: (module, data) => holds(module.showIf, data, true),
    isElementShown: (element, data) =>
      element.kind !== 'question' || holds(element.question.showIf, data, true),
    endsAfter: (module, data) => holds(module.endIf, data, false),
    readsAnswers:
      (content.modules ?? []).some((module) => evaluated(module.showIf)) ||
      (content.questions ?? []).some((question) => evaluated(question.showIf)),
  }
}
