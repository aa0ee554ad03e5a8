import { escapeHtml as e } from './escape-html'

/** Problems of a form, by field name (plain text messages). */
export type FieldErrors = Record<string, string>

/** What every field has. */
interface FieldBase {
  /** The form's id: field ids are `${form}-${name}`. */
  form: string
  name: string
  label: string
  /** Plain text under the label. */
  hint?: string
  errors: FieldErrors
}

const fieldId = (field: FieldBase) => `${field.form}-${field.name}`

/**
 * The label, hint and error of a field; the control is described by the hint and the error
 * (aria-describedby) and marked aria-invalid when there is an error.
 */
function wrap(field: FieldBase, control: (describedBy: string) => string): string {
  const id = fieldId(field)
  const error = field.errors[field.name]
  const ids = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  const describedBy =
    (ids.length > 0 ? ` aria-describedby="${ids.join(' ')}"` : '') +
    (error ? ' aria-invalid="true"' : '')
  return `<div class="field${error ? ' field-invalid' : ''}">
<label for="${id}">${e(field.label)}</label>
${field.hint ? `<p class="hint" id="${id}-hint">${e(field.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${id}-error"><span aria-hidden="true">⚠ </span>${e(error)}</p>` : ''}
${control(describedBy)}
</div>`
}

/** An `<input>`; `attributes` is trusted markup (e.g. ` maxlength="200" required`). */
export function inputField(
  field: FieldBase & { value: string; type?: string; attributes?: string },
): string {
  return wrap(
    field,
    (describedBy) =>
      `<input id="${fieldId(field)}" name="${e(field.name)}" type="${field.type ?? 'text'}" value="${e(field.value)}"${describedBy}${field.attributes ?? ''}>`,
  )
}

/** A `<textarea>`. */
export function textareaField(
  field: FieldBase & { value: string; rows?: number; attributes?: string },
): string {
  return wrap(
    field,
    (describedBy) =>
      `<textarea id="${fieldId(field)}" name="${e(field.name)}" rows="${field.rows ?? 3}"${describedBy}${field.attributes ?? ''}>${e(field.value)}</textarea>`,
  )
}

/** A `<select>` of plain-text options. */
export function selectField(
  field: FieldBase & {
    options: { value: string; label: string }[]
    selected: string
    attributes?: string
  },
): string {
  const options = field.options
    .map(
      (option) =>
        `<option value="${e(option.value)}"${option.value === field.selected ? ' selected' : ''}>${e(option.label)}</option>`,
    )
    .join('')
  return wrap(
    field,
    (describedBy) =>
      `<select id="${fieldId(field)}" name="${e(field.name)}"${describedBy}${field.attributes ?? ''}>${options}</select>`,
  )
}

/**
 * The list of a form's problems at its top, each linking to its field (the pattern of the
 * GOV.UK error summary); announced as an alert. Each message names its field; a problem whose
 * field is not in `labels` (not on the form) is listed without a link.
 */
export function errorSummary(form: string, errors: FieldErrors, labels: FieldErrors): string {
  const entries = Object.entries(errors)
  if (entries.length === 0) return ''
  const items = entries
    .map(([name, message]) =>
      labels[name]
        ? `<li><a href="#${form}-${e(name)}">${e(message)}</a></li>`
        : `<li>${e(message)}</li>`,
    )
    .join('')
  return `<div class="error-summary" role="alert" aria-labelledby="${form}-summary-title">
<h3 id="${form}-summary-title">${entries.length === 1 ? 'There is a problem' : `There are ${entries.length} problems`}</h3>
<ul>${items}</ul>
</div>`
}
