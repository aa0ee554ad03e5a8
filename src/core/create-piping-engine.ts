import type { StudyContent } from '../api/types'
import type { AnswerVariable } from './answer-value'
import { createTextPipe } from './create-text-pipe'
import type { ContentError } from './errors'
import { parsePlaceholders } from './parse-placeholders'
import type { PipingEngine, PipingPieces } from './piping-engine'

/**
 * The piping chunk (docs/content-format.md "Parameters, computed values, conditions, piping"):
 * built over the entry's pieces, which it is handed rather than imports.
 */
export function createPipingEngine(pieces: PipingPieces): PipingEngine {
  return {
    findProblems: (content, answerVariables) =>
      findUnknownVariables(content, answerVariables, pieces),
    createTextPipe: (options) => createTextPipe(options, pieces),
  }
}

/**
 * The variables a placeholder may name: every answer variable, parameter and computed value,
 * and the condition. Their values all arrive as answers under these codes.
 */
function pipeableVariablesOf(
  content: StudyContent,
  answerVariables: ReadonlyMap<string, AnswerVariable>,
): Set<string> {
  const codes = new Set(answerVariables.keys())
  for (const parameter of content.parameters ?? []) codes.add(parameter.variableCode)
  for (const computed of content.computed ?? []) codes.add(computed.variableCode)
  if (content.conditions) codes.add(content.conditions.variableCode)
  return codes
}

/**
 * One content error per translation key and unknown variable, naming the languages whose text
 * has it; found once, when the content loads, not when a participant reaches the text.
 */
function findUnknownVariables(
  content: StudyContent,
  answerVariables: ReadonlyMap<string, AnswerVariable>,
  pieces: PipingPieces,
): ContentError[] {
  const known = pipeableVariablesOf(content, answerVariables)
  // By key and variable (one JSON string): the languages whose text has it.
  const unknown = new Map<string, { key: string; variableCode: string; languages: string[] }>()
  for (const [language, table] of Object.entries(content.translations ?? {})) {
    for (const [key, text] of Object.entries(table ?? {})) {
      if (typeof text !== 'string' || !text.includes('{{')) continue
      for (const { variableCode } of parsePlaceholders(text).placeholders) {
        if (known.has(variableCode)) continue
        const id = JSON.stringify([key, variableCode])
        const entry = unknown.get(id) ?? { key, variableCode, languages: [] }
        if (!entry.languages.includes(language)) entry.languages.push(language)
        unknown.set(id, entry)
      }
    }
  }
  return [...unknown.values()].map(
    ({ key, variableCode, languages }) =>
      new pieces.ContentError(
        'unknown_variable',
        key,
        `[study-runner] the text "${key}" (${languages.join(', ')}) shows {{${variableCode}}}, ` +
          'which is no variable of the study: it shows its fallback, or nothing',
      ),
  )
}
