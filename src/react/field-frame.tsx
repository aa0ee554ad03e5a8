import type { HTMLAttributes, ReactNode } from 'react'
import type { ValidationMessage } from '../core/validation'
import { describedBy, type FieldIds } from './field-ids'
import { FieldNotes } from './field-notes'
import { QuestionText } from './question-text'

/** What a field's accessibility wiring is built from. */
export interface FieldWiringOptions {
  ids: FieldIds
  helpKey?: string | undefined
  required: boolean
  error: ValidationMessage | undefined
  /** More ids that describe the control, between the help and the error (counter, end labels). */
  descriptions?: Array<string | false | undefined>
}

/** The ARIA attributes that tie a field's parts together. */
export interface FieldWiring {
  /** For a fieldset whose controls answer together (radios): required, invalid, described. */
  groupProps: {
    'aria-required': true | undefined
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }
  /** For the one control of a field: the same, named by the question text. */
  controlProps: FieldWiring['groupProps'] & { 'aria-labelledby': string }
}

/**
 * The accessibility wiring every field shares (React Aria's `useField` is the model): the question
 * text names the control, the help, any extra descriptions and the error describe it, and
 * `aria-required` / `aria-invalid` say what the visible marks say.
 */
export function fieldWiring(options: FieldWiringOptions): FieldWiring {
  const { ids, helpKey, required, error, descriptions = [] } = options
  const groupProps = {
    'aria-required': required || undefined,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(helpKey && ids.help, ...descriptions, error && ids.error),
  } as const
  return { groupProps, controlProps: { 'aria-labelledby': ids.label, ...groupProps } }
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /**
   * `group`: a fieldset whose legend is the question text (radios, checkboxes); `control`: a
   * block whose label points at the one control (`ids.input`).
   */
  variant: 'group' | 'control'
  ids: FieldIds
  textKey: string
  helpKey?: string | undefined
  required: boolean
  error: ValidationMessage | undefined
  /** Added to `sr-field`. */
  className?: string
  /** Attributes of the outer element: a group's wiring, its role, data attributes. */
  attributes?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>
  /** The control(s), and whatever follows them (end labels, a counter). */
  children: ReactNode
}

/**
 * The frame of every question field: the outer element (`part="question"`), the question text as
 * legend or label with the required mark, the help and the validation message — so that a field
 * component is just its control.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { ids, required, error } = props
  const className = props.className ? `sr-field ${props.className}` : 'sr-field'
  const text = <QuestionText ids={ids} textKey={props.textKey} required={required} />
  const notes = <FieldNotes ids={ids} helpKey={props.helpKey} error={error} />
  if (props.variant === 'group') {
    return (
      <fieldset id={ids.field} className={className} part="question" {...props.attributes}>
        <legend className="sr-field-label">{text}</legend>
        {notes}
        {props.children}
      </fieldset>
    )
  }
  return (
    <div id={ids.field} className={className} part="question" {...props.attributes}>
      <label htmlFor={ids.input} className="sr-field-label">
        {text}
      </label>
      {notes}
      {props.children}
    </div>
  )
}
