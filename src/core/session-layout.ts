import type { ResponsesRequest, StudyContent } from '../api/types'
import type { ElementResolver } from './content'
import type { PanelFlow } from './panel-flow'
import { createVariableIndex, type VariableIndex } from './variable-index'
import { buildPages, type StudyPage } from './pages'
import { sessionVariablesOf } from './session-variables'

/** Every page of a study, hidden ones included, and which element answers each variable. */
export interface SessionLayout {
  allPages: StudyPage[]
  variables: VariableIndex
  /**
   * The modules in the order shown, for the service (`presentation.moduleOrder`, sent with the
   * first batch): when the content shuffles modules (`randomizeGroup`) and a session seeds them.
   */
  presentation: ResponsesRequest['presentation']
}

/**
 * Lays the study out for one session: its pages in presentation order and the index of their
 * variables. `seed` is the session id once known: module groups, `randomize` modules and
 * `randomizeOptions` questions shuffle by it, so the layout is laid again when a session starts
 * or is resumed.
 * Module groups are shuffled by the panel chunk (`panel`), loaded for content that has them.
 * @example layoutSession(content, resolve, { seed: 'ses_123' }).allPages.length
 */
export function layoutSession(
  content: StudyContent,
  resolve: ElementResolver,
  options: { seed?: string | undefined; panel?: Pick<PanelFlow, 'orderModules'> | null } = {},
): SessionLayout {
  const { seed, panel } = options
  const allPages = buildPages(content, resolve, {
    seed,
    ...(panel && { orderModules: panel.orderModules }),
  })
  const shuffles = (content.modules ?? []).some((module) => module.randomizeGroup !== undefined)
  const moduleOrder = [...new Set(allPages.map((page) => page.module.id))]
  return {
    allPages,
    variables: createVariableIndex(allPages, sessionVariablesOf(content)),
    presentation: shuffles && seed !== undefined ? { moduleOrder } : undefined,
  }
}
