import type { InstrumentItem } from '../api/types'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { describedBy, type FieldIds } from './field-ids'
import { FieldMessage } from './field-message'
import { QuestionText } from './question-text'
import { RichText } from './rich-text'
import { useWidget } from './widget-context'

/** Props of {@link InstrumentGridRow}. */
export interface InstrumentGridRowProps {
  ids: FieldIds
  item: InstrumentItem
  required: boolean
  /** The ids of the column headers, one per option. */
  columnIds: string[]
  answer: Answer | undefined
  error: ValidationMessage | undefined
  onChange: (value: number) => void
}

/**
 * One item of an {@link InstrumentGrid}: a table row that is a `radiogroup` named by its row
 * header, with its required and error state; one native radio per cell, named by the option's
 * label (visually hidden while the column header shows it) and tied to both headers (`headers`).
 */
export function InstrumentGridRow(props: InstrumentGridRowProps) {
  const { ids, item, required, columnIds, answer, error, onChange } = props
  const { text } = useWidget()
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
        {error && <FieldMessage id={ids.error} message={error} />}
      </th>
      {item.options.map((option, index) => (
        <td key={option.value} headers={`${columnIds[index] ?? ''} ${ids.field}-header`}>
          <label className="sr-grid-choice">
            <input
              type="radio"
              id={index === 0 ? ids.input : undefined}
              name={ids.field}
              value={option.value}
              checked={answer?.valueNum === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="sr-grid-option">
              <RichText text={text(option.labelKey)} />
            </span>
          </label>
        </td>
      ))}
    </tr>
  )
}
