import { describe, expect, it, vi } from 'vitest'
import type { Computed, StudyContent } from '../../src/api/types'
import { featureNeedsOf, loadContentFeatures } from '../../src/core/content-features'
import { createStudySession } from '../../src/core/create-study-session'
import { conditionEngine } from '../../src/core/evaluate-condition'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

const computed = (variableCode: string, expression: unknown): Computed => ({
  variableCode,
  expression: expression as Computed['expression'],
})

describe('planning computed values', () => {
  const known = new Set(['AGE', 'MOOD'])

  it('orders each after the computed values it reads', () => {
    const plan = conditionEngine.planComputed(
      [
        computed('LABEL', { if: [{ var: 'ADULT' }, 'adult', 'minor'] }),
        computed('ADULT', { '>=': [{ var: 'AGE' }, 18] }),
      ],
      known,
    )
    expect(plan.order.map((item) => item.variableCode)).toEqual(['ADULT', 'LABEL'])
    expect(plan.problems).toEqual([])
  })

  it('leaves out a cycle, an unknown variable, a run-time name and a malformed rule', () => {
    const plan = conditionEngine.planComputed(
      [
        computed('A', { '+': [{ var: 'B' }, 1] }),
        computed('B', { '+': [{ var: 'A' }, 1] }),
        computed('C', { var: 'NOPE' }),
        computed('D', { var: { cat: ['A', 'GE'] } }),
        computed('E', { eval: 'x' }),
        computed('F', { '*': [{ var: 'AGE' }, 2] }),
      ],
      known,
    )
    expect(plan.order.map((item) => item.variableCode)).toEqual(['F'])
    const problems = Object.fromEntries(plan.problems.map((p) => [p.variableCode, p.problem]))
    expect(Object.keys(problems).sort()).toEqual(['A', 'B', 'C', 'D', 'E'])
    expect(problems.A).toContain('"B"')
    expect(problems.B).toContain('"A"')
    expect(problems.C).toContain('"NOPE"')
    expect(problems.D).toContain('worked out while answering')
    expect(problems.E).toContain('"eval"')
  })

  it('gives numbers, text, and booleans as 1 / 0; nothing for what is neither', () => {
    const age = { AGE: { valueNum: 3, answeredAt: '', rtMs: 0, changes: 0 } }
    const values = conditionEngine.recompute(
      [
        computed('ADULT', { '>=': [{ var: 'AGE' }, 18] }),
        computed('ID', { cat: ['id-', { var: 'AGE' }] }),
        computed('RATIO', { '/': [{ var: 'AGE' }, 0] }),
      ],
      age,
      0,
    )
    expect(values?.changed).toEqual(['ADULT', 'ID'])
    expect(values?.answers.ADULT).toMatchObject({ valueNum: 0, valueText: null })
    expect(values?.answers.ID).toMatchObject({ valueNum: null, valueText: 'id-3' })
    expect(conditionEngine.recompute([computed('AGAIN', { var: 'AGE' })], age, 0)?.changed).toEqual(
      ['AGAIN'],
    )
  })
})

/** The fixture study with two computed values over its age question. */
function contentWithComputed(extra: Computed[] = []): StudyContent {
  const content = studyContent()
  content.computed = [
    computed('ADULT', { '>=': [{ var: 'AGE' }, 18] }),
    computed('AGE_GROUP', { if: [{ '<': [{ var: 'AGE' }, 40] }, 'young', 'older'] }),
    ...extra,
  ]
  return content
}

async function startWith(content: StudyContent) {
  const transport = createFakeTransport(content)
  const features = await loadContentFeatures(featureNeedsOf(content))
  const onAnswer = vi.fn()
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    features,
    language: 'en',
    onAnswer,
  })
  await store.getState().start()
  return { store, transport, onAnswer }
}

describe('computed values in a session', () => {
  it('follow the answers, tell the host, and go with the page’s batch', async () => {
    const { store, transport, onAnswer } = await startWith(contentWithComputed())
    store.getState().setAnswer('AGE', 52)
    expect(store.getState().answers.ADULT).toMatchObject({ valueNum: 1 })
    expect(store.getState().answers.AGE_GROUP).toMatchObject({ valueText: 'older' })
    expect(onAnswer).toHaveBeenCalledWith({ variableCode: 'AGE_GROUP', value: 'older' })
    store.getState().setAnswer('AGE', 30)
    expect(store.getState().answers.AGE_GROUP).toMatchObject({ valueText: 'young', changes: 1 })
    await store.getState().next()
    await vi.waitFor(() => expect(transport.callsOf('submitResponses')).toHaveLength(1))
    const sent = transport.callsOf('submitResponses')[0]?.body.responses ?? []
    expect(
      Object.fromEntries(sent.map((item) => [item.variableCode, item.valueText ?? item.valueNum])),
    ).toMatchObject({ AGE: 30, ADULT: 1, AGE_GROUP: 'young' })
  })

  it('reports one that cannot be worked out as a content error, and runs the rest', async () => {
    const { store } = await startWith(contentWithComputed([computed('BROKEN', { var: 'NOPE' })]))
    expect(store.getState().contentErrors).toEqual([
      expect.objectContaining({ code: 'invalid_computed', elementId: 'BROKEN' }),
    ])
    store.getState().setAnswer('AGE', 20)
    expect(store.getState().answers.ADULT).toMatchObject({ valueNum: 1 })
    expect(store.getState().answers).not.toHaveProperty('BROKEN')
  })
})
