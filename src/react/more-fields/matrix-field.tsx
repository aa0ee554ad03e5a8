/** @jsxRuntime classic */
/** @jsx h */
import type { CSSProperties } from 'react'
import type { FieldShared } from '../field-shared'
import type { FieldComponentProps } from '../question-fields'

/**
 * The `matrix` field's styles, scoped under `[data-study-runner]`. The table is the instrument
 * grid's (`.sr-grid…` in field-styles.ts, with its container query that stacks the rows when
 * narrow); inside a question's fieldset it needs only the spacing of a field's control.
 */
export const matrixStyles = `
[data-study-runner] .sr-matrix .sr-grid { margin-block-end: 0; }
`

/**
 * A `matrix` question (docs/content-format.md): rows that share one set of options, each answering
 * its own variable, laid out like the instrument grid. A fieldset whose legend is the question
 * (the group's name, described by its help and its error) holds a real table named by the same
 * text: the options as column headers, the rows as row headers; each row is a `radiogroup` named
 * by its header, of native radios (arrow keys move within a row) named by their option and tied to
 * both headers. Required means every row: after a failed Next, each row left unanswered says so
 * with the grid's short mark, and the error summary's link goes to the first of them.
 */
export function createMatrixField({
  h,
  FieldFrame,
  fieldWiring,
  QuestionText,
  FieldMessage,
  useWidget,
  richText,
  describedBy,
  fieldIds,
  ownValue,
}: FieldShared) {
  return function MatrixField({
    ids,
    question,
    required,
    answers,
    error,
    setAnswer,
  }: FieldComponentProps) {
    const { text } = useWidget()
    const options = question.options ?? []
    const rows = (question.rows ?? []).map((row, index) => ({
      row,
      // By position: a row's own id could spell one of the question's (`label`, `help`).
      ids: fieldIds(ids.field, `row${index}`),
      value: ownValue(answers, row.variableCode)?.valueNum ?? null,
    }))
    const frame = { ids, textKey: question.textKey, helpKey: question.helpKey, required, error }
    // Each row says it is required and invalid; the group is described by the help and the error.
    const { 'aria-describedby': described } = fieldWiring(frame).groupProps
    const marking = error?.key === 'validation.matrixRequired'
    const focusRow = (marking && rows.find((entry) => entry.value === null)) || rows[0]
    const columnId = (index: number) => `${ids.field}-column-${index}`
    return (
      <FieldFrame
        variant="group"
        {...frame}
        className="sr-matrix"
        attributes={{ 'aria-describedby': described }}
      >
        <div className="sr-grid-frame">
          <table
            className="sr-grid"
            aria-labelledby={ids.label}
            style={{ '--sr-columns': options.length } as CSSProperties}
          >
            <thead>
              <tr>
                <td />
                {options.map((option, index) => (
                  <th key={option.value} id={columnId(index)} scope="col">
                    {richText(text(option.labelKey))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => {
                const { row, ids: rowIds, value } = entry
                const unanswered = marking && value === null
                const headerId = `${rowIds.field}-header`
                return (
                  <tr
                    key={row.id}
                    id={rowIds.field}
                    className="sr-grid-row"
                    role="radiogroup"
                    aria-labelledby={rowIds.label}
                    aria-required={required || undefined}
                    aria-invalid={unanswered || undefined}
                    aria-describedby={describedBy(unanswered && rowIds.error)}
                  >
                    <th id={headerId} scope="row" className="sr-grid-item">
                      {/* The question's mark says every row is required; each row's state is its own. */}
                      <QuestionText ids={rowIds} textKey={row.textKey} required={false} />
                      {unanswered && (
                        <FieldMessage
                          id={rowIds.error}
                          message={{ key: 'validation.rowRequired' }}
                        />
                      )}
                    </th>
                    {options.map((option, index) => (
                      <td key={option.value} headers={`${columnId(index)} ${headerId}`}>
                        <label className="sr-grid-choice">
                          <input
                            type="radio"
                            id={entry === focusRow && index === 0 ? ids.input : undefined}
                            name={rowIds.field}
                            value={option.value}
                            checked={value === option.value}
                            onChange={() => setAnswer(row.variableCode, option.value)}
                          />
                          <span className="sr-grid-option">{richText(text(option.labelKey))}</span>
                        </label>
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </FieldFrame>
    )
  }
}
