import type { Study, StudyStatus } from '../../src/api/types'
import type { ConditionArms } from './condition-arms'
import { consoleUrls } from './console-paths'
import { errorSummary, inputField, textareaField, type FieldErrors } from './form-fields'
import { studyStatusTone } from './render-studies-page'
import {
  badge,
  newTabLink,
  renderLayout,
  scrollTable,
  timeHtml,
  type Notice,
} from './render-layout'
import { escapeHtml as e } from './escape-html'
import { countLabels, countOrder, startedExplained, studyCounts } from './study-counts'

/** The edit form's fields, as typed (times as `YYYY-MM-DDTHH:MM`, UTC). */
export interface EditStudyForm {
  title: string
  description: string
  opensAt: string
  closesAt: string
  targetSampleSize: string
}

/** Labels of the edit form's fields, also used by the error summary. */
export const editLabels: Record<keyof EditStudyForm, string> = {
  title: 'Title',
  description: 'Description',
  opensAt: 'Opens at (UTC)',
  closesAt: 'Closes at (UTC)',
  targetSampleSize: 'Target sample size',
}

/** The form's values for a study as stored. */
export function editFormOf(study: Study): EditStudyForm {
  return {
    title: study.title,
    description: study.description,
    opensAt: study.schedule?.opensAt?.slice(0, 16) ?? '',
    closesAt: study.schedule?.closesAt?.slice(0, 16) ?? '',
    targetSampleSize: study.targetSampleSize === null ? '' : String(study.targetSampleSize),
  }
}

/** What the study page shows. */
export interface StudyPageModel {
  study: Study
  /** The participant page for this study (the host page with `?study=`). */
  participationUrl: string
  form: EditStudyForm
  errors: FieldErrors
  /** The study's conditions and their sessions; absent for a study without conditions. */
  arms?: ConditionArms
  notice?: Notice
}

/**
 * The status moves a study allows (docs/service.md#researcher-side): draft → live → closed,
 * closed → live. Closing is asked to be confirmed on a page of its own (`confirm`), so the
 * study page shows it as a link styled as a secondary button.
 */
const moves: Record<
  StudyStatus,
  { to: StudyStatus; label: string; explain: string; confirm?: boolean }[]
> = {
  draft: [
    {
      to: 'live',
      label: 'Publish',
      explain: 'Participants can start it once it is live (within its schedule).',
    },
  ],
  live: [
    {
      to: 'closed',
      label: 'Close study',
      explain: 'No new sessions start; results stay. You confirm on the next page.',
      confirm: true,
    },
  ],
  closed: [{ to: 'live', label: 'Reopen', explain: 'Participants can start it again.' }],
}

/** One study: its numbers, status actions, links, and the edit form. */
export function renderStudyPage(model: StudyPageModel): string {
  const { study } = model
  return renderLayout({
    title: study.title,
    section: 'studies',
    before: `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="${consoleUrls.studies}">Studies</a></li><li><span aria-current="page">${e(study.title)}</span></li></ol></nav>`,
    notice: model.notice,
    body: [
      renderSummary(model),
      model.arms ? renderArms(model.arms) : '',
      renderStatus(study),
      renderEditForm(model),
    ]
      .filter((section) => section !== '')
      .join('\n'),
  })
}

function renderSummary({ study, participationUrl }: StudyPageModel): string {
  const tile = (label: string, value: string) =>
    `<div class="stat"><dt>${label}</dt><dd>${value}</dd></div>`
  const counts = studyCounts(study)
  const target = study.targetSampleSize
    ? `${counts.completed} of ${study.targetSampleSize}`
    : 'none set'
  return `<section class="card" aria-labelledby="summary-heading">
<h2 id="summary-heading">Overview</h2>
<dl class="stats">
${tile('Status', badge(study.status, studyStatusTone[study.status]))}
${countOrder.map((count) => tile(countLabels[count], String(counts[count]))).join('\n')}
${tile('Target', target)}
</dl>
<p class="hint">${startedExplained}</p>
<dl class="facts">
<div><dt>Study id</dt><dd><code>${e(study.id)}</code></dd></div>
<div><dt>Instruments</dt><dd>${study.instrumentIds.map((id) => `<code>${e(id)}</code>`).join(', ') || '<span class="muted">none</span>'}</dd></div>
<div><dt>Schedule</dt><dd>${scheduleText(study)}</dd></div>
<div><dt>Created</dt><dd>${timeHtml(study.createdAt)}</dd></div>
<div><dt>Updated</dt><dd>${timeHtml(study.updatedAt)}</dd></div>
</dl>
<p class="link-row"><a class="button" href="${consoleUrls.results(study.id)}">View results</a>
${newTabLink(participationUrl, 'Take the study as a participant', 'button')}</p>
</section>`
}

/** The arms of the study's conditions: the sessions each was given, and their completions. */
function renderArms({ variableCode, arms }: ConditionArms): string {
  const head =
    '<tr><th scope="col">Arm</th><th scope="col">Started</th><th scope="col">Completed</th></tr>'
  const rows = arms
    .map(
      (arm) =>
        `<tr><th scope="row">${e(arm.value)}</th><td><span class="num">${arm.started}</span></td><td><span class="num">${arm.completed}</span></td></tr>`,
    )
    .join('\n')
  return `<section class="card" aria-labelledby="arms-heading">
<h2 id="arms-heading">Conditions</h2>
<p class="hint">Each new session joins the arm with the fewest started sessions (ties in this order); the arm is stored as <code>${e(variableCode)}</code> and in the sessions dataset's condition column. Started counts every session, as the balancing does.</p>
${scrollTable('condition-arms', 'Sessions per arm', head, rows)}
</section>`
}

function scheduleText(study: Study): string {
  const opens = study.schedule?.opensAt
  const closes = study.schedule?.closesAt
  if (!opens && !closes) return 'always open while live'
  return `${opens ? `opens ${timeHtml(opens)}` : ''}${opens && closes ? ', ' : ''}${closes ? `closes ${timeHtml(closes)}` : ''}`
}

function renderStatus(study: Study): string {
  const forms = moves[study.status]
    .map((move) =>
      move.confirm
        ? `<p class="inline-form"><a class="button" href="${consoleUrls.closeStudy(study.id)}">${move.label}</a>
<span class="hint">${move.explain}</span></p>`
        : `<form method="post" action="${consoleUrls.studyStatus(study.id)}" class="inline-form">
<input type="hidden" name="status" value="${move.to}">
<button type="submit" class="button button-primary">${move.label}</button>
<span class="hint">${move.explain}</span>
</form>`,
    )
    .join('\n')
  return `<section class="card" aria-labelledby="status-heading">
<h2 id="status-heading">Status</h2>
<p>This study is <strong>${study.status}</strong>.</p>
${forms}
</section>`
}

function renderEditForm({ study, form, errors }: StudyPageModel): string {
  const field = { form: 'edit-study', errors }
  return `<section class="card" aria-labelledby="edit-heading">
<h2 id="edit-heading">Details</h2>
<form method="post" action="${consoleUrls.study(study.id)}" class="form" novalidate>
${errorSummary('edit-study', errors, editLabels)}
${inputField({ ...field, name: 'title', label: editLabels.title, value: form.title, attributes: ' maxlength="200" required autocomplete="off"' })}
${textareaField({ ...field, name: 'description', label: editLabels.description, value: form.description, attributes: ' maxlength="5000"' })}
<fieldset class="fieldset">
<legend>Schedule</legend>
<p class="hint">Outside these times a live study starts no sessions. Leave both empty for no schedule.</p>
<div class="field-row">
${inputField({ ...field, name: 'opensAt', label: editLabels.opensAt, value: form.opensAt, type: 'datetime-local' })}
${inputField({ ...field, name: 'closesAt', label: editLabels.closesAt, value: form.closesAt, type: 'datetime-local' })}
</div>
</fieldset>
${inputField({ ...field, name: 'targetSampleSize', label: editLabels.targetSampleSize, hint: 'Completed sessions wanted; reaching it sends study.target_reached. Empty for none.', value: form.targetSampleSize, type: 'text', attributes: ' inputmode="numeric" autocomplete="off"' })}
<div class="actions"><button type="submit" class="button button-primary">Save changes</button></div>
</form>
</section>`
}
