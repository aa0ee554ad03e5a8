import type { StudyContent } from '../api/types'
import { loadConditionEngine, usesConditions, type ConditionEngine } from './condition-engine'
import { NetworkError } from './errors'
import type { PanelFlow } from './panel-flow'
import { maxTextLength } from '../api/question-types'
import { shuffleStably } from './shuffle-stably'
import { loadPipingEngine, usesPiping, type PipingEngine } from './piping-engine'

/**
 * Which of the chunks beyond the initial bundle a study's content needs. Each is loaded only
 * when the content uses it, so a study pays for what it asks for (docs/architecture.md).
 */
export interface FeatureNeeds {
  /** A module or question has a `showIf` / `endIf`: the JsonLogic engine. */
  conditions: boolean
  /**
   * A question has one of {@link moreQuestionTypes}, or an option with `other`: their fields
   * (loaded by the React layer).
   */
  moreFields: boolean
  /** Parameters, conditions (arms) or module groups: the panel flow's chunk (panel-flow.ts). */
  panel: boolean
  /** A translation holds a placeholder (`{{VARIABLE}}`): the piping engine. */
  piping: boolean
}

/** The question types whose fields are a chunk of their own (`src/react/more-fields/`). */
export const moreQuestionTypes = ['dropdown', 'date', 'ranking', 'matrix', 'consent'] as const

/** One of {@link moreQuestionTypes}. */
export type MoreQuestionType = (typeof moreQuestionTypes)[number]

/** Whether the content has a question of {@link moreQuestionTypes} or an "other" option. */
export function usesMoreFields(content: StudyContent): boolean {
  const types: readonly string[] = moreQuestionTypes
  return (content.questions ?? []).some(
    (question) =>
      types.includes(question.type) || (question.options ?? []).some((option) => option.other),
  )
}

/** The loaded chunks of {@link FeatureNeeds}; `null` for what the content does not need. */
export interface ContentFeatures {
  conditions: ConditionEngine | null
  panel: PanelFlow | null
  /** Absent, like `null`, for content without placeholders. */
  piping?: PipingEngine | null | undefined
}

/** The features of content that needs none. */
export const noContentFeatures: ContentFeatures = { conditions: null, panel: null, piping: null }

/** Whether the content uses parameters, conditions (arms) or module groups. */
export function usesPanelFlow(content: StudyContent): boolean {
  return (
    (content.parameters ?? []).length > 0 ||
    content.conditions !== undefined ||
    (content.modules ?? []).some((module) => module.randomizeGroup !== undefined)
  )
}

/** What the content needs; reading it may throw on malformed content (a content bug). */
export function featureNeedsOf(content: StudyContent): FeatureNeeds {
  return {
    conditions: usesConditions(content),
    moreFields: usesMoreFields(content),
    panel: usesPanelFlow(content),
    piping: usesPiping(content),
  }
}

/**
 * Loads, in parallel, every chunk of `needs`. A chunk that cannot be fetched (offline, a deploy
 * that replaced it) is a retryable {@link NetworkError}, like a failed request.
 */
export async function loadContentFeatures(needs: FeatureNeeds): Promise<ContentFeatures> {
  try {
    const [conditions, panel, piping] = await Promise.all([
      needs.conditions ? loadConditionEngine() : null,
      needs.panel
        ? import('./panel-flow').then((module) =>
            module.createPanelFlow({ shuffleStably, maxTextLength }),
          )
        : null,
      needs.piping ? loadPipingEngine() : null,
    ])
    return { conditions, panel, piping }
  } catch (error) {
    throw new NetworkError('A part of the widget could not be loaded.', { cause: error })
  }
}
