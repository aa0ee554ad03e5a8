import type { StudyContent } from '../api/types'
import { loadEnginesEarly } from '../core/content-features'
import { createFetchTransport } from '../core/transport'

/**
 * Where a content request sent for an element before its class was defined waits for it: a
 * property of the element, under a key shared by every copy of the library.
 */
export const earlyContentRequest = Symbol.for('study-runner.early-content-request')

/** A content request sent for one element, with what it was sent for. */
export interface EarlyContentRequest {
  studyId: string
  proxyUrl: string
  content: Promise<StudyContent>
}

type WithEarlyRequest = Element & { [earlyContentRequest]?: EarlyContentRequest }

/**
 * Sends the content request of each `<tagName>` already in the document that names its study and
 * proxy (and has no `transport` of the host's), and leaves it on the element. The embed does this
 * first, while the rest of its script — React among it — is still to be evaluated, so that the
 * request and the evaluation overlap (docs/architecture.md, "What a study loads"). A request that
 * fails is sent again by the widget, which retries as for any other. With the first request, the
 * engines that may decide the first page are fetched too ({@link loadEnginesEarly}).
 */
export function sendEarlyContentRequests(document: Document, tagName: string): void {
  // Defined already (the embed loaded a second time): its elements asked for their content.
  if (document.defaultView?.customElements?.get(tagName)) return
  for (const element of document.querySelectorAll<WithEarlyRequest>(tagName)) {
    const studyId = element.getAttribute('study-id')
    const proxyUrl = element.getAttribute('proxy-url')
    if (!studyId || !proxyUrl || Object.hasOwn(element, 'transport')) continue
    const content = createFetchTransport({ proxyUrl }).getContent(studyId)
    // Handled by the widget, which takes it over; until then it must not count as unhandled.
    content.catch(() => {})
    element[earlyContentRequest] = { studyId, proxyUrl, content }
    loadEnginesEarly()
  }
}

/**
 * The content request sent for `element` before it was defined, taken off it — if it was sent for
 * this study through this proxy; otherwise none (the widget sends its own).
 */
export function takeEarlyContentRequest(
  element: Element,
  studyId: string,
  proxyUrl: string | undefined,
): Promise<StudyContent> | undefined {
  const holder = element as WithEarlyRequest
  const request = holder[earlyContentRequest]
  if (!request) return undefined
  delete holder[earlyContentRequest]
  return request.studyId === studyId && request.proxyUrl === proxyUrl ? request.content : undefined
}
