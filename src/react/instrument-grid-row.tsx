import { memo } from 'react'
import type { AnswerValue } from '../core/answer-value'
import { isRequired } from '../core/content'
import type { InstrumentItemElement } from '../core/group-page-elements'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { describedBy, fieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import { QuestionText } from './question-text'
import { richText } from './rich-text'
import { useWidget } from './widget-context'

/** Props of {@link InstrumentGridRow}. */
export interface InstrumentGridRowProps {
  element: InstrumentItemElement
  /** The grid's id: the column headers' ids derive from it ({@link columnIdOf}). */
  gridId: string
  answer: Answer | undefined
  error: ValidationMessage | undefined
  /** The session's `setAnswer`: stable, so a row re-renders only when its own props change. */
  onChange: (variableCode: string, value: AnswerValue) => void
}

/** The id of a grid's column header for the option at `index`. */
export const columnIdOf = (gridId: string, index: number) => `${gridId}-column-${index}`

/**
 * One item of an {@link InstrumentGrid}: a table row that is a `radiogroup` named by its row
 * header, with its required and error state; one native radio per cell, named by the option's
 * label (visually hidden while the column header shows it) and tied to both headers (`headers`).
 */
export const InstrumentGridRow = memo(function InstrumentGridRow(props: InstrumentGridRowProps) {
  const { element, gridId, answer, error, onChange } = props
  const { text, idPrefix } = useWidget()
  const { item } = element
  const ids = fieldIds(idPrefix, element.id)
  const required = isRequired(element)
  return (
    <tr
      id={ids.field}
      part="question"
      className="sr-grid-row"
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && ids.error)}
    >
      <th id={`${ids.field}-header`} scope="row" className="sr-grid-item">
        <QuestionText ids={ids} textKey={item.textKey} required={required} />
        {/* A short mark per row; the page's summary says the rest once for the whole grid. */}
        {error && (
          <FieldMessage
            id={ids.error}
            message={
              error.key === 'validation.required' ? { key: 'validation.rowRequired' } : error
            }
          />
        )}
      </th>
      {item.options.map((option, index) => (
        <td key={option.value} headers={`${columnIdOf(gridId, index)} ${ids.field}-header`}>
          <label className="sr-grid-choice">
            <input
              type="radio"
              id={index === 0 ? ids.input : undefined}
              name={ids.field}
              value={option.value}
              checked={answer?.valueNum === option.value}
              onChange={() => onChange(element.variableCode, option.value)}
            />
            <span className="sr-grid-option">{richText(text(option.labelKey))}</span>
          </label>
        </td>
      ))}
    </tr>
  )
})
