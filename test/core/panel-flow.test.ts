import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Module, StudyContent } from '../../src/api/types'
import { loadContentFeatures, featureNeedsOf } from '../../src/core/content-features'
import { createStudySession } from '../../src/core/create-study-session'
import { orderModules } from '../../src/core/module-order'
import { checkParameters } from '../../src/core/session-parameters'
import { shuffleStably } from '../../src/core/shuffle-stably'
import { startedAnswers } from '../../src/core/started-answers'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

afterEach(() => vi.restoreAllMocks())

const module = (id: string, randomizeGroup?: string): Module => ({
  id,
  elements: [],
  ...(randomizeGroup ? { randomizeGroup } : {}),
})

describe('module groups', () => {
  const modules = [
    module('consent'),
    module('a', 'blocks'),
    module('b', 'blocks'),
    module('c', 'blocks'),
    module('middle'),
    module('x', 'pair'),
    module('y', 'pair'),
    module('end'),
  ]

  it('swap only among their own positions, stably per session, differently across sessions', () => {
    const orders = new Set<string>()
    for (let session = 0; session < 30; session++) {
      const ids = orderModules(modules, `ses_${session}`, shuffleStably).map((m) => m.id)
      expect(ids[0]).toBe('consent')
      expect(ids[4]).toBe('middle')
      expect(ids[7]).toBe('end')
      expect([...ids.slice(1, 4)].sort()).toEqual(['a', 'b', 'c'])
      expect([...ids.slice(5, 7)].sort()).toEqual(['x', 'y'])
      expect(orderModules(modules, `ses_${session}`, shuffleStably).map((m) => m.id)).toEqual(ids)
      orders.add(ids.join())
    }
    expect(orders.size).toBeGreaterThan(5)
  })
})

describe('parameters', () => {
  const content: Pick<StudyContent, 'parameters'> = {
    parameters: [
      { name: 'PROLIFIC_PID', variableCode: 'PID', pattern: '[0-9a-f]{24}', required: true },
      { name: 'SOURCE', variableCode: 'SOURCE', pattern: '[a-z]+' },
    ],
  }
  const pid = '5f3a9c0d1e2b4a6c8d7e9f01'

  it('takes the listed names only, each matching its pattern as a whole', () => {
    expect(
      checkParameters(content, { PROLIFIC_PID: pid, SOURCE: 'mail', OTHER: 'x' }, 10_000),
    ).toEqual({ kind: 'complete', answers: { PID: pid, SOURCE: 'mail' } })
  })

  it('refuses a study link without a required value, or with a malformed one', () => {
    expect(checkParameters(content, {}, 10_000)).toEqual({
      kind: 'incomplete',
      names: ['PROLIFIC_PID'],
    })
    expect(checkParameters(content, { PROLIFIC_PID: `${pid}x` }, 10_000).kind).toBe('incomplete')
    expect(checkParameters(content, { PROLIFIC_PID: pid.slice(1) }, 10_000).kind).toBe('incomplete')
    expect(checkParameters(content, { PROLIFIC_PID: pid }, 10).kind).toBe('incomplete')
  })

  it('leaves out an optional malformed value, saying so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(checkParameters(content, { PROLIFIC_PID: pid, SOURCE: 'MAIL!' }, 10_000)).toEqual({
      kind: 'complete',
      answers: { PID: pid },
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"SOURCE"'))
  })

  it('reads nothing inherited: a parameter named like a built-in is absent', () => {
    const builtIn = { parameters: [{ name: 'constructor', variableCode: 'C', required: true }] }
    expect(checkParameters(builtIn, {}, 10_000).kind).toBe('incomplete')
  })
})

describe('the answers a session starts with', () => {
  it('carries the parameters to send and the arm, already acknowledged', () => {
    const given = startedAnswers(
      { answers: {}, acknowledged: {}, sent: {} },
      {
        content: { conditions: { variableCode: 'ARM', values: ['A', 'B'] } },
        parameters: { PID: 'p1' },
        condition: 'B',
        now: Date.UTC(2026, 0, 1),
      },
    )
    expect(given.answers.PID).toMatchObject({ valueNum: null, valueText: 'p1', changes: 0 })
    expect(given.answers.ARM).toMatchObject({ valueText: 'B' })
    expect(given.acknowledged).toEqual({ ARM: 0 })
    expect(given.sent).toEqual({ ARM: 0 })
  })
})

/** A small panel study: a required id, two arms, two modules that swap. */
function panelContent(): StudyContent {
  const content = studyContent()
  content.parameters = [
    { name: 'PROLIFIC_PID', variableCode: 'PID', pattern: '[a-z0-9]+', required: true },
  ]
  content.conditions = { variableCode: 'ARM', values: ['A', 'B'] }
  for (const module of content.modules) module.randomizeGroup = 'all'
  return content
}

async function startPanelSession(
  parameters: Record<string, string>,
  content: StudyContent = panelContent(),
) {
  const transport = createFakeTransport(content)
  const features = await loadContentFeatures(featureNeedsOf(content))
  const onError = vi.fn()
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    features,
    language: 'en',
    parameters,
    onError,
    // The seed of the module order: this key puts `about` first.
    createIdempotencyKey: () => 'idem-2',
  })
  await store.getState().start()
  return { store, transport, onError }
}

describe('a panel session', () => {
  it('starts nothing without its required parameter: the notice, and no request', async () => {
    const { store, transport, onError } = await startPanelSession({})
    expect(store.getState()).toMatchObject({ status: 'error', failedAction: 'start' })
    expect(store.getState().error?.code).toBe('parameter_missing')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'parameter_missing' }))
    expect(transport.callsOf('startSession')).toHaveLength(0)
  })

  it('sends the parameter and the module order with the first batch, never the arm', async () => {
    const { store, transport } = await startPanelSession({ PROLIFIC_PID: 'abc123' })
    // The first page is there before the session: no arm yet, and the order already laid out.
    expect(store.getState()).toMatchObject({ status: 'answering', session: null })
    expect(store.getState().answers).not.toHaveProperty('ARM')
    const firstModule = store.getState().pages[0]?.module.id
    expect(firstModule).toBe('about')
    store.getState().setAnswer('AGE', 30)
    await store.getState().whenSaved()
    const state = store.getState()
    expect(state.answers.ARM).toMatchObject({ valueText: 'A' })
    expect(state.pages[0]?.module.id).toBe(firstModule)
    await state.next()
    await vi.waitFor(() => expect(transport.callsOf('submitResponses')).toHaveLength(1))
    const [first] = transport.callsOf('submitResponses')
    const codes = first?.body.responses.map((item) => item.variableCode)
    expect(codes).toContain('PID')
    expect(codes).not.toContain('ARM')
    expect(first?.body.responses.find((item) => item.variableCode === 'PID')?.valueText).toBe(
      'abc123',
    )
    const order = first?.body.presentation?.moduleOrder
    expect([...(order ?? [])].sort()).toEqual(['about', 'des'])
    expect(order?.[0]).toBe(state.pages[0]?.module.id)
  })

  it('asks for the arm before the first page when a showIf there may read it', async () => {
    const content = panelContent()
    for (const module of content.modules) delete module.randomizeGroup
    const about = content.modules[0]!
    about.showIf = { '==': [{ var: 'ARM' }, 'A'] }
    const { store, transport } = await startPanelSession({ PROLIFIC_PID: 'abc123' }, content)
    expect(transport.callsOf('startSession')).toHaveLength(1)
    expect(store.getState()).toMatchObject({ status: 'answering', pageIndex: 0 })
    expect(store.getState().session).not.toBeNull()
    // Arm A sees the module the first page belongs to, which the arm alone could show.
    expect(store.getState().pages[0]?.module.id).toBe('about')
  })
})
