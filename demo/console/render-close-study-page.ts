import type { Study } from '../../src/api/types'
import { consoleUrls } from './console-paths'
import { escapeHtml as e } from './escape-html'
import { renderLayout } from './render-layout'
import { studyCounts } from './study-counts'

/**
 * The confirmation step before closing a study: what closing does, a "Yes, close the study"
 * form (posted to the status route with `confirm=yes`) and a way back. The console runs no
 * script, so the step is a page of its own rather than a dialog. A study that is not live has
 * nothing to close: the page says so and offers only the way back.
 */
export function renderCloseStudyPage(study: Study): string {
  const back = consoleUrls.study(study.id)
  const before = `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="${consoleUrls.studies}">Studies</a></li><li><a href="${back}">${e(study.title)}</a></li><li><span aria-current="page">Close</span></li></ol></nav>`
  if (study.status !== 'live') {
    return renderLayout({
      title: `Close “${study.title}”`,
      section: 'studies',
      before,
      notice: {
        kind: 'warning',
        text: `This study is ${study.status}, not live: there is nothing to close.`,
      },
      body: `<p><a class="button" href="${back}">Back to the study</a></p>`,
    })
  }
  const { inProgress } = studyCounts(study)
  const sessions =
    inProgress === 1 ? '1 session is in progress' : `${inProgress} sessions are in progress`
  return renderLayout({
    title: `Close “${study.title}”?`,
    section: 'studies',
    before,
    body: `<section class="card" aria-labelledby="close-heading">
<h2 id="close-heading">What closing does</h2>
<ul>
<li>No new sessions start: the participant link and invite links no longer let anyone begin the study.</li>
<li>Sessions already under way can still be finished (${sessions} now).</li>
<li>Results stay, and the downloads keep working.</li>
<li>The Study Service sends <code>study.closed</code> to your webhook.</li>
<li>You can reopen the study later from its page.</li>
</ul>
<form method="post" action="${consoleUrls.studyStatus(study.id)}" class="actions">
<input type="hidden" name="status" value="closed">
<input type="hidden" name="confirm" value="yes">
<button type="submit" class="button button-primary">Yes, close the study</button>
<a class="button" href="${back}">Cancel, keep it live</a>
</form>
</section>`,
  })
}
