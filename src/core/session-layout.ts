import type { StudyContent } from '../api/types'
import type { ElementResolver } from './content'
import { createVariableIndex, type VariableIndex } from './outbox'
import { buildPages, type StudyPage } from './pages'

/** Every page of a study, hidden ones included, and which element answers each variable. */
export interface SessionLayout {
  allPages: StudyPage[]
  variables: VariableIndex
}

/**
 * Lays the study out for one session: its pages in presentation order and the index of their
 * variables. `seed` is the session id once known: modules marked `randomize` shuffle by it, so
 * the layout is laid again when a session starts or is resumed.
 * @example layoutSession(content, resolve, 'ses_123').allPages.length
 */
export function layoutSession(
  content: StudyContent,
  resolve: ElementResolver,
  seed?: string,
): SessionLayout {
  const allPages = buildPages(content, resolve, { seed })
  return { allPages, variables: createVariableIndex(allPages) }
}
