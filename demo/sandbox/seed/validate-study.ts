import { checkQuestions } from './check-questions'
import { checkStudyOptions } from './check-study-options'
import { checkStudyVariables } from './check-study-variables'
import type { StudyDefinition } from './seed-types'
import { SeedError } from './seed-error'
import {
  checkDateTime,
  checkOptionalBoolean,
  checkOptionalWholeNumber,
  checkSchemaMember,
  checkString,
  checkStringArray,
  checkTranslations,
  isRecord,
  withoutSchemaMember,
  type Problems,
} from './shape-checks'

const studyIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/ // StudyIdentifier in the OpenAPI document

/**
 * Checks the shape of a `studies/<id>.json` file (docs/sandbox.md) and returns it typed, with
 * defaults filled in. References between modules, questions and instruments, and the
 * completeness of translations, are checked when the content is assembled (assemble-content.ts).
 *
 * @throws SeedError naming the file and every problem found.
 */
export function validateStudy(file: string, data: unknown): StudyDefinition {
  const problems: Problems = []
  if (!isRecord(data)) throw new SeedError(file, ['expected a JSON object'])
  checkSchemaMember(data.$schema, '../schema/study.schema.json', problems)
  const study = checkStudyRecord(data.study, problems)
  checkLicense(data.license, problems)
  const content = data.content
  if (!isRecord(content)) {
    problems.push('content: expected an object')
  } else {
    checkContent(content, problems)
  }
  if (problems.length > 0) throw new SeedError(file, problems)
  return { ...(withoutSchemaMember(data) as unknown as StudyDefinition), study: study! }
}

function checkStudyRecord(
  value: unknown,
  problems: Problems,
): StudyDefinition['study'] | undefined {
  if (!isRecord(value)) {
    problems.push('study: expected an object')
    return undefined
  }
  if (checkString(value.id, 'study.id', problems) && !studyIdPattern.test(value.id)) {
    problems.push(
      'study.id: use letters, digits, "_" or "-" (at most 64), starting with a letter or digit',
    )
  }
  checkString(value.title, 'study.title', problems)
  if (value.description !== undefined && typeof value.description !== 'string') {
    problems.push('study.description: expected a string')
  }
  if (!['draft', 'live', 'closed'].includes(value.status as string)) {
    problems.push('study.status: expected "draft", "live" or "closed"')
  }
  const schedule = value.schedule
  if (schedule !== undefined && schedule !== null) {
    if (!isRecord(schedule))
      problems.push('study.schedule: expected { opensAt?, closesAt? } or null')
    else {
      checkDateTime(schedule.opensAt, 'study.schedule.opensAt', problems)
      checkDateTime(schedule.closesAt, 'study.schedule.closesAt', problems)
    }
  }
  const target = value.targetSampleSize
  if (
    target !== undefined &&
    target !== null &&
    !(Number.isInteger(target) && (target as number) >= 1)
  ) {
    problems.push('study.targetSampleSize: expected a positive integer or null')
  }
  return {
    ...(value as StudyDefinition['study']),
    description: (value.description as string | undefined) ?? '',
    schedule: (schedule as StudyDefinition['study']['schedule'] | undefined) ?? null,
    targetSampleSize: (target as number | null | undefined) ?? null,
  }
}

function checkLicense(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!isRecord(value)) {
    problems.push('license: expected { instrumentId, status, expiresAt? }')
    return
  }
  checkString(value.instrumentId, 'license.instrumentId', problems)
  if (!['requested', 'approved', 'rejected', 'expired'].includes(value.status as string)) {
    problems.push('license.status: expected "requested", "approved", "rejected" or "expired"')
  }
  checkDateTime(value.expiresAt, 'license.expiresAt', problems)
}

function checkContent(content: Record<string, unknown>, problems: Problems): void {
  if (content.instrumentItems !== undefined) {
    problems.push(
      'content.instrumentItems: leave it out; the sandbox assembles it from instruments',
    )
  }
  if (content.studyId !== undefined || content.revision !== undefined) {
    problems.push('content: leave studyId and revision out; the sandbox adds them')
  }
  checkString(content.defaultLanguage, 'content.defaultLanguage', problems)
  if (checkStringArray(content.languages, 'content.languages', problems)) {
    if (content.languages[0] !== content.defaultLanguage) {
      problems.push(
        `content.languages: put the defaultLanguage ${JSON.stringify(content.defaultLanguage)} first`,
      )
    }
  }
  checkTranslations(content.translations, 'content.translations', problems)
  checkModules(content.modules, problems)
  checkQuestions(content.questions, problems)
  checkStudyVariables(content, problems)
  checkStudyOptions(content, problems)
}

function checkModules(value: unknown, problems: Problems): void {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('content.modules: expected a non-empty array')
    return
  }
  const ids = new Set<string>()
  value.forEach((module, index) => {
    const at = `content.modules[${index}]`
    if (!isRecord(module)) return problems.push(`${at}: expected an object`)
    if (checkString(module.id, `${at}.id`, problems)) {
      if (ids.has(module.id)) {
        problems.push(`${at}.id: "${module.id}" appears twice; give each module an id of its own`)
      }
      ids.add(module.id)
    }
    for (const key of ['titleKey', 'introKey', 'endTextKey', 'instrumentId'] as const) {
      if (module[key] !== undefined) checkString(module[key], `${at}.${key}`, problems)
    }
    if (module.elements !== undefined) {
      checkStringArray(
        module.elements,
        `${at}.elements`,
        problems,
        module.instrumentId !== undefined,
      )
    } else if (module.instrumentId === undefined) {
      problems.push(`${at}.elements: required unless the module names an instrumentId`)
    }
    if (module.paging !== undefined && module.paging !== 'module' && module.paging !== 'element') {
      problems.push(`${at}.paging: expected "module" or "element"`)
    }
    checkOptionalBoolean(module.randomize, `${at}.randomize`, problems)
    // Order and time (docs/content-format.md, "Order, time, endings").
    if (module.randomizeGroup !== undefined) {
      checkString(module.randomizeGroup, `${at}.randomizeGroup`, problems)
    }
    checkOptionalWholeNumber(module.timeLimitSeconds, `${at}.timeLimitSeconds`, 1, problems)
    if (
      checkOptionalBoolean(module.timeLimitEssential, `${at}.timeLimitEssential`, problems) &&
      module.timeLimitEssential !== undefined &&
      module.timeLimitSeconds === undefined
    ) {
      problems.push(
        `${at}.timeLimitEssential: only with timeLimitSeconds; set timeLimitSeconds too, or remove it`,
      )
    }
  })
}
