import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StudyContent } from '../../src/api/types'
import { assembleContent } from '../../demo/sandbox/seed/assemble-content'
import type { InstrumentDefinition, StudyDefinition } from '../../demo/sandbox/seed/seed-types'

/** The example study as the widget receives it, plus the instrument files it was assembled from. */
export interface ExampleStudy {
  content: StudyContent
  instruments: ReadonlyMap<string, InstrumentDefinition>
}

/**
 * Reads `demo/studies/<studyId>.json` and the instruments its modules name, and assembles the
 * content the way the sandbox does (docs/content-format.md#seed-files), so the SurveyJS page is
 * built from exactly what the widget renders.
 */
export function loadExampleStudy(demoDir: string, studyId: string): ExampleStudy {
  const file = join(demoDir, 'studies', `${studyId}.json`)
  const definition = JSON.parse(readFileSync(file, 'utf8')) as StudyDefinition
  const instruments = new Map<string, InstrumentDefinition>()
  for (const module of definition.content.modules) {
    if (!module.instrumentId || instruments.has(module.instrumentId)) continue
    const path = join(demoDir, 'instruments', `${module.instrumentId}.json`)
    instruments.set(
      module.instrumentId,
      JSON.parse(readFileSync(path, 'utf8')) as InstrumentDefinition,
    )
  }
  return { content: assembleContent(file, definition, instruments), instruments }
}
