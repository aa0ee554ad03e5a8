// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Content as the network delivers it: parsed JSON, where `__proto__` is an ordinary own key. */
function fromJson(content: unknown): StudyContent {
  return JSON.parse(JSON.stringify(content).replaceAll('"PROTO"', '"__proto__"')) as StudyContent
}

/** One page of three questions whose variable codes and text keys are built-in names. */
function builtInNamedStudy(translated: boolean): StudyContent {
  const names = ['constructor', 'toString', 'PROTO']
  const base = studyContent()
  return fromJson({
    ...base,
    languages: ['en'],
    modules: [{ id: 'm', titleKey: 'hasOwnProperty', elements: names, paging: 'module' }],
    questions: names.map((name) => ({
      id: name,
      variableCode: name,
      type: 'single',
      textKey: name,
      options: [
        { value: 1, labelKey: 'valueOf' },
        { value: 2, labelKey: 'isPrototypeOf' },
      ],
      required: false,
    })),
    instrumentItems: [],
    translations: {
      en: translated
        ? {
            hasOwnProperty: 'Built-in names',
            constructor: 'Question one',
            toString: 'Question two',
            PROTO: 'Question three',
            valueOf: 'Yes',
            isPrototypeOf: 'No',
          }
        : {},
    },
  })
}

function renderInHost(content: StudyContent, served = content) {
  const transport = createFakeTransport(content)
  transport.getContent = () => Promise.resolve(served)
  const onError = vi.fn()
  render(
    <main>
      <h1>Host page</h1>
      <StudyRunner studyId="energy-check" transport={transport} onError={onError} language="en" />
    </main>,
  )
  return { transport, onError, user: userEvent.setup() }
}

describe('content keys named like built-ins', () => {
  it('reads them as the study’s own keys: texts shown, answers sent under those codes', async () => {
    const { transport, user } = renderInHost(builtInNamedStudy(true))
    expect(await screen.findByRole('heading', { name: 'Built-in names' })).toBeInTheDocument()
    for (const text of ['Question one', 'Question two', 'Question three']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    const yes = screen.getAllByRole('radio', { name: 'Yes' })
    for (const radio of yes) await user.click(radio)
    await user.click(screen.getByRole('button', { name: /finish|submit|next/i }))
    await vi.waitFor(() => expect(transport.callsOf('finishSession')).toHaveLength(1))
    const sent = transport
      .callsOf('submitResponses')
      .flatMap((call) => call.body.responses.map((item) => [item.variableCode, item.valueNum]))
    expect(sent).toEqual(
      expect.arrayContaining([
        ['constructor', 1],
        ['toString', 1],
        ['__proto__', 1],
      ]),
    )
  })

  it('treats untranslated built-in names as missing keys, never as functions', async () => {
    const { onError } = renderInHost(builtInNamedStudy(false))
    expect(await screen.findByRole('heading', { name: 'hasOwnProperty' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio', { name: 'valueOf' })).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'translation_missing' }),
      ),
    )
  })
})

describe('a content bug that breaks rendering', () => {
  it('shows the content-error screen, reports it and leaves the host page mounted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Whatever the widget trips over while rendering the study: here, reading its modules.
    const broken = Object.defineProperty(studyContent(), 'modules', {
      get: () => {
        throw new TypeError('modules is not iterable')
      },
    })
    const { onError } = renderInHost(studyContent(), broken)
    const heading = await screen.findByRole('heading', { name: 'This study cannot be shown' })
    expect(heading.closest('[data-screen]')).toHaveAttribute('data-screen', 'content-error')
    expect(heading.closest('[data-screen]')).toHaveAttribute('data-code', 'content_error')
    expect(screen.getByRole('alert')).toHaveTextContent('Your answers so far are kept')
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'content_error' }))
  })
})
