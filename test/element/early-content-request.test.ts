// @vitest-environment jsdom
import { within } from '@testing-library/dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as ContentFeaturesModule from '../../src/core/content-features'
import { loadEnginesEarly } from '../../src/core/content-features'
import { sendEarlyContentRequests } from '../../src/element/early-content-request'
import { defineStudyRunnerElement } from '../../src/element/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

// Counted, not loaded: which engines a study needs is the widget's to find out.
vi.mock('../../src/core/content-features', async (original) => ({
  ...(await original<typeof ContentFeaturesModule>()),
  loadEnginesEarly: vi.fn(),
}))

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.mocked(loadEnginesEarly).mockClear()
})

let tagCount = 0
const uniqueTag = () => `early-runner-${++tagCount}`

/** A proxy answering every content request with the study, counting them by path. */
function stubProxy() {
  const requested: string[] = []
  const fetch = vi.fn((url: string) => {
    requested.push(url)
    const studyId = /studies\/([^/]+)\/content$/.exec(url)?.[1] ?? 'unknown'
    return Promise.resolve(
      new Response(JSON.stringify(studyContent({ studyId })), {
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  vi.stubGlobal('fetch', fetch)
  return requested
}

function placeElement(tag: string, studyId = 'energy-check') {
  const element = document.createElement(tag)
  element.setAttribute('study-id', studyId)
  element.setAttribute('proxy-url', '/api/study')
  element.setAttribute('persist', 'none')
  document.body.append(element)
  return element
}

const shadowOf = (element: Element) =>
  within(
    [...element.shadowRoot!.children].find((child) => child.localName === 'div') as HTMLElement,
  )

describe('sendEarlyContentRequests', () => {
  it('asks for the content before the element is defined, and the widget takes that request over', async () => {
    const requested = stubProxy()
    const tag = uniqueTag()
    const element = placeElement(tag)
    sendEarlyContentRequests(document, tag)
    expect(requested).toEqual(['/api/study/studies/energy-check/content'])
    // The engines that may decide the first page download beside the content.
    expect(loadEnginesEarly).toHaveBeenCalled()
    defineStudyRunnerElement(tag)
    await shadowOf(element).findByText('About you')
    expect(requested).toHaveLength(1)
  })

  it('leaves a request unused when the element names another study by the time it connects', async () => {
    const requested = stubProxy()
    const tag = uniqueTag()
    const element = placeElement(tag, 'first-study')
    sendEarlyContentRequests(document, tag)
    element.setAttribute('study-id', 'energy-check')
    defineStudyRunnerElement(tag)
    await shadowOf(element).findByText('About you')
    expect(requested).toEqual([
      '/api/study/studies/first-study/content',
      '/api/study/studies/energy-check/content',
    ])
  })

  it("sends nothing for an element with the host's transport or without a proxy", () => {
    const requested = stubProxy()
    const tag = uniqueTag()
    const own = placeElement(tag)
    Object.assign(own, { transport: createFakeTransport(studyContent()) })
    placeElement(tag).removeAttribute('proxy-url')
    sendEarlyContentRequests(document, tag)
    expect(requested).toEqual([])
    expect(loadEnginesEarly).not.toHaveBeenCalled()
  })

  it('sends nothing when the element is defined already (the embed loaded a second time)', async () => {
    const requested = stubProxy()
    const tag = uniqueTag()
    placeElement(tag)
    defineStudyRunnerElement(tag)
    await vi.waitFor(() => expect(requested).toHaveLength(1))
    sendEarlyContentRequests(document, tag)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(requested).toHaveLength(1)
  })
})
