import { describe, expect, it, vi } from 'vitest'
import { createStudySession } from '../../src/core/create-study-session'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { everyTypeContent } from '../fixtures/every-type-content'

function setup(language = 'en') {
  const content = everyTypeContent()
  const transport = createFakeTransport(content)
  const onAnswer = vi.fn()
  let clock = Date.parse('2025-01-01T00:00:00.000Z')
  const store = createStudySession({
    transport,
    studyId: 'every-type',
    content,
    language,
    onAnswer,
    now: () => clock,
    createIdempotencyKey: () => 'idem',
  })
  const advance = (ms: number) => (clock += ms)
  return { store, transport, onAnswer, advance, state: () => store.getState() }
}

/** Answers every required question of the first page. */
function answerRequired(state: ReturnType<ReturnType<typeof setup>['state']>) {
  for (const [code, value] of Object.entries({
    ACTIVITY_1: 1,
    ACTIVITY_2: 0,
    ACTIVITY_99: 0,
    STRESS: 2,
    RESTED: 70,
  })) {
    state.setAnswer(code, value)
  }
}

describe('createStudySession: the answer value model', () => {
  it('reads a typed number in the session language and keeps what was typed', async () => {
    const { state, onAnswer } = setup('de')
    await state().start()
    state().setAnswer('DOSE', '2,5')
    expect(state().answers.DOSE).toMatchObject({ valueNum: 2.5, entry: '2,5', changes: 0 })
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'DOSE', value: 2.5 })

    // Another spelling of the same number is kept for the field, and is not a change.
    state().setAnswer('DOSE', '2,50')
    expect(state().answers.DOSE).toMatchObject({ valueNum: 2.5, entry: '2,50', changes: 0 })
    expect(onAnswer).toHaveBeenCalledTimes(1)

    state().setAnswer('DOSE', 'zwei')
    expect(state().answers.DOSE).toMatchObject({ valueNum: null, entry: 'zwei', changes: 1 })
    state().setAnswer('DOSE', '')
    expect(state().answers.DOSE?.valueNum).toBeNull()
    expect(state().answers.DOSE).not.toHaveProperty('entry')
  })

  it('refuses Next on an entry that is not a number, and clears the message on a new answer', async () => {
    const { state, transport } = setup()
    await state().start()
    answerRequired(state())
    state().setAnswer('DOSE', 'two')
    await nextPage(state)
    expect(state().fieldErrors).toEqual({ DOSE: { key: 'validation.number' } })
    expect(transport.callsOf('submitResponses')).toHaveLength(0)
    state().setAnswer('DOSE', '2')
    expect(state().fieldErrors).toEqual({})
  })

  it('keeps a text answer as valueText, and an emptied one as cleared', async () => {
    const { state, onAnswer } = setup()
    await state().start()
    state().setAnswer('COMMENT', 'Fine, thanks')
    expect(state().answers.COMMENT).toMatchObject({ valueNum: null, valueText: 'Fine, thanks' })
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'COMMENT', value: 'Fine, thanks' })
    state().setAnswer('COMMENT', '')
    expect(state().answers.COMMENT).toMatchObject({ valueNum: null, valueText: null, changes: 1 })
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'COMMENT', value: null })
  })

  it("clears a multi question's message when any of its options is answered", async () => {
    const { state } = setup()
    await state().start()
    await nextPage(state)
    expect(state().fieldErrors.ACTIVITY).toEqual({ key: 'validation.multiRequired' })
    state().setAnswer('ACTIVITY_99', 1)
    expect(state().fieldErrors.ACTIVITY).toBeUndefined()
    expect(state().fieldErrors.STRESS).toBeDefined()
  })

  it("sends the page's batch: each multi option, the slider, the text as valueText", async () => {
    const { state, transport } = setup()
    await state().start()
    answerRequired(state())
    state().setAnswer('COMMENT', 'Hello')
    state().setAnswer('DOSE', '1.5')
    await nextPage(state)
    const [batch] = transport.callsOf('submitResponses')
    expect(
      batch?.body.responses.map(({ variableCode, valueNum, valueText }) =>
        valueText === undefined ? [variableCode, valueNum] : [variableCode, valueNum, valueText],
      ),
    ).toEqual([
      ['ACTIVITY_1', 1],
      ['ACTIVITY_2', 0],
      ['ACTIVITY_99', 0],
      ['STRESS', 2],
      ['RESTED', 70],
      ['DOSE', 1.5],
      ['COMMENT', null, 'Hello'],
    ])
    expect(JSON.stringify(batch?.body)).not.toContain('entry')
  })

  it('sends a cleared text answer as null once the service had it', async () => {
    const { state, transport } = setup()
    await state().start()
    answerRequired(state())
    state().setAnswer('COMMENT', 'Hello')
    await nextPage(state)
    state().back()
    state().setAnswer('COMMENT', '')
    await nextPage(state)
    const batches = transport.callsOf('submitResponses')
    expect(batches[1]?.body.responses).toEqual([
      expect.objectContaining({ variableCode: 'COMMENT', valueNum: null, valueText: null }),
    ])
  })
})
