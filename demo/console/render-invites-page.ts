import type { Study } from '../../src/api/types'
import type { Link } from '../../src/server'
import { consoleUrls } from './console-paths'
import { inputField, selectField } from './form-fields'
import { renderLayout, scrollTable, timeHtml } from './render-layout'
import { escapeHtml as e } from './escape-html'
import type { InviteForm } from './read-invite-form'

/** One invite link as the page lists it. */
export interface InviteRow {
  link: Link
  /** The study the link invites to, read from its destination's `?study=`. */
  studyId: string
  /** Inline SVG from qr-code-svg.ts. */
  qrSvg: string
}

/** Everything the invites page shows. */
export interface InvitesPageModel {
  liveStudies: Pick<Study, 'id' | 'title'>[]
  invites: InviteRow[]
  /** The link just created (after the form's redirect), shown on its own. */
  created?: InviteRow
  /** A problem to announce, e.g. the link API's 409 message. */
  error?: string
  /** The form's values: empty, or what was sent when it failed. */
  form: InviteForm
}

/** The Invites panel: server-rendered; it carries no key and no script. */
export function renderInvitesPage(model: InvitesPageModel): string {
  return renderLayout({
    title: 'Invite links',
    section: 'invites',
    lede: 'Short links and QR codes that bring participants to a live study, with their click counts.',
    notice: model.error ? { kind: 'error', text: model.error } : undefined,
    body: [
      model.created ? renderCreated(model.created) : '',
      renderForm(model),
      renderInvites(model),
    ].join('\n'),
  })
}

function renderCreated({ link, qrSvg }: InviteRow): string {
  return `<section class="card card-success" aria-labelledby="created-heading">
<h2 id="created-heading">New invite link</h2>
<div class="created-link">
<div class="qr">${qrSvg}</div>
<div class="invite-tools">
<p><a href="${e(link.short_url)}">${e(link.short_url)}</a><br><span class="hint">leads to</span> <code>${e(link.destination_url)}</code></p>
${copyField('invite-created-url', link.short_url, '')}
<p>${qrDownloadLink(link, '')}</p>
</div>
</div>
</section>`
}

const copyHintId = 'invite-copy-hint'

/** How to copy without a script: the link in a read-only box, ready to be selected. */
const copyHint = `<p class="hint" id="${copyHintId}">To copy an invite link, select the text in its box and copy it (Ctrl+C, or ⌘C on a Mac). A QR code downloads as an SVG file, sharp at any print size.</p>`

/**
 * The link in a read-only text box labelled "Invite link" (`which` names the invitation to
 * screen readers when there are several): easy to select whole and copy, where a copy button
 * would need a script the console's CSP does not run.
 */
function copyField(id: string, url: string, which: string): string {
  const name = which ? `<span class="visually-hidden"> for ${e(which)}</span>` : ''
  return `<div class="copy-field"><label for="${id}">Invite link${name}</label>
<input id="${id}" type="text" readonly value="${e(url)}" aria-describedby="${copyHintId}" spellcheck="false" autocomplete="off"></div>`
}

/** The QR code of an invite link as an SVG file (invite-qr-routes.ts answers it). */
function qrDownloadLink(link: Link, which: string): string {
  const name = which ? `<span class="visually-hidden"> for ${e(which)}</span>` : ''
  return `<a class="button button-small" href="${consoleUrls.inviteQr(link.id)}" download>Download QR code (SVG)${name}</a>`
}

function renderForm({ liveStudies, form }: InvitesPageModel): string {
  if (liveStudies.length === 0) {
    return `<section class="card" aria-labelledby="create-heading">
<h2 id="create-heading">Create an invite link</h2>
<p>There is no live study to invite to. <a href="${consoleUrls.studies}">Publish a study</a> first.</p>
</section>`
  }
  const field = { form: 'invite', errors: {} }
  const options = liveStudies.map((study) => ({
    value: study.id,
    label: `${study.title} (${study.id})`,
  }))
  return `<section class="card" aria-labelledby="create-heading">
<h2 id="create-heading">Create an invite link</h2>
<form method="post" action="${consoleUrls.invites}" class="form">
${selectField({ ...field, name: 'study', label: 'Study', options, selected: form.studyId, attributes: ' required' })}
${inputField({ ...field, name: 'alias', label: 'Alias (optional)', hint: '3–64 letters, digits, _ or -; a random code otherwise', value: form.alias, attributes: ' pattern="[A-Za-z0-9_\\-]{3,64}" maxlength="64" autocomplete="off"' })}
${inputField({ ...field, name: 'title', label: 'Title (optional)', value: form.title, attributes: ' maxlength="200" autocomplete="off"' })}
<fieldset class="fieldset">
<legend>Campaign parameters (optional)</legend>
<div class="field-row">
${inputField({ ...field, name: 'utm_source', label: 'Source', hint: 'e.g. newsletter', value: form.utm.source, attributes: ' autocomplete="off"' })}
${inputField({ ...field, name: 'utm_medium', label: 'Medium', hint: 'e.g. email or qr', value: form.utm.medium, attributes: ' autocomplete="off"' })}
${inputField({ ...field, name: 'utm_campaign', label: 'Campaign', hint: 'e.g. spring-2026', value: form.utm.campaign, attributes: ' autocomplete="off"' })}
</div>
</fieldset>
<div class="actions"><button type="submit" class="button button-primary">Create invite link</button></div>
</form>
</section>`
}

function renderInvites({ invites, liveStudies }: InvitesPageModel): string {
  const titles = new Map(liveStudies.map((study) => [study.id, study.title]))
  const rows = invites
    .map(({ link, studyId, qrSvg }, index) => {
      const clicks = `${link.clicks} ${link.clicks === 1 ? 'click' : 'clicks'}`
      const name = link.title || titles.get(studyId) || studyId
      return `<tr>
<th scope="row">${e(name)}<br><code class="id">${e(studyId)}</code></th>
<td><a href="${e(link.short_url)}">${e(link.short_url)}</a>
${copyField(`invite-url-${index + 1}`, link.short_url, name)}</td>
<td class="qr">${qrSvg}${qrDownloadLink(link, name)}</td>
<td>${clicks}</td>
<td>${timeHtml(link.created_at)}</td>
</tr>`
    })
    .join('\n')
  const head =
    '<tr><th scope="col">Invitation</th><th scope="col">Short URL</th><th scope="col">QR code</th><th scope="col">Clicks</th><th scope="col">Created</th></tr>'
  return `<section aria-labelledby="list-heading">
<h2 id="list-heading">All invite links</h2>
<p class="link-row"><a class="button" href="${consoleUrls.invites}">Refresh click counts</a></p>
${invites.length === 0 ? '<p>No invite links yet.</p>' : `${copyHint}\n${scrollTable('invites-table', `Invite links (${invites.length})`, head, rows)}`}
</section>`
}
