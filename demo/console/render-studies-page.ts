import type { License, Study } from '../../src/api/types'
import { consoleUrls } from './console-paths'
import {
  errorSummary,
  inputField,
  selectField,
  textareaField,
  type FieldErrors,
} from './form-fields'
import { badge, renderLayout, scrollTable, timeHtml, type Notice } from './render-layout'
import { escapeHtml as e } from './escape-html'
import { countLabels, countOrder, startedExplained, studyCounts } from './study-counts'

/** What the create-study form holds: empty, or what was sent when it failed. */
export interface CreateStudyForm {
  licenseRequestId: string
  title: string
  description: string
}

export const emptyCreateStudyForm: CreateStudyForm = {
  licenseRequestId: '',
  title: '',
  description: '',
}

/** Everything the Studies page shows. */
export interface StudiesPageModel {
  studies: Study[]
  /** The account's approved licences (a study is created under one). */
  approvedLicences: License[]
  /** Instrument names by id, for the licence choice. */
  instrumentNames: Map<string, string>
  form: CreateStudyForm
  errors: FieldErrors
  notice?: Notice
}

/** The badge tone of a study status. */
export const studyStatusTone = { draft: 'neutral', live: 'success', closed: 'closed' } as const

/** The Studies panel: every study with its status and counts, and the create form. */
export function renderStudiesPage(model: StudiesPageModel): string {
  return renderLayout({
    title: 'Studies',
    section: 'studies',
    lede: `Your studies on the Study Service, with their participants' sessions. ${startedExplained}`,
    notice: model.notice,
    body: `${renderStudyTable(model.studies)}\n${renderCreateForm(model)}`,
  })
}

function renderStudyTable(studies: Study[]): string {
  if (studies.length === 0) {
    return '<section class="card"><p>No studies yet. Create one below.</p></section>'
  }
  const rows = studies
    .map((study) => {
      const counts = studyCounts(study)
      const target = study.targetSampleSize
        ? `${study.counts.completed} / ${study.targetSampleSize}`
        : '<span class="muted">—</span>'
      return `<tr>
<th scope="row"><a href="${consoleUrls.study(study.id)}">${e(study.title)}</a><br><code class="id">${e(study.id)}</code></th>
<td>${badge(study.status, studyStatusTone[study.status])}</td>
${countOrder.map((count) => `<td class="num">${counts[count]}</td>`).join('\n')}
<td class="num">${target}</td>
<td>${timeHtml(study.updatedAt)}</td>
<td><a href="${consoleUrls.results(study.id)}">Results<span class="visually-hidden"> of ${e(study.title)}</span></a></td>
</tr>`
    })
    .join('\n')
  const head = `<tr><th scope="col">Study</th><th scope="col">Status</th>${countOrder.map((count) => `<th scope="col" class="num">${countLabels[count]}</th>`).join('')}<th scope="col" class="num">Target</th><th scope="col">Updated</th><th scope="col"><span class="visually-hidden">Links</span></th></tr>`
  return scrollTable('studies-table', `All studies (${studies.length})`, head, rows)
}

const createLabels = {
  licenseRequestId: 'Licence',
  title: 'Title',
  description: 'Description (optional)',
}

function renderCreateForm(model: StudiesPageModel): string {
  const heading = '<h2 id="create-heading">Create a study</h2>'
  if (model.approvedLicences.length === 0) {
    return `<section class="card" aria-labelledby="create-heading">
${heading}
<p>A study is created under an approved instrument licence, and this account has none yet.
<a href="${consoleUrls.licences}">Request a licence</a> and approve it there with the sandbox controls.</p>
</section>`
  }
  const { form, errors } = model
  const field = { form: 'create-study', errors }
  const options = model.approvedLicences.map((licence) => ({
    value: licence.id,
    label: `${model.instrumentNames.get(licence.instrumentId) ?? licence.instrumentId} (${licence.instrumentId})${licence.expiresAt ? ` — until ${licence.expiresAt.slice(0, 10)}` : ''}`,
  }))
  return `<section class="card" aria-labelledby="create-heading">
${heading}
<p class="hint">The new study is a draft presenting all of the licensed instrument's items, in its languages. Publish it from its page when it is ready.</p>
<form method="post" action="${consoleUrls.createStudy}" class="form" novalidate>
${errorSummary('create-study', errors, createLabels)}
${selectField({ ...field, name: 'licenseRequestId', label: createLabels.licenseRequestId, hint: 'An approved licence of this account; the study presents its instrument.', options, selected: form.licenseRequestId })}
${inputField({ ...field, name: 'title', label: createLabels.title, value: form.title, attributes: ' maxlength="200" required autocomplete="off"' })}
${textareaField({ ...field, name: 'description', label: createLabels.description, value: form.description, attributes: ' maxlength="5000"' })}
<div class="actions"><button type="submit" class="button button-primary">Create study</button></div>
</form>
</section>`
}
