import { createHash } from 'node:crypto'
import type { InstrumentItem, Module, Question, StudyContent } from '../../../src/api/types'
import type { InstrumentDefinition, StudyDefinition } from './seed-types'
import { scaleSummariesOf } from '../scoring'
import { checkPlaceholders } from './check-placeholders'
import { checkVariableCodes } from './check-variable-codes'
import { SeedError } from './seed-error'
import { checkKeysTranslated, listed, type Problems } from './shape-checks'
import { scoringKeysOf } from './validate-instrument'

/**
 * Turns a study file's content into the StudyContent clients receive (docs/content-format.md,
 * docs/sandbox.md): instrument modules without `elements` get all the instrument's items in order,
 * the items used become `instrumentItems`, the instruments' translations are merged in (the study's
 * own texts win on a clash), `studyId` is added and `revision` is a hash of the result.
 *
 * @throws SeedError for a reference that leads nowhere, a variableCode used twice, a text
 *   missing in one of the study's languages, or a placeholder naming no variable.
 */
export function assembleContent(
  file: string,
  definition: StudyDefinition,
  instruments: ReadonlyMap<string, InstrumentDefinition>,
): StudyContent {
  const { content } = definition
  const problems: Problems = []
  const questionIds = new Set(content.questions.map((question) => question.id))
  const placed = new Set<string>()
  const usedItems = new Map<string, InstrumentItem>()
  const usedInstruments: InstrumentDefinition[] = []

  const modules: Module[] = content.modules.map((module, index) => {
    const at = `content.modules[${index}]`
    const instrument = module.instrumentId ? instruments.get(module.instrumentId) : undefined
    if (module.instrumentId && !instrument) {
      problems.push(`${at}.instrumentId: ${unknownInstrument(module.instrumentId, instruments)}`)
      return { ...module, elements: module.elements ?? [], paging: module.paging ?? 'module' }
    }
    if (instrument && !usedInstruments.includes(instrument)) usedInstruments.push(instrument)
    const elements = module.elements ?? instrument?.items.map((item) => item.id) ?? []
    for (const element of elements) {
      const item = instrument?.items.find((candidate) => candidate.id === element)
      if (item) {
        usedItems.set(item.id, {
          ...item,
          instrumentId: instrument!.id,
          required: item.required ?? true,
        })
      } else if (!questionIds.has(element)) {
        problems.push(
          instrument
            ? `${at}.elements: "${element}" is neither a question nor an item of this module's instrument; ` +
                `use one of its items (${listed(instrument.items.map((item) => item.id))}) or a question's id`
            : `${at}.elements: "${element}" is not a question of this study; use a question's id, or remove it here`,
        )
      }
      placed.add(element)
    }
    return { ...module, elements, paging: module.paging ?? 'module' }
  })
  // The OpenAPI defaults written out, so clients need not know them.
  const questions: Question[] = content.questions.map((question) => ({
    ...question,
    required: question.required ?? false,
  }))

  content.questions.forEach((question, index) => {
    if (!placed.has(question.id)) {
      problems.push(
        `content.questions[${index}]: "${question.id}" is in no module; add it to a module's elements, or remove it`,
      )
    }
  })
  const languagesChecked = new Set<InstrumentDefinition>()
  content.modules.forEach((module, index) => {
    const instrument = module.instrumentId ? instruments.get(module.instrumentId) : undefined
    if (!instrument || languagesChecked.has(instrument)) return
    languagesChecked.add(instrument)
    const missing = content.languages.filter((language) => !instrument.languages.includes(language))
    if (missing.length > 0) {
      problems.push(
        `content.modules[${index}].instrumentId: instrument "${instrument.id}" is not available in ${missing.join(', ')}; ` +
          `remove ${missing.join(', ')} from content.languages, or add ${missing.length === 1 ? 'it' : 'them'} to the instrument`,
      )
    }
  })
  const variables = checkVariableCodes(content, [...usedItems.values()], problems)

  const translations: StudyContent['translations'] = {}
  for (const language of content.languages) {
    translations[language] = Object.assign(
      {},
      ...usedInstruments.map((instrument) => instrument.translations[language] ?? {}),
      content.translations[language] ?? {},
    ) as Record<string, string>
  }
  const instrumentItems = [...usedItems.values()]
  checkKeysTranslated(
    [
      ...referencedKeys(modules, content.questions, instrumentItems),
      ...usedInstruments.flatMap((instrument) => scoringKeysOf(instrument.scoring)),
    ],
    content.languages,
    translations,
    { translations: 'content.translations', languages: 'content.languages' },
    problems,
  )
  checkPlaceholders({ translations, completion: content.completion }, variables, problems)
  if (problems.length > 0) throw new SeedError(file, problems)

  const assembled: Omit<StudyContent, 'revision'> = {
    studyId: definition.study.id,
    defaultLanguage: content.defaultLanguage,
    languages: content.languages,
    modules,
    questions,
    instrumentItems,
    translations,
    scales: usedInstruments.flatMap(scaleSummariesOf),
    ...realStudyMembers(content),
  }
  const { studyId, ...rest } = assembled
  return { studyId, revision: contentRevision(assembled), ...rest }
}

/**
 * The members of docs/content-format.md "Content for real studies" a study sets, as written, with
 * the OpenAPI defaults written out (a parameter's `required`, resume's `ttlHours`). A study that
 * sets none keeps the content, and so the revision, it had before they existed.
 */
function realStudyMembers(
  content: StudyDefinition['content'],
): Pick<
  StudyContent,
  'parameters' | 'computed' | 'conditions' | 'completion' | 'review' | 'resume'
> {
  const { parameters, computed, conditions, completion, review, resume } = content
  return {
    parameters: parameters?.map((parameter) => ({
      ...parameter,
      required: parameter.required ?? false,
    })),
    computed,
    conditions,
    completion,
    review,
    resume: resume && { ...resume, ttlHours: resume.ttlHours ?? 72 },
  }
}

/** What to write instead of an instrument id the seed folders do not have. */
export function unknownInstrument(
  id: string,
  instruments: ReadonlyMap<string, InstrumentDefinition>,
): string {
  const known = [...instruments.keys()].sort()
  return (
    `no instrument "${id}" in the seed folders; add instruments/${id}.json to one` +
    (known.length > 0 ? `, or use one of ${listed(known)}` : '')
  )
}

/**
 * A short hash of the content, stable across key order: the basis of `ETag`
 * (docs/content-format.md).
 */
export function contentRevision(content: Omit<StudyContent, 'revision'>): string {
  return createHash('sha256').update(stableJson(content)).digest('hex').slice(0, 20)
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${stableJson(member)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function referencedKeys(
  modules: Module[],
  questions: StudyDefinition['content']['questions'],
  items: InstrumentItem[],
): string[] {
  const keys: (string | undefined)[] = []
  for (const module of modules) keys.push(module.titleKey, module.introKey, module.endTextKey)
  for (const question of questions) {
    keys.push(question.textKey, question.helpKey, question.minLabelKey, question.maxLabelKey)
    keys.push(...(question.options ?? []).map((option) => option.labelKey))
    keys.push(...(question.rows ?? []).map((row) => row.textKey), question.agreeLabelKey)
  }
  for (const item of items)
    keys.push(item.textKey, ...item.options.map((option) => option.labelKey))
  return keys.filter((key): key is string => key !== undefined)
}
