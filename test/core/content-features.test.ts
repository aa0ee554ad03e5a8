import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  featureNeedsOf,
  loadContentFeatures,
  noContentFeatures,
} from '../../src/core/content-features'
import { branchingContent } from '../fixtures/branching-content'
import { studyContent } from '../fixtures/study-content'

describe('featureNeedsOf', () => {
  it('needs the condition engine only when a module or question has a condition', () => {
    expect(featureNeedsOf(studyContent())).toEqual({
      conditions: false,
      moreFields: [],
      panel: false,
      piping: false,
    })
    expect(featureNeedsOf(branchingContent())).toEqual({
      conditions: true,
      moreFields: [],
      panel: false,
      piping: false,
    })
  })

  it('reads a module endIf alone, and treats null like an absent condition', () => {
    const base = studyContent()
    const [first, ...rest] = base.modules ?? []
    if (!first) throw new Error('fixture has no module')
    const withEndIf = { ...base, modules: [{ ...first, endIf: { '==': [1, 1] } }, ...rest] }
    expect(featureNeedsOf(withEndIf).conditions).toBe(true)
    const withNull = { ...base, modules: [{ ...first, showIf: null, endIf: null }, ...rest] }
    expect(featureNeedsOf(withNull).conditions).toBe(false)
  })
})

describe('loadContentFeatures', () => {
  afterEach(() => {
    vi.doUnmock('../../src/core/evaluate-condition')
    vi.resetModules()
  })

  it('loads nothing for content that needs nothing', async () => {
    expect(
      await loadContentFeatures({
        conditions: false,
        moreFields: [],
        panel: false,
        piping: false,
      }),
    ).toEqual(noContentFeatures)
  })

  it('loads a working condition engine when conditions are needed', async () => {
    const { conditions } = await loadContentFeatures({
      conditions: true,
      moreFields: [],
      panel: false,
      piping: false,
    })
    expect(conditions?.evaluate({ '==': [{ var: 'A' }, 1] }, { A: 1 })).toBe(true)
    expect(conditions?.findProblem({ eval: 'x' })).toBe('unknown operation "eval"')
  })

  it('turns a chunk that cannot be fetched into a retryable network error', async () => {
    vi.resetModules()
    vi.doMock('../../src/core/evaluate-condition', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const fresh = await import('../../src/core/content-features')
    const errors = await import('../../src/core/errors')
    const failure: unknown = await fresh
      .loadContentFeatures({ conditions: true, moreFields: [], panel: false, piping: false })
      .catch((error: unknown) => error)
    expect(errors.isNetworkError(failure)).toBe(true)
    expect(errors.isRetryableError(failure)).toBe(true)
  })
})

describe('loading the engines while the content is on its way', () => {
  /** A fresh copy of the module, counting the imports of each engine's chunk. */
  async function countingEngineLoads() {
    vi.resetModules()
    const loads = { conditions: 0, panel: 0, piping: 0 }
    vi.doMock('../../src/core/evaluate-condition', () => {
      loads.conditions++
      return { conditionEngine: {} }
    })
    vi.doMock('../../src/core/panel-flow', () => {
      loads.panel++
      return { createPanelFlow: () => ({}) }
    })
    vi.doMock('../../src/core/create-piping-engine', () => {
      loads.piping++
      return { createPipingEngine: () => ({}) }
    })
    const features = await import('../../src/core/content-features')
    return { features, loads }
  }
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5))

  afterEach(() => {
    for (const chunk of ['evaluate-condition', 'panel-flow', 'create-piping-engine']) {
      vi.doUnmock(`../../src/core/${chunk}`)
    }
    vi.resetModules()
  })

  it('fetches the condition, panel and piping engines once, however often it is asked', async () => {
    const { features, loads } = await countingEngineLoads()
    features.loadEnginesEarly()
    features.loadEnginesEarly()
    await nextTask()
    expect(loads).toEqual({ conditions: 1, panel: 1, piping: 1 })
  })

  it('fetches them when the content is still on its way in the next task', async () => {
    vi.stubGlobal('window', globalThis)
    const { features, loads } = await countingEngineLoads()
    features.loadEnginesWhileWaiting(new Promise(() => {}))
    await nextTask()
    vi.unstubAllGlobals()
    expect(loads).toEqual({ conditions: 1, panel: 1, piping: 1 })
  })

  it('fetches nothing when the content is at hand, or failed, by then', async () => {
    vi.stubGlobal('window', globalThis)
    const { features, loads } = await countingEngineLoads()
    features.loadEnginesWhileWaiting(Promise.resolve({}))
    features.loadEnginesWhileWaiting(Promise.reject(new Error('offline')))
    await nextTask()
    vi.unstubAllGlobals()
    expect(loads).toEqual({ conditions: 0, panel: 0, piping: 0 })
  })

  it('fetches nothing on a server, where no page will paint', async () => {
    const { features, loads } = await countingEngineLoads()
    features.loadEnginesWhileWaiting(new Promise(() => {}))
    await nextTask()
    expect(loads).toEqual({ conditions: 0, panel: 0, piping: 0 })
  })
})
