import type { APIRequestContext } from '@playwright/test'
import type { StudyContent } from '../../src/api/types'

/**
 * The study's visible wording in one language, read from the same content the widget gets through
 * the proxy, so the test finds questions and options by what a participant sees.
 */
export interface StudyLabels {
  content: StudyContent
  /** The question or item text of a variableCode. */
  question(variableCode: string): string
  /** The label of one option of a variableCode's question or item. */
  option(variableCode: string, value: number): string
  /** The option values of a question or instrument item, in order. */
  itemOptions(variableCode: string): number[]
  /** Any content text by its key. */
  text(key: string): string
  /** A module's title. */
  moduleTitle(moduleId: string): string
}

export async function loadStudyLabels(
  request: APIRequestContext,
  studyId: string,
  language: string,
): Promise<StudyLabels> {
  const response = await request.get(`/api/study/studies/${studyId}/content`)
  if (!response.ok()) throw new Error(`content answered ${response.status()}`)
  const content = (await response.json()) as StudyContent
  const text = (key: string | undefined): string => {
    const found = key && (content.translations[language]?.[key] ?? undefined)
    if (!found) throw new Error(`no ${language} text for ${key}`)
    return found
  }
  const element = (variableCode: string) => {
    const found =
      content.questions.find((question) => question.variableCode === variableCode) ??
      content.instrumentItems.find((item) => item.variableCode === variableCode)
    if (!found) throw new Error(`no element answers ${variableCode}`)
    return found
  }
  return {
    content,
    question: (variableCode) => text(element(variableCode).textKey),
    option: (variableCode, value) =>
      text(element(variableCode).options?.find((option) => option.value === value)?.labelKey),
    itemOptions: (variableCode) =>
      (element(variableCode).options ?? []).map((option) => option.value),
    text,
    moduleTitle: (moduleId) =>
      text(content.modules.find((module) => module.id === moduleId)?.titleKey),
  }
}
