import { describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { createStudySession } from '../../src/core/create-study-session'
import { conditionEngine } from '../../src/core/evaluate-condition'
import type { StudyTransport } from '../../src/core/transport'
import { branchingContent } from '../fixtures/branching-content'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'

function setup(content: StudyContent = branchingContent(), idempotencyKey = 'idem-1') {
  const fake = createFakeTransport(content)
  // Randomize is seeded by the device's Idempotency-Key of the session start, made before the
  // session exists (the first page is laid out without a request).
  const transport: StudyTransport = fake
  const callbacks = { onComplete: vi.fn(), onAnswer: vi.fn(), onPageChange: vi.fn() }
  const store = createStudySession({
    transport,
    studyId: 'branching',
    content,
    features: { conditions: conditionEngine, panel: null },
    language: 'en',
    now: () => Date.parse('2025-01-01T00:00:00.000Z'),
    createIdempotencyKey: () => idempotencyKey,
    ...callbacks,
  })
  const state = () => store.getState()
  const page = () => state().pages[state().pageIndex]
  const shown = () => page()?.elements.map((element) => element.id)
  const batches = () =>
    fake
      .callsOf('submitResponses')
      .map((call) => call.body.responses.map((item) => [item.variableCode, item.valueNum]))
  return { store, state, page, shown, batches, fake, callbacks }
}

async function passConsent(state: () => ReturnType<ReturnType<typeof setup>['store']['getState']>) {
  await state().start()
  state().setAnswer('CONSENT', 1)
  await nextPage(state)
}

describe('createStudySession — branching', () => {
  it('shows and hides a question live as answers change on the same page', async () => {
    const { state, shown } = setup()
    await passConsent(state)
    expect(shown()).toEqual(['smoker'])
    state().setAnswer('SMOKER', 1)
    expect(shown()).toEqual(['smoker', 'cigarettes'])
    state().setAnswer('SMOKER', 2)
    expect(shown()).toEqual(['smoker'])
  })

  it('does not validate hidden questions', async () => {
    const { state, page } = setup()
    await passConsent(state)
    state().setAnswer('SMOKER', 1)
    await nextPage(state)
    expect(state().fieldErrors).toEqual({ CIGARETTES: { key: 'validation.required' } })
    state().setAnswer('SMOKER', 2)
    expect(state().fieldErrors).toEqual({})
    await nextPage(state)
    expect(page()?.module.id).toBe('items')
  })

  it('drops the answer of a question hidden before it was sent', async () => {
    const { state, batches } = setup()
    await passConsent(state)
    state().setAnswer('SMOKER', 1)
    state().setAnswer('CIGARETTES', 10)
    state().setAnswer('SMOKER', 2)
    expect(state().answers.CIGARETTES).toBeUndefined()
    await nextPage(state)
    expect(batches()[1]).toEqual([['SMOKER', 2]])
  })

  it('clears an answer that was sent once its question is hidden, and sends valueNum null', async () => {
    const { state, batches, callbacks } = setup()
    await passConsent(state)
    state().setAnswer('SMOKER', 1)
    state().setAnswer('CIGARETTES', 10)
    await nextPage(state)
    state().setAnswer('QUIT', 1)
    await nextPage(state)
    expect(state().pages[state().pageIndex]?.module.id).toBe('plan')
    state().setAnswer('PLAN', 4)
    await nextPage(state)
    // Back to the habits page: no longer a smoker.
    while (state().pages[state().pageIndex]?.module.id !== 'habits') state().back()
    state().setAnswer('SMOKER', 2)
    expect(state().answers.CIGARETTES?.valueNum).toBeNull()
    expect(state().answers.QUIT?.valueNum).toBeNull()
    expect(callbacks.onAnswer).toHaveBeenCalledWith({ variableCode: 'CIGARETTES', value: null })
    await nextPage(state)
    expect(batches().at(-1)).toEqual([
      ['SMOKER', 2],
      ['CIGARETTES', null],
      ['QUIT', null],
      ['PLAN', null],
    ])
    expect(state().pages.map((page) => page.module.id)).not.toContain('smoking')
  })

  it('skips a module whose showIf is false and a page whose elements are all hidden, both ways', async () => {
    const { state, page } = setup()
    await passConsent(state)
    state().setAnswer('SMOKER', 1)
    state().setAnswer('CIGARETTES', 5)
    await nextPage(state)
    expect(page()?.module.id).toBe('smoking')
    state().setAnswer('QUIT', 2)
    await nextPage(state)
    // The plan page only has PLAN, shown when QUIT = 1.
    expect(page()?.module.id).toBe('items')
    state().back()
    expect(page()?.module.id).toBe('smoking')
  })

  it('knows the last visible page: Finish there, computed live', async () => {
    const content = branchingContent()
    content.modules.push({
      id: 'extra',
      titleKey: 'closing.title',
      elements: ['comment2'],
      showIf: { '==': [{ var: 'COMMENT' }, 0] },
    })
    content.questions.push({
      id: 'comment2',
      variableCode: 'COMMENT2',
      type: 'number',
      textKey: 'comment.text',
    })
    const { state, page } = setup(content)
    await passConsent(state)
    state().setAnswer('SMOKER', 2)
    await nextPage(state)
    for (let n = 0; n < 4; n++) await nextPage(state)
    expect(page()?.module.id).toBe('closing')
    const isLast = () => state().pageIndex === state().pages.length - 1
    expect(isLast()).toBe(true)
    state().setAnswer('COMMENT', 0)
    expect(isLast()).toBe(false)
    state().setAnswer('COMMENT', 5)
    expect(isLast()).toBe(true)
    await nextPage(state)
    expect(state()).toMatchObject({ status: 'completed', endedEarly: null })
  })

  it('ends the study early when endIf holds after Next: batch, finish, ended: true', async () => {
    const { state, fake, batches, callbacks } = setup()
    await state().start()
    state().setAnswer('CONSENT', 2)
    await nextPage(state)
    expect(batches()).toEqual([[['CONSENT', 2]]])
    expect(fake.callsOf('finishSession')).toHaveLength(1)
    expect(state()).toMatchObject({
      status: 'completed',
      endedEarly: { moduleId: 'consent', textKey: 'consent.end' },
    })
    expect(callbacks.onComplete).toHaveBeenCalledWith({
      sessionId: 'ses_1',
      scores: [{ instrumentId: 'des6', scale: 'total', value: 3, band: 'low' }],
      ended: true,
    })
  })

  it('goes on when endIf does not hold', async () => {
    const { state, page } = setup()
    await passConsent(state)
    expect(state().status).toBe('answering')
    expect(page()?.module.id).toBe('habits')
  })

  it('shows one element per page for paging: element, in an order stable per session', async () => {
    const order = async (idempotencyKey: string) => {
      const { state, page } = setup(branchingContent(), idempotencyKey)
      await passConsent(state)
      state().setAnswer('SMOKER', 2)
      await nextPage(state)
      const ids: string[] = []
      for (let n = 0; n < 4; n++) {
        expect(page()?.elements).toHaveLength(1)
        ids.push(page()?.elements[0]?.id ?? '')
        await nextPage(state)
      }
      return ids.join()
    }
    const first = await order('key-a')
    expect(await order('key-a')).toBe(first)
    expect(first.split(',').sort()).toEqual(['item1', 'item2', 'item3', 'item4'])
    const others = await Promise.all(['key-b', 'key-c', 'key-d', 'key-e'].map(order))
    expect(new Set([first, ...others]).size).toBeGreaterThan(1)
  })

  it('goes back to an earlier page by its index, and forward only through Next', async () => {
    const { state, page } = setup()
    await passConsent(state)
    state().setAnswer('SMOKER', 2)
    await nextPage(state)
    expect(page()?.module.id).toBe('items')
    await state().goToPage(0)
    expect(page()?.module.id).toBe('consent')
    expect(state().answers.SMOKER?.valueNum).toBe(2)
    await state().goToPage(1)
    expect(page()?.module.id).toBe('habits')
  })

  it('reports a malformed condition as a content error at load and never crashes', async () => {
    const content = branchingContent()
    const habits = content.modules[1]
    if (habits) habits.showIf = { nope: 1 }
    const { state, page } = setup(content)
    expect(state().contentErrors.map((error) => [error.code, error.elementId])).toEqual([
      ['invalid_condition', 'habits'],
    ])
    await passConsent(state)
    expect(page()?.module.id).toBe('items')
  })
  it("reads a multi question's per-option variables, and clears all of them when it is hidden", async () => {
    const content = branchingContent()
    content.questions.push(
      {
        id: 'hobbies',
        variableCode: 'HOBBY',
        type: 'multi',
        textKey: 'smoker.text',
        options: [
          { value: 1, labelKey: 'answer.yes' },
          { value: 2, labelKey: 'answer.no' },
        ],
        showIf: { '==': [{ var: 'SMOKER' }, 1] },
      },
      {
        id: 'sport',
        variableCode: 'SPORT',
        type: 'text',
        textKey: 'smoker.text',
        showIf: { '==': [{ var: 'HOBBY_2' }, 1] },
      },
    )
    content.modules[1]?.elements.push('hobbies', 'sport')
    const { state, shown, batches, fake } = setup(content)
    await passConsent(state)
    state().setAnswer('SMOKER', 1)
    state().setAnswer('CIGARETTES', 3)
    expect(shown()).toEqual(['smoker', 'cigarettes', 'hobbies'])
    state().setAnswer('HOBBY_2', 1)
    expect(shown()).toEqual(['smoker', 'cigarettes', 'hobbies', 'sport'])
    state().setAnswer('SPORT', 'chess')
    await nextPage(state)
    state().back()
    state().setAnswer('SMOKER', 2)
    expect(shown()).toEqual(['smoker'])
    await nextPage(state)
    const last = batches().at(-1) ?? []
    expect(last).toEqual(
      expect.arrayContaining([
        ['SMOKER', 2],
        ['CIGARETTES', null],
        ['HOBBY_2', null],
        ['SPORT', null],
      ]),
    )
    const sport = fake
      .callsOf('submitResponses')
      .at(-1)
      ?.body.responses.find((item) => item.variableCode === 'SPORT')
    expect(sport).toMatchObject({ valueNum: null, valueText: null })
  })
})
