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
   * The fields in chunks of their own the content uses, in a fixed order: its questions of
   * {@link moreQuestionTypes}, and `other` for an option with "please specify" (loaded by the
   * React layer, one chunk each). Empty: none.
   */
  moreFields: readonly MoreFieldKind[]
  /** Parameters, conditions (arms) or module groups: the panel flow's chunk (panel-flow.ts). */
  panel: boolean
  /** A translation holds a placeholder (`{{VARIABLE}}`): the piping engine. */
  piping: boolean
}

/** The question types whose fields are a chunk of their own (`src/react/more-fields/`). */
export const moreQuestionTypes = ['dropdown', 'date', 'ranking', 'matrix', 'consent'] as const

/** One of {@link moreQuestionTypes}. */
export type MoreQuestionType = (typeof moreQuestionTypes)[number]

/** A field in a chunk of its own: a question type's, or `other` (an option's "please specify"). */
export type MoreFieldKind = MoreQuestionType | 'other'

/** The fields in chunks of their own that the content uses, in the order of {@link moreQuestionTypes}, then `other`. */
export function moreFieldsOf(content: StudyContent): MoreFieldKind[] {
  // One pass over the questions: read while rendering the content, a thousand questions too.
  const used = new Set<string>()
  let other = false
  for (const question of content.questions ?? []) {
    used.add(question.type)
    other ||= (question.options ?? []).some((option) => option.other)
  }
  const kinds: MoreFieldKind[] = moreQuestionTypes.filter((type) => used.has(type))
  return other ? [...kinds, 'other'] : kinds
}

/** Whether the content needs none of the chunks of {@link FeatureNeeds}. */
export function needsNoFeature(needs: FeatureNeeds): boolean {
  return !needs.conditions && !needs.panel && !needs.piping && needs.moreFields.length === 0
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
    moreFields: moreFieldsOf(content),
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

/** Every chunk of {@link FeatureNeeds} but the fields': those that can decide the first page. */
const everyEngine: FeatureNeeds = { conditions: true, moreFields: [], panel: true, piping: true }

let enginesAsked = false

/**
 * Fetches the condition, panel-flow and piping engines (about 5 kB gzip together) once, before
 * the content has said whether it needs them: a study that does then paints one round trip after
 * its content arrives instead of two. For the time a request for content is on the network
 * (docs/architecture.md, "What a study loads"). A chunk that fails to load is left to the load
 * that needs it, which reports it.
 */
export function loadEnginesEarly(): void {
  if (enginesAsked) return
  enginesAsked = true
  loadContentFeatures(everyEngine).catch(() => {})
}

/**
 * {@link loadEnginesEarly} if `content` is still on its way in the next task. Content at hand —
 * a cache, a transport answering in the page — has said by then what it needs, and nothing more
 * is fetched.
 */
export function loadEnginesWhileWaiting(content: Promise<unknown>): void {
  if (enginesAsked || typeof window === 'undefined') return
  let waiting = true
  const arrived = () => {
    waiting = false
  }
  content.then(arrived, arrived)
  setTimeout(() => {
    if (waiting) loadEnginesEarly()
  }, 0)
}
