import type { ApiErrorDetail, StudyContent } from '../../src/api/types'
import { isRecord } from './seed/shape-checks'

/** The most module ids one `presentation.moduleOrder` may list (OpenAPI ResponsesRequest). */
export const maxModuleOrderItems = 1000

/** A checked `presentation`: what to store, or the problems found. */
export interface CheckedPresentation {
  /** The module ids joined by `|`, to store; null when none was sent. */
  moduleOrder: string | null
  details: ApiErrorDetail[]
}

/**
 * Checks the `presentation` of a responses body (docs/content-format.md, "Display order is
 * data"): `{ moduleOrder }`, the modules in the order this session showed them (`randomizeGroup`
 * swaps them per session). Each id must be a module of the content, once; the order is the
 * session's and is sent once: the same order again is a retried batch and fine, another one
 * is refused, since one participant saw one order and results must not say otherwise.
 *
 * @param stored the order stored for the session already (sessions.module_order), or null
 */
export function checkPresentation(
  value: unknown,
  content: Pick<StudyContent, 'modules'>,
  stored: string | null,
): CheckedPresentation {
  const refused = (field: string, message: string): CheckedPresentation => ({
    moduleOrder: null,
    details: [{ field: `presentation${field}`, message }],
  })
  if (value === undefined) return { moduleOrder: null, details: [] }
  if (!isRecord(value)) return refused('', 'must be an object { moduleOrder }')
  const order = value.moduleOrder
  if (!Array.isArray(order) || order.length === 0) {
    return refused('.moduleOrder', 'must list the ids of the modules in the order shown')
  }
  if (order.length > maxModuleOrderItems) {
    return refused('.moduleOrder', `must hold at most ${maxModuleOrderItems} module ids`)
  }
  const modules = new Set(content.modules.map((module) => module.id))
  const details: ApiErrorDetail[] = []
  order.forEach((id: unknown, index) => {
    const field = `presentation.moduleOrder[${index}]`
    if (typeof id !== 'string' || !modules.has(id)) {
      details.push({ field, message: `${JSON.stringify(id)} is not a module of this study` })
    } else if (order.indexOf(id) !== index) {
      details.push({ field, message: `"${id}" appears twice` })
    }
  })
  if (details.length > 0) return { moduleOrder: null, details }
  const moduleOrder = (order as string[]).join('|')
  if (stored !== null && stored !== moduleOrder) {
    return refused(
      '.moduleOrder',
      `was sent before as ${stored.split('|').join(', ')}; a session's module order cannot change`,
    )
  }
  return { moduleOrder, details: [] }
}
