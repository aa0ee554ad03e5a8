// The React floor: the floor's markup (floor-page.ts) and stylesheet rendered by React 19 in one
// pass, from content read at once — what React itself costs on top of the floor, the least a
// React renderer of this page pays (a content request, i18n, a session and the widget's checks
// come on top for study-runner). It keeps the answers, as any form must.
import { createRoot } from 'react-dom/client'
import type { Question, StudyContent } from '../../../../src/api/types'
import { fieldStyles } from '../../../../src/react/field-styles'
import { navigationStyles } from '../../../../src/react/navigation-styles'
import { studyRunnerStyles } from '../../../../src/react/styles'
import { readBenchData } from '../bench-data'

const content = readBenchData<StudyContent>()
const answers: Record<string, number> = {}

function RadioGroup({ question, text }: { question: Question; text: (key: string) => string }) {
  const field = `floor-${question.id}`
  return (
    <fieldset id={field} className="sr-field" part="question" role="radiogroup">
      <legend className="sr-field-label">
        <span id={`${field}-label`}>{text(question.textKey)}</span>
      </legend>
      {(question.options ?? []).map((option, index) => (
        <label key={option.value} className="sr-option">
          <input
            type="radio"
            id={index === 0 ? `${field}-input` : undefined}
            name={field}
            value={option.value}
            onChange={() => (answers[question.variableCode] = option.value)}
          />
          <span id={`${field}-option-${index}`}>{text(option.labelKey)}</span>
        </label>
      ))}
    </fieldset>
  )
}

function FloorPage() {
  const strings = content.translations[content.defaultLanguage] ?? {}
  const text = (key: string) => strings[key] ?? key
  const questions = new Map(content.questions.map((question) => [question.id, question]))
  const module = content.modules[0]!
  const progress = `Page 1 of ${content.modules.length}`
  return (
    <div
      data-study-runner=""
      lang={content.defaultLanguage}
      dir="ltr"
      part="root"
      className="sr-root"
    >
      <style href="floor-styles" precedence="floor">
        {studyRunnerStyles + fieldStyles + navigationStyles}
      </style>
      <form noValidate className="sr-page" part="page" onSubmit={(event) => event.preventDefault()}>
        <progress
          className="sr-progress-bar"
          part="progress"
          max={100}
          value={0}
          aria-label="Progress"
          aria-valuetext={progress}
        />
        <p className="sr-progress">{progress}</p>
        <h2 tabIndex={-1}>{module.titleKey ? text(module.titleKey) : progress}</h2>
        <div className="sr-fields">
          {module.elements.map((id) => {
            const question = questions.get(id)
            return question && <RadioGroup key={id} question={question} text={text} />
          })}
        </div>
        <div className="sr-navigation">
          <button
            type="submit"
            className="sr-button sr-button-primary"
            part="button button-primary"
          >
            {content.modules.length > 1 ? 'Next' : 'Finish'}
          </button>
        </div>
      </form>
    </div>
  )
}

createRoot(document.getElementById('root')!).render(<FloorPage />)
