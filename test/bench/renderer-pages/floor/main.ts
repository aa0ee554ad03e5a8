// The floor: what Chromium needs at least to show the bench's first page — the widget's markup
// (floor-page.ts) and stylesheet, written as one HTML string with innerHTML, no framework. Its
// only script after that keeps the answers, as any form must.
import type { StudyContent } from '../../../../src/api/types'
import { fieldStyles } from '../../../../src/react/field-styles'
import { navigationStyles } from '../../../../src/react/navigation-styles'
import { studyRunnerStyles } from '../../../../src/react/styles'
import { readBenchData } from '../bench-data'
import { floorPageHtml } from './floor-page'

const content = readBenchData<StudyContent>()
const style = document.createElement('style')
style.textContent = studyRunnerStyles + fieldStyles + navigationStyles
document.head.append(style)
const root = document.getElementById('root')!
root.innerHTML = floorPageHtml(content)
const answers: Record<string, number> = {}
root.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement
  const variable = input.closest('fieldset')?.dataset.variable
  if (variable) answers[variable] = Number(input.value)
})
root.addEventListener('submit', (event) => event.preventDefault())
