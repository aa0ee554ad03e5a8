import type { Question } from '../api/types'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** An `info` element: static study text between the questions; no answer, not a field. */
export function InfoBlock({ question }: { question: Question }) {
  const { text } = useWidget()
  return (
    <div className="sr-info" data-element-id={question.id}>
      <p>{richText(text(question.textKey))}</p>
      {question.helpKey && <p className="sr-help">{richText(text(question.helpKey))}</p>}
    </div>
  )
}
