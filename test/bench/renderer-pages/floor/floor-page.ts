import type { Question, StudyContent } from '../../../../src/api/types'

/** The HTML special characters, escaped for text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function radioGroup(question: Question, text: (key: string) => string): string {
  const field = `floor-${question.id}`
  const options = (question.options ?? [])
    .map(
      (option, index) =>
        `<label class="sr-option"><input type="radio"${index === 0 ? ` id="${field}-input"` : ''} name="${field}" value="${option.value}"><span id="${field}-option-${index}">${escapeHtml(text(option.labelKey))}</span></label>`,
    )
    .join('')
  return `<fieldset id="${field}" class="sr-field" part="question" role="radiogroup" data-variable="${escapeHtml(question.variableCode)}"><legend class="sr-field-label"><span id="${field}-label">${escapeHtml(text(question.textKey))}</span></legend>${options}</fieldset>`
}

/**
 * The first page of a study of single-choice questions as one HTML string, the same accessible
 * markup the widget renders (test/bench/renderers-benchmark.ts compares them): the root with its
 * language and direction, a form with the progress bar, the progress line and the page's heading,
 * a fieldset per question (legend: the question text; a labelled native radio per option, one
 * name per question) and the Next button. Only what the bench's generated studies use.
 */
export function floorPageHtml(content: StudyContent): string {
  const language = content.defaultLanguage
  const strings = content.translations[language] ?? {}
  const text = (key: string) => strings[key] ?? key
  const questions = new Map(content.questions.map((question) => [question.id, question]))
  const module = content.modules[0]!
  const progress = `Page 1 of ${content.modules.length}`
  const fields = module.elements
    .map((id) => questions.get(id))
    .filter((question): question is Question => question !== undefined)
    .map((question) => radioGroup(question, text))
    .join('')
  const title = module.titleKey ? escapeHtml(text(module.titleKey)) : progress
  return `<div data-study-runner="" lang="${language}" dir="ltr" part="root" class="sr-root"><form novalidate class="sr-page" part="page"><progress class="sr-progress-bar" part="progress" max="100" value="0" aria-label="Progress" aria-valuetext="${progress}"></progress><p class="sr-progress">${progress}</p><h2 tabindex="-1">${title}</h2><div class="sr-fields">${fields}</div><div class="sr-navigation"><button type="submit" class="sr-button sr-button-primary" part="button button-primary">${content.modules.length > 1 ? 'Next' : 'Finish'}</button></div></form></div>`
}
