import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, errorOf, realStudySeedDir, type Harness } from './harness'

// Answers of the variables that are no question's (docs/content-format.md, "Parameters,
// computed values, conditions, piping"): a parameter takes text, a computed value a number or
// a text. (The condition, which no client may answer, is in conditions.test.ts.)

let h: Harness
beforeAll(async () => {
  h = await createHarness({ seedDirs: [realStudySeedDir], sweepIntervalMs: 0 })
})
afterAll(() => h.sandbox.close())

async function send(responses: unknown[]) {
  const { sessionId, token } = await h.startSession('real-study')
  const response = await h.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: { token, responses },
  })
  return { response, sessionId }
}

function stored(sessionId: string): unknown[] {
  return h.sandbox.db
    .prepare(
      `SELECT variable_code, value_num, value_text FROM responses
       WHERE session_id = ? AND variable_code <> 'ARM' ORDER BY variable_code`,
    )
    .all(sessionId)
}

describe('answers of parameters and computed values', () => {
  it('stores a parameter as text and a computed value as a number or a text', async () => {
    const { response, sessionId } = await send([
      { variableCode: 'PID', valueNum: null, valueText: 'abc123' },
      { variableCode: 'SOURCE', valueNum: null, valueText: 'x'.repeat(10_000) },
      { variableCode: 'MOOD_X2', valueNum: 4 },
      { variableCode: 'AGE_GROUP', valueNum: null, valueText: 'young' },
    ])
    expect(response.status).toBe(201)
    expect(stored(sessionId)).toEqual([
      { variable_code: 'AGE_GROUP', value_num: null, value_text: 'young' },
      { variable_code: 'MOOD_X2', value_num: 4, value_text: null },
      { variable_code: 'PID', value_num: null, value_text: 'abc123' },
      { variable_code: 'SOURCE', value_num: null, value_text: 'x'.repeat(10_000) },
    ])
  })

  it('clears a computed value with both null', async () => {
    const { response } = await send([{ variableCode: 'MOOD_X2', valueNum: null }])
    expect(response.status).toBe(201)
  })

  it.each([
    [
      'a parameter as a number',
      { variableCode: 'PID', valueNum: 5 },
      { field: 'responses[0].valueNum', message: 'must be null for a text answer; send valueText' },
    ],
    [
      'a parameter over 10,000 characters',
      { variableCode: 'SOURCE', valueNum: null, valueText: 'x'.repeat(10_001) },
      { field: 'responses[0].valueText', message: 'must be at most 10000 characters' },
    ],
    [
      'a parameter whose text is no string',
      { variableCode: 'PID', valueNum: null, valueText: 7 },
      { field: 'responses[0].valueText', message: 'must be a string or null' },
    ],
    [
      'a computed value as a number and a text at once',
      { variableCode: 'MOOD_X2', valueNum: 4, valueText: '4' },
      {
        field: 'responses[0].valueText',
        message: 'must be null when valueNum is a number: a computed value is a number or a text',
      },
    ],
    [
      'a computed text over 10,000 characters',
      { variableCode: 'AGE_GROUP', valueNum: null, valueText: 'y'.repeat(10_001) },
      { field: 'responses[0].valueText', message: 'must be at most 10000 characters' },
    ],
    [
      'a computed value without valueNum',
      { variableCode: 'AGE_GROUP', valueText: 'young' },
      { field: 'responses[0].valueNum', message: 'is required: a number, or null to clear' },
    ],
    [
      'a displayOrder on a parameter',
      { variableCode: 'PID', valueNum: null, valueText: 'abc1', displayOrder: [1, 2] },
      {
        field: 'responses[0].displayOrder',
        message:
          'is only for the options of single, multi, scale, dropdown and ranking questions; this variable has none to order',
      },
    ],
  ])('refuses %s', async (_name, item, detail) => {
    const { response, sessionId } = await send([item])
    expect(response.status).toBe(422)
    expect((await errorOf(response)).details).toEqual([detail])
    expect(stored(sessionId)).toEqual([])
  })
})
