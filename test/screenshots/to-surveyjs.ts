import type { InstrumentItem, Module, Question, StudyContent } from '../../src/api/types'
import type { ExampleStudy } from './load-example-study'
import { toSurveyExpression } from './surveyjs-expression'
import { scoresFor, type CalculatedValue } from './surveyjs-scores'
import { htmlText, plainText } from './survey-text'

/** A SurveyJS element (question or html block) as JSON: `type`, `name` and its own members. */
export type SurveyElement = { type: string; name: string } & Record<string, unknown>

/** One SurveyJS page as JSON. */
export interface SurveyPage {
  name: string
  title?: string
  description?: string
  visibleIf?: string
  elements: SurveyElement[]
}

/** The SurveyJS survey JSON this converter writes (a subset of what SurveyJS reads). */
export interface SurveyJson {
  locale: string
  showQuestionNumbers: boolean
  pages: SurveyPage[]
  triggers: { type: 'complete'; expression: string }[]
  calculatedValues: CalculatedValue[]
  completedHtml: string
}

/**
 * The same study as a SurveyJS 3 survey, one language, for the README's side-by-side screenshots:
 * modules → pages (`paging: 'element'` → a page per element), single → radiogroup, multi →
 * checkbox (`exclusive` → `isExclusive`), scale → rating with the options as rate values, slider
 * → slider with the end labels, number → text with `inputType: 'number'`, text → comment, info →
 * html, an instrument module's items → one matrix (rows: items, columns: options).
 * `showIf` → `visibleIf`, `endIf` → a complete trigger, required flags as they are, and the
 * scores as calculated values on the thank-you page. Question numbers are off, as in the widget;
 * everything else is SurveyJS's default.
 */
export function toSurveyJson(study: ExampleStudy, language: string): SurveyJson {
  const { content } = study
  const text = textIn(content, language)
  const questions = new Map(content.questions.map((question) => [question.id, question]))
  const items = new Map(content.instrumentItems.map((item) => [item.id, item]))
  const condition = (rule: Module['showIf']) =>
    rule === undefined || rule === null ? undefined : toSurveyExpression(rule, content.questions)

  const pages: SurveyPage[] = []
  const triggers: SurveyJson['triggers'] = []
  for (const module of content.modules) {
    const elements: SurveyElement[] = []
    const gridItems = module.elements
      .map((id) => items.get(id))
      .filter((item): item is InstrumentItem => item !== undefined)
    if (module.instrumentId && gridItems.length > 0)
      elements.push(
        matrixOf(
          module.instrumentId,
          module.introKey && plainText(text(module.introKey)),
          gridItems,
          text,
        ),
      )
    for (const id of module.elements) {
      const question = questions.get(id)
      if (question)
        elements.push({ ...elementOf(question, text), ...visibleIf(question, condition) })
    }
    const page = {
      title: module.titleKey ? plainText(text(module.titleKey)) : undefined,
      description: module.introKey ? plainText(text(module.introKey)) : undefined,
      visibleIf: condition(module.showIf),
    }
    if (module.paging === 'element') {
      elements.forEach((element, index) =>
        pages.push({ name: `${module.id}-${index + 1}`, ...page, elements: [element] }),
      )
    } else {
      pages.push({ name: module.id, ...page, elements })
    }
    const end = condition(module.endIf)
    if (end) triggers.push({ type: 'complete', expression: end })
  }

  const scores = [...study.instruments.values()].map((instrument) =>
    scoresFor(instrument, content.scales ?? [], text),
  )
  const scoreLines = scores.flatMap((score) => score.lines)
  return {
    locale: language,
    showQuestionNumbers: false,
    pages,
    triggers,
    calculatedValues: scores.flatMap((score) => score.calculatedValues),
    completedHtml: `<h3>Thank you</h3><p>${['Your answers have been saved.', ...scoreLines].join('<br>')}</p>`,
  }
}

function elementOf(question: Question, text: (key: string) => string): SurveyElement {
  const common = {
    name: question.variableCode,
    title: plainText(text(question.textKey)),
    ...(question.helpKey ? { description: plainText(text(question.helpKey)) } : {}),
    isRequired: question.required ?? false,
  }
  const choices = (question.options ?? []).map((option) => ({
    value: option.value,
    text: plainText(text(option.labelKey)),
    ...(option.exclusive ? { isExclusive: true } : {}),
  }))
  const endLabel = (key: string | undefined) => (key ? plainText(text(key)) : undefined)
  switch (question.type) {
    case 'single':
      return { type: 'radiogroup', ...common, choices }
    case 'multi':
      return { type: 'checkbox', ...common, choices }
    case 'scale':
      return {
        type: 'rating',
        ...common,
        rateValues: choices,
        minRateDescription: endLabel(question.minLabelKey),
        maxRateDescription: endLabel(question.maxLabelKey),
      }
    case 'slider': {
      const [min, max] = [question.min ?? 0, question.max ?? 100]
      return {
        type: 'slider',
        ...common,
        min,
        max,
        step: question.step ?? 1,
        customLabels: [
          { value: min, text: endLabel(question.minLabelKey) ?? String(min) },
          { value: max, text: endLabel(question.maxLabelKey) ?? String(max) },
        ],
      }
    }
    case 'number':
      return {
        type: 'text',
        ...common,
        inputType: 'number',
        min: question.min,
        max: question.max,
        step: question.integer ? 1 : question.step,
      }
    case 'text':
      return { type: 'comment', ...common, maxLength: question.maxLength }
    case 'info':
      return { type: 'html', name: question.variableCode, html: htmlText(text(question.textKey)) }
    default:
      throw new Error(`The question type "${String(question.type)}" is not converted.`)
  }
}

function matrixOf(
  instrumentId: string,
  title: string | undefined,
  items: readonly InstrumentItem[],
  text: (key: string) => string,
): SurveyElement {
  const options = JSON.stringify(items[0]!.options)
  if (items.some((item) => JSON.stringify(item.options) !== options))
    throw new Error(`The items of "${instrumentId}" differ in their options: no one matrix.`)
  return {
    type: 'matrix',
    name: instrumentId,
    // The page's intro already says what the grid asks; the hidden title names it for screen readers.
    title: title ?? instrumentId,
    titleLocation: 'hidden',
    isRequired: items.some((item) => item.required !== false),
    eachRowRequired: items.every((item) => item.required !== false),
    columns: items[0]!.options.map((option) => ({
      value: option.value,
      text: plainText(text(option.labelKey)),
    })),
    rows: items.map((item) => ({ value: item.variableCode, text: plainText(text(item.textKey)) })),
  }
}

function visibleIf(
  question: Question,
  condition: (rule: Question['showIf']) => string | undefined,
): { visibleIf?: string } {
  const expression = condition(question.showIf)
  return expression ? { visibleIf: expression } : {}
}

/** Looks a key up in the language, then the default language, as the widget does. */
function textIn(content: StudyContent, language: string): (key: string) => string {
  return (key) =>
    content.translations[language]?.[key] ??
    content.translations[content.defaultLanguage]?.[key] ??
    key
}
