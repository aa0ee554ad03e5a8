import type { Study } from '../../src/api/types'
import type { Link } from '../../src/server'
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

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { max-inline-size: 64rem; margin-inline: auto; padding: 1rem 1.5rem 3rem; }
  h1 { margin-block-end: 0.25rem; }
  .lede { margin-block-start: 0; color: GrayText; }
  form { display: grid; gap: 0.75rem; max-inline-size: 32rem; }
  fieldset { display: grid; gap: 0.75rem; border: 1px solid GrayText; border-radius: 0.375rem; }
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  .hint { font-weight: 400; font-size: 0.875rem; color: GrayText; }
  input, select, button { font: inherit; padding: 0.375rem 0.5rem; }
  button { justify-self: start; cursor: pointer; }
  [role='alert'] { border-inline-start: 0.25rem solid #b3261e; padding: 0.5rem 1rem; }
  .created { border-inline-start: 0.25rem solid #1a7f37; padding: 0.5rem 1rem; }
  table { border-collapse: collapse; inline-size: 100%; }
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid GrayText; vertical-align: middle; }
  svg { background: #fff; display: block; }
  code { word-break: break-all; }
`

/** The researcher's invite-links page, server-rendered; it carries no key and no script. */
export function renderInvitesPage(model: InvitesPageModel): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invite links · study-runner demo</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Invite links</h1>
<p class="lede">Short links and QR codes that bring participants to a live study. The API key stays
on this demo server; the page only posts its form here.</p>
${model.error ? `<div role="alert"><p>${e(model.error)}</p></div>` : ''}
${model.created ? renderCreated(model.created) : ''}
${renderForm(model)}
${renderInvites(model)}
</main>
</body>
</html>
`
}

function renderCreated({ link, qrSvg }: InviteRow): string {
  return `<section class="created" aria-labelledby="created-heading">
<h2 id="created-heading">New invite link</h2>
<p><a href="${e(link.short_url)}">${e(link.short_url)}</a> leads to <code>${e(link.destination_url)}</code></p>
${qrSvg}
</section>`
}

function renderForm({ liveStudies, form }: InvitesPageModel): string {
  if (liveStudies.length === 0) {
    return `<section aria-labelledby="create-heading">
<h2 id="create-heading">Create an invite link</h2>
<p>There is no live study to invite to. Publish a study first.</p>
</section>`
  }
  const options = liveStudies
    .map(
      (study) =>
        `<option value="${e(study.id)}"${study.id === form.studyId ? ' selected' : ''}>${e(study.title)} (${e(study.id)})</option>`,
    )
    .join('\n')
  const input = (name: string, label: string, value: string, hint = '', extra = '') =>
    `<label>${label}${hint ? ` <span class="hint">${hint}</span>` : ''}
<input name="${name}" value="${e(value)}" autocomplete="off"${extra}></label>`
  return `<section aria-labelledby="create-heading">
<h2 id="create-heading">Create an invite link</h2>
<form method="post" action="/researcher/invites">
<label>Study <select name="study" required>${options}</select></label>
${input('alias', 'Alias (optional)', form.alias, '3–64 letters, digits, _ or -; a random code otherwise', ' pattern="[A-Za-z0-9_\\-]{3,64}" maxlength="64"')}
${input('title', 'Title (optional)', form.title, '', ' maxlength="200"')}
<fieldset>
<legend>Campaign parameters (optional)</legend>
${input('utm_source', 'Source', form.utm.source, 'e.g. newsletter')}
${input('utm_medium', 'Medium', form.utm.medium, 'e.g. email or qr')}
${input('utm_campaign', 'Campaign', form.utm.campaign, 'e.g. spring-2026')}
</fieldset>
<button type="submit">Create invite link</button>
</form>
</section>`
}

function renderInvites({ invites, liveStudies }: InvitesPageModel): string {
  const titles = new Map(liveStudies.map((study) => [study.id, study.title]))
  const rows = invites
    .map(({ link, studyId, qrSvg }) => {
      const clicks = `${link.clicks} ${link.clicks === 1 ? 'click' : 'clicks'}`
      return `<tr>
<td>${e(link.title || titles.get(studyId) || studyId)}<br><span class="hint">${e(studyId)}</span></td>
<td><a href="${e(link.short_url)}">${e(link.short_url)}</a></td>
<td>${qrSvg}</td>
<td>${clicks}</td>
<td><time datetime="${e(link.created_at)}">${e(link.created_at.slice(0, 16).replace('T', ' '))} UTC</time></td>
</tr>`
    })
    .join('\n')
  return `<section aria-labelledby="list-heading">
<h2 id="list-heading">Invite links</h2>
<p><a href="/researcher/invites">Refresh click counts</a></p>
${
  invites.length === 0
    ? '<p>No invite links yet.</p>'
    : `<table>
<thead><tr><th scope="col">Invitation</th><th scope="col">Short URL</th><th scope="col">QR code</th><th scope="col">Clicks</th><th scope="col">Created</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</section>`
}
