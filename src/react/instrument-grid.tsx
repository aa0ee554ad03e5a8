import type { CSSProperties } from 'react'
import type { Module } from '../api/types'
import type { AnswerValue } from '../core/answer-value'
import type { InstrumentItemElement } from '../core/group-page-elements'
import type { Answer } from '../core/response-batch'
import type { ValidationMessage } from '../core/validation'
import { fieldIds } from './field-ids'
import { columnIdOf, InstrumentGridRow } from './instrument-grid-row'
import { richText } from './rich-text'
import { useWidget } from './widget-context'
import { ownValue } from '../core/own-value'

/** Props of {@link InstrumentGrid}. */
export interface InstrumentGridProps {
  module: Module
  /** Items that share one set of options: the rows. */
  items: InstrumentItemElement[]
  answers: Readonly<Record<string, Answer>>
  fieldErrors: Readonly<Record<string, ValidationMessage>>
  onChange: (variableCode: string, value: AnswerValue) => void
}

/**
 * An instrument's items as an accessible grid (docs/architecture.md#the-widgets-promises): a real
 * table with a caption, the options as column headers and the items as row headers; each row is a
 * `radiogroup` named by its item, of native radios named by their option. Below ~600 px (a
 * container query, no script) the same table shows as stacked questions, every option's label
 * beside its radio.
 */
export function InstrumentGrid({
  module,
  items,
  answers,
  fieldErrors,
  onChange,
}: InstrumentGridProps) {
  const { text, idPrefix } = useWidget()
  const options = items[0]?.item.options ?? []
  const gridId = `${fieldIds(idPrefix, items[0]?.id ?? module.id).field}-grid`
  return (
    <div className="sr-grid-frame">
      <table className="sr-grid" style={{ '--sr-columns': options.length } as CSSProperties}>
        <caption className="sr-visually-hidden">
          {module.titleKey ? richText(text(module.titleKey)) : module.instrumentId}
        </caption>
        <thead>
          <tr>
            <td />
            {options.map((option, index) => (
              <th key={option.value} id={columnIdOf(gridId, index)} scope="col">
                {richText(text(option.labelKey))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((element) => (
            <InstrumentGridRow
              key={element.id}
              element={element}
              gridId={gridId}
              answer={ownValue(answers, element.variableCode)}
              error={ownValue(fieldErrors, element.variableCode)}
              onChange={onChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
