// SurveyJS 3 (survey-core, survey-react-ui) with React 19 and its default theme, rendering the
// bench's study converted to SurveyJS JSON (test/screenshots/to-surveyjs.ts) by the bench.
import { createRoot } from 'react-dom/client'
import { Model } from 'survey-core'
import { Survey } from 'survey-react-ui'
// The default theme without its @font-face rules, which load from Google Fonts (offline here).
import 'survey-core/survey-core.fontless.css'
import { readBenchData } from '../bench-data'

const model = new Model(readBenchData<object>())
createRoot(document.getElementById('root')!).render(<Survey model={model} />)
