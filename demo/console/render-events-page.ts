import type { DeliveryOutcome, ReceivedDelivery } from '../event-receiver'
import { consoleUrls } from './console-paths'
import { badge, renderLayout, scrollTable } from './render-layout'
import { escapeHtml as e } from './escape-html'

const outcomeText: Record<DeliveryOutcome, { text: string; tone: string }> = {
  handled: { text: 'handled', tone: 'success' },
  duplicate: { text: 'duplicate (already handled)', tone: 'neutral' },
  skipped: { text: 'skipped (unknown type)', tone: 'neutral' },
  refused: { text: 'refused', tone: 'danger' },
  unreadable: { text: 'unreadable', tone: 'danger' },
}

/**
 * The Events panel: the webhook deliveries the demo's receiver got, newest first, each with its
 * type, study, time, signature verification and body. No automatic refresh (moving content is hard to
 * read and to use with a screen reader): a Refresh link reloads the page.
 */
export function renderEventsPage(
  deliveries: readonly ReceivedDelivery[],
  /** Study titles by id, to name an event's study; an id without a title is shown as the id. */
  studyTitles: ReadonlyMap<string, string> = new Map(),
): string {
  const rows = deliveries
    .map((delivery, index) => {
      const verified = delivery.verification.ok
        ? '<span class="verdict verdict-ok"><span aria-hidden="true">✓ </span>verified</span>'
        : `<span class="verdict verdict-bad"><span aria-hidden="true">✗ </span>not verified: ${e(delivery.verification.reason)}</span>`
      const outcome = outcomeText[delivery.outcome]
      return `<tr>
<td>${timeWithSeconds(delivery.receivedAt)}</td>
<th scope="row"><code>${e(delivery.type ?? 'unknown')}</code></th>
<td>${studyCell(studyIdOf(delivery.rawBody), studyTitles)}</td>
<td>${verified}<br>${badge(outcome.text, outcome.tone)}</td>
<td><code class="id">${e(delivery.deliveryId)}</code>${delivery.eventId ? `<br><code class="id">${e(delivery.eventId)}</code>` : ''}</td>
<td><details><summary>Body<span class="visually-hidden"> of ${e(delivery.type ?? 'delivery')} ${index + 1}</span></summary><pre>${e(pretty(delivery.rawBody))}</pre></details></td>
</tr>`
    })
    .join('\n')
  const head =
    '<tr><th scope="col">Received</th><th scope="col">Type</th><th scope="col">Study</th><th scope="col">Verification</th><th scope="col">Delivery and event id</th><th scope="col">Body</th></tr>'
  const body =
    deliveries.length === 0
      ? '<section class="card"><p>No deliveries yet. Publish a study or complete one as a participant: the Study Service sends <code>study.published</code>, <code>session.started</code>, <code>session.completed</code>, …</p></section>'
      : scrollTable('events-table', `Deliveries, newest first (${deliveries.length})`, head, rows)
  return renderLayout({
    title: 'Events',
    section: 'events',
    lede: "Webhook deliveries received by the demo's receiver. Each is checked with verifySignature over the raw body and de-duplicated on the event id.",
    body: `<p class="link-row"><a class="button" href="${consoleUrls.events}">Refresh</a> <span class="hint">The latest 200 deliveries since the demo started; retries of one delivery keep its delivery id.</span></p>
${body}`,
  })
}

/**
 * The study an event is about: its body's `data.studyId` (session and study events carry one,
 * docs/service.md#events); undefined for other events and bodies that are not JSON.
 */
export function studyIdOf(rawBody: string): string | undefined {
  try {
    const body: unknown = JSON.parse(rawBody)
    const data = (body as { data?: { studyId?: unknown } } | null)?.data
    return typeof data?.studyId === 'string' && data.studyId !== '' ? data.studyId : undefined
  } catch {
    return undefined
  }
}

function studyCell(studyId: string | undefined, titles: ReadonlyMap<string, string>): string {
  if (studyId === undefined) {
    return '<span class="muted" aria-hidden="true">—</span><span class="visually-hidden">no study</span>'
  }
  const title = titles.get(studyId)
  const id = `<code class="id">${e(studyId)}</code>`
  return title === undefined
    ? id
    : `<a href="${consoleUrls.study(studyId)}">${e(title)}</a><br>${id}`
}

function timeWithSeconds(iso: string): string {
  return `<time datetime="${e(iso)}">${e(iso.slice(0, 19).replace('T', ' '))} UTC</time>`
}

/** The body indented for reading when it is JSON; else as received. */
function pretty(rawBody: string): string {
  try {
    return JSON.stringify(JSON.parse(rawBody), null, 2)
  } catch {
    return rawBody
  }
}
