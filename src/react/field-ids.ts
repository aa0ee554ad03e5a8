/** The ids of one field's parts; `input` is the first focusable control (error summary target). */
export interface FieldIds {
  field: string
  input: string
  /** The question text alone (no required mark): what names the control. */
  label: string
  help: string
  error: string
  /** A text answer's length counter. */
  counter: string
  /** The end labels of a scale or slider. */
  minLabel: string
  maxLabel: string
}

/** Ids unique per widget (`idPrefix` comes from `useId`) and per element. */
export function fieldIds(idPrefix: string, elementId: string): FieldIds {
  const field = `${idPrefix}-${elementId.replace(/[^A-Za-z0-9_-]/g, '_')}`
  return {
    field,
    input: `${field}-input`,
    label: `${field}-label`,
    help: `${field}-help`,
    error: `${field}-error`,
    counter: `${field}-counter`,
    minLabel: `${field}-min`,
    maxLabel: `${field}-max`,
  }
}

/** Joins the ids that describe a control, or undefined when none does. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0)
  return present.length > 0 ? present.join(' ') : undefined
}
