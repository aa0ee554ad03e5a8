import type { Instrument, License, LicenseStatus } from '../../src/api/types'
import { consoleUrls } from './console-paths'
import { errorSummary, selectField, textareaField, type FieldErrors } from './form-fields'
import { badge, renderLayout, scrollTable, timeHtml, type Notice } from './render-layout'
import { escapeHtml as e } from './escape-html'
import { maxPurposeLength } from './check-licence-request'

/** docs/service.md#limits: `license.expiring` is sent this long before a licence expires. */
export const expiringWithinDays = 30

/** The request form's values. */
export interface LicenceRequestForm {
  instrumentId: string
  purpose: string
}

export const emptyLicenceRequestForm: LicenceRequestForm = { instrumentId: '', purpose: '' }

/** What the Licences page shows. */
export interface LicencesPageModel {
  instruments: Instrument[]
  licences: License[]
  /** The sandbox clock's time: expiry is counted from it. */
  now: Date
  form: LicenceRequestForm
  errors: FieldErrors
  notice?: Notice
}

const statusTone: Record<LicenseStatus, string> = {
  requested: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'closed',
}

/** Days until an approved licence expires, when it expires within the warning window. */
export function daysToExpiry(licence: License, now: Date): number | undefined {
  if (licence.status !== 'approved' || !licence.expiresAt) return undefined
  const days = (Date.parse(licence.expiresAt) - now.getTime()) / 86_400_000
  return days <= expiringWithinDays ? Math.max(0, Math.ceil(days)) : undefined
}

/** The Licences & instruments panel. */
export function renderLicencesPage(model: LicencesPageModel): string {
  const names = new Map(model.instruments.map((instrument) => [instrument.id, instrument.name]))
  return renderLayout({
    title: 'Licences & instruments',
    section: 'licences',
    lede: 'The instrument catalogue, your licences, and a request form. A study is created under an approved, unexpired licence.',
    notice: model.notice,
    body: [
      renderExpiring(model, names),
      renderLicences(model, names),
      renderRequestForm(model),
      renderCatalogue(model),
    ].join('\n'),
  })
}

function renderExpiring(model: LicencesPageModel, names: Map<string, string>): string {
  const expiring = model.licences.flatMap((licence) => {
    const days = daysToExpiry(licence, model.now)
    return days === undefined ? [] : [{ licence, days }]
  })
  if (expiring.length === 0) return ''
  const items = expiring
    .map(
      ({ licence, days }) =>
        `<li><strong>${e(names.get(licence.instrumentId) ?? licence.instrumentId)}</strong> (${e(licence.instrumentId)}): expires ${timeHtml(licence.expiresAt)}, ${days === 1 ? 'in 1 day' : `in ${days} days`}.</li>`,
    )
    .join('')
  return `<section class="notice notice-warning" aria-labelledby="expiring-heading">
<h2 id="expiring-heading">Expiring soon</h2>
<ul>${items}</ul>
<p>When a licence expires, studies under it stop serving content and starting sessions. The Study Service sends <code>license.expiring</code> ${expiringWithinDays} days before.</p>
</section>`
}

function renderLicences(model: LicencesPageModel, names: Map<string, string>): string {
  if (model.licences.length === 0) {
    return '<section class="card"><h2>Your licences</h2><p>No licences yet. Request one below.</p></section>'
  }
  const rows = model.licences
    .map((licence) => {
      const days = daysToExpiry(licence, model.now)
      const warning =
        days === undefined
          ? ''
          : ` ${badge(days === 1 ? 'expires in 1 day' : `expires in ${days} days`, 'warning')}`
      return `<tr>
<th scope="row">${e(names.get(licence.instrumentId) ?? licence.instrumentId)}<br><code class="id">${e(licence.id)}</code></th>
<td>${badge(licence.status, statusTone[licence.status])}${warning}</td>
<td>${licence.purpose ? e(licence.purpose) : '<span class="muted">—</span>'}</td>
<td>${timeHtml(licence.requestedAt)}</td>
<td>${timeHtml(licence.decidedAt)}</td>
<td>${licence.status === 'approved' && !licence.expiresAt ? 'never' : timeHtml(licence.expiresAt)}</td>
<td>${sandboxControls(licence, names)}</td>
</tr>`
    })
    .join('\n')
  const head =
    '<tr><th scope="col">Instrument</th><th scope="col">Status</th><th scope="col">Purpose</th><th scope="col">Requested</th><th scope="col">Decided</th><th scope="col">Expires</th><th scope="col">Sandbox controls</th></tr>'
  return `<section aria-labelledby="licences-heading">
<h2 id="licences-heading">Your licences</h2>
<p class="hint"><span class="badge badge-sandbox">Sandbox</span> The sandbox controls play the Study Service's reviewer; a real account has no such buttons.</p>
${scrollTable('licences-table', `Licences (${model.licences.length})`, head, rows)}
</section>`
}

function sandboxControls(licence: License, names: Map<string, string>): string {
  const which = `<span class="visually-hidden"> the ${e(names.get(licence.instrumentId) ?? licence.instrumentId)} licence ${e(licence.id.slice(0, 8))}</span>`
  const button = (decision: string, label: string, extra = '') =>
    `<form method="post" action="${consoleUrls.licenceDecision(licence.id, decision)}">${extra}<button type="submit" class="button button-small">${label}${which}</button></form>`
  if (licence.status === 'requested') {
    return `<div class="sandbox-controls">${button('approve', 'Approve for a year', '<input type="hidden" name="term" value="year">')}${button('approve', 'Approve for 20 days', '<input type="hidden" name="term" value="20d">')}${button('reject', 'Reject')}</div>`
  }
  if (licence.status === 'approved') {
    return `<div class="sandbox-controls">${button('expire', 'Expire now')}</div>`
  }
  return '<span class="muted">—</span>'
}

const requestLabels = { instrumentId: 'Instrument', purpose: 'Purpose' }

function renderRequestForm(model: LicencesPageModel): string {
  const field = { form: 'request-licence', errors: model.errors }
  const options = [
    { value: '', label: 'Choose an instrument' },
    ...model.instruments.map((instrument) => ({
      value: instrument.id,
      label: `${instrument.name} (${instrument.id})${instrument.protected ? ' — protected' : ''}`,
    })),
  ]
  return `<section class="card" aria-labelledby="request-heading">
<h2 id="request-heading">Request a licence</h2>
<form method="post" action="${consoleUrls.licences}" class="form" novalidate>
${errorSummary('request-licence', model.errors, requestLabels)}
${selectField({ ...field, name: 'instrumentId', label: requestLabels.instrumentId, hint: 'The licence is for this one instrument.', options, selected: model.form.instrumentId, attributes: ' required' })}
${textareaField({ ...field, name: 'purpose', label: requestLabels.purpose, hint: `What the instrument is for in your research, in at most ${maxPurposeLength.toLocaleString('en')} characters; the reviewer reads it.`, value: model.form.purpose, attributes: ` maxlength="${maxPurposeLength}" required` })}
<div class="actions"><button type="submit" class="button button-primary">Request licence</button></div>
</form>
</section>`
}

function renderCatalogue({ instruments }: LicencesPageModel): string {
  const rows = instruments
    .map(
      (instrument) => `<tr>
<th scope="row">${e(instrument.name)}<br><code class="id">${e(instrument.id)}</code></th>
<td>${e(instrument.version)}</td>
<td class="num">${instrument.itemsCount}</td>
<td>${instrument.languages.map((language) => `<code>${e(language)}</code>`).join(' ')}</td>
<td>${instrument.protected ? badge('protected', 'warning') : badge('open', 'neutral')}</td>
<td>${instrument.scales.map((scale) => e(scale)).join(', ') || '<span class="muted">—</span>'}</td>
</tr>`,
    )
    .join('\n')
  const head =
    '<tr><th scope="col">Instrument</th><th scope="col">Version</th><th scope="col" class="num">Items</th><th scope="col">Languages</th><th scope="col">Wording</th><th scope="col">Scales</th></tr>'
  return `<section aria-labelledby="catalogue-heading">
<h2 id="catalogue-heading">Instrument catalogue</h2>
<p class="hint">The public catalogue never shows item wording; a protected instrument's wording is served only to studies under an approved licence.</p>
${scrollTable('catalogue-table', `Instruments (${instruments.length})`, head, rows)}
</section>`
}
