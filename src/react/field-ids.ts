/** The ids of one field's parts; `input` is the first focusable control (error summary target). */
export interface FieldIds {
  field: string
  input: string
  help: string
  error: string
}

/** Ids unique per widget (`idPrefix` comes from `useId`) and per element. */
export function fieldIds(idPrefix: string, elementId: string): FieldIds {
  const field = `${idPrefix}-${elementId.replace(/[^A-Za-z0-9_-]/g, '_')}`
  return { field, input: `${field}-input`, help: `${field}-help`, error: `${field}-error` }
}

/** Joins the ids that describe a control, or undefined when none does. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0)
  return present.length > 0 ? present.join(' ') : undefined
}
