import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, errorOf, newTypesSeedDir, startTime, type Harness } from './harness'

// Answers to the question types of issue 19 (fixture study `new-types`, started at 2026-03-02
// 09:00 UTC): dates, ranks, consents, "other, please specify" texts and displayOrder.

const study = JSON.parse(
  readFileSync(join(newTypesSeedDir, 'studies', 'new-types.json'), 'utf8'),
) as { content: { translations: Record<string, Record<string, string>> } }
const consentText = (language: string) => study.content.translations[language]!['consent.text']!
/** Computed here on its own, as a participant's browser would. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
const startIso = startTime.toISOString()

let h: Harness
beforeAll(async () => {
  h = await createHarness({ seedDirs: [newTypesSeedDir] })
})
afterAll(() => h.sandbox.close())

async function send(
  items: Record<string, unknown>[],
  session?: { sessionId: string; token: string },
  harness = h,
) {
  const { sessionId, token } = session ?? (await harness.startSession('new-types'))
  const response = await harness.call('POST', `/api/public/v1/sessions/${sessionId}/responses`, {
    json: { token, responses: items },
  })
  return { response, sessionId, token }
}

/** The `details` of a 422, as `field: message`. */
async function refusal(response: Response): Promise<string[]> {
  expect(response.status).toBe(422)
  const error = await errorOf(response)
  expect(error.code).toBe('validation_failed')
  return (error.details ?? []).map(({ field, message }) => `${field}: ${message}`)
}

function stored(sessionId: string) {
  return h.sandbox.db
    .prepare(
      `SELECT variable_code, value_num, value_text, display_order FROM responses
       WHERE session_id = ? ORDER BY variable_code`,
    )
    .all(sessionId)
}

describe('answers to the new question types', () => {
  it('takes an answer to every type, storing text, day numbers, hashes and display orders', async () => {
    const { response, sessionId } = await send([
      { variableCode: 'FRUIT', valueNum: 3, displayOrder: [2, 1, 3] },
      { variableCode: 'FRUIT_OTHER', valueNum: null, valueText: 'kiwi' },
      { variableCode: 'PETS_1', valueNum: 1, displayOrder: [1, 2, 9] },
      { variableCode: 'PETS_OTHER', valueNum: null, valueText: 'a parrot' },
      { variableCode: 'COUNTRY', valueNum: 2, displayOrder: [3, 1, 2] },
      { variableCode: 'BORN', valueNum: dayOf('1990-05-17'), valueText: '1990-05-17' },
      { variableCode: 'VISIT', valueNum: dayOf('2026-03-02'), valueText: '2026-03-02' },
      { variableCode: 'RANK_4', valueNum: 1, displayOrder: [4, 2, 1, 3] },
      { variableCode: 'RANK_1', valueNum: 2, displayOrder: [4, 2, 1, 3] },
      { variableCode: 'RANK_3', valueNum: 3, displayOrder: [4, 2, 1, 3] },
      { variableCode: 'RANK_2', valueNum: null, displayOrder: [4, 2, 1, 3] },
      { variableCode: 'GRID_A', valueNum: 1 },
      { variableCode: 'GRID_B', valueNum: 3 },
      { variableCode: 'CONSENT', valueNum: 1, valueText: sha256(consentText('en')) },
    ])
    expect(await response.json()).toEqual({ sessionId, accepted: 14 })
    const rows = stored(sessionId)
    expect(rows).toContainEqual({
      variable_code: 'FRUIT',
      value_num: 3,
      value_text: null,
      display_order: '2|1|3',
    })
    expect(rows).toContainEqual({
      variable_code: 'BORN',
      value_num: 7441,
      value_text: '1990-05-17',
      display_order: null,
    })
    expect(rows).toContainEqual({
      variable_code: 'CONSENT',
      value_num: 1,
      value_text: sha256(consentText('en')),
      display_order: null,
    })
    expect(rows).toContainEqual(
      expect.objectContaining({ variable_code: 'RANK_2', value_num: null }),
    )
  })

  it('refuses a date whose text and day number disagree, or one without the other', async () => {
    const { response } = await send([
      { variableCode: 'BORN', valueNum: dayOf('1990-05-17') + 1, valueText: '1990-05-17' },
      { variableCode: 'BORN', valueNum: 7000, valueText: '1990-02-30' },
      { variableCode: 'BORN', valueNum: 7000, valueText: '17.5.1990' },
      { variableCode: 'BORN', valueNum: 7441 },
      { variableCode: 'BORN', valueNum: null, valueText: '1990-05-17' },
      { variableCode: 'BORN', valueNum: 7441.5, valueText: '1990-05-17' },
      { variableCode: 'BORN', valueNum: null, valueText: null }, // a clear: fine
    ])
    expect(await refusal(response)).toEqual([
      'responses[0].valueNum: must be 7441, the day number of valueText 1990-05-17 (days since 1970-01-01)',
      'responses[1].valueText: must be a real date as YYYY-MM-DD, or null',
      'responses[2].valueText: must be a real date as YYYY-MM-DD, or null',
      'responses[3].valueText: is required with valueNum: the date as YYYY-MM-DD',
      'responses[4].valueNum: must be 7441, the day number of valueText 1990-05-17 (days since 1970-01-01)',
      'responses[5].valueNum: must be a day number',
    ])
  })

  it('refuses a date outside minDate and maxDate', async () => {
    const date = (variableCode: string, text: string) => ({
      variableCode,
      valueNum: dayOf(text),
      valueText: text,
    })
    const { response } = await send([
      date('BORN', '1899-12-31'),
      date('BORN', '1900-01-01'),
      date('VISIT', '2030-12-31'),
      date('VISIT', '2031-01-01'),
    ])
    expect(await refusal(response)).toEqual([
      'responses[0].valueText: must be on or after 1900-01-01',
      'responses[3].valueText: must be on or before 2030-12-31',
    ])
  })

  it('refuses a rank outside 1…rankCount and two options with one rank', async () => {
    const { response } = await send([
      { variableCode: 'RANK_1', valueNum: 4 },
      { variableCode: 'RANK_2', valueNum: 0 },
      { variableCode: 'RANK_3', valueNum: 1.5 },
    ])
    expect(await refusal(response)).toEqual([
      'responses[0].valueNum: must be at most 3',
      'responses[1].valueNum: must be at least 1',
      'responses[2].valueNum: must be a whole number',
    ])
    const clash = await send([
      { variableCode: 'RANK_1', valueNum: 2 },
      { variableCode: 'RANK_2', valueNum: 1 },
      { variableCode: 'RANK_4', valueNum: 2 },
      { variableCode: 'GRID_A', valueNum: 2 }, // another question's 2 is no clash
    ])
    expect(await refusal(clash.response)).toEqual([
      'responses[0].valueNum: rank 2 is also given to responses[2] (RANK_4): each option of a ranking question takes a rank of its own',
      'responses[2].valueNum: rank 2 is also given to responses[0] (RANK_1): each option of a ranking question takes a rank of its own',
    ])
    expect(stored(clash.sessionId)).toEqual([])
  })

  it('counts the answer a batch stores when it holds one variable twice', async () => {
    const { response } = await send([
      { variableCode: 'RANK_1', valueNum: 1, answeredAt: '2026-03-02T09:00:01Z' },
      { variableCode: 'RANK_2', valueNum: 1, answeredAt: '2026-03-02T09:00:03Z' },
      { variableCode: 'RANK_1', valueNum: 2, answeredAt: '2026-03-02T09:00:02Z' }, // moved down
    ])
    expect(response.status).toBe(201)
  })

  it('takes a consent hashed in any of the study’s languages, and refuses a wrong or missing hash', async () => {
    const hebrew = await send([
      { variableCode: 'CONSENT', valueNum: 0, valueText: sha256(consentText('he')) },
    ])
    expect(hebrew.response.status).toBe(201)
    const english = await send([
      { variableCode: 'CONSENT', valueNum: 1, valueText: sha256(consentText('en')) },
    ])
    expect(english.response.status).toBe(201)
    const { response } = await send([
      { variableCode: 'CONSENT', valueNum: 1, valueText: sha256(`${consentText('en')} `) },
      { variableCode: 'CONSENT', valueNum: 1 },
      { variableCode: 'CONSENT', valueNum: 1, valueText: sha256(consentText('en')).toUpperCase() },
      { variableCode: 'CONSENT', valueNum: 2, valueText: sha256(consentText('en')) },
      { variableCode: 'CONSENT', valueNum: null, valueText: sha256(consentText('en')) },
      { variableCode: 'CONSENT', valueNum: null }, // a clear: fine
    ])
    expect(await refusal(response)).toEqual([
      "responses[0].valueText: does not match the consent text served: expected the lowercase SHA-256 hex of the text's UTF-8 bytes in one of the study's languages",
      'responses[1].valueText: is required: the lowercase SHA-256 hex of the consent text as served',
      'responses[2].valueText: must be lowercase hex',
      'responses[3].valueNum: must be 1 or 0',
      'responses[4].valueText: must be null when valueNum is null (a cleared consent)',
    ])
  })

  it('takes an "other, please specify" text up to its maxLength (200 when unset)', async () => {
    const { response } = await send([
      { variableCode: 'FRUIT_OTHER', valueNum: null, valueText: 'x'.repeat(10) },
      { variableCode: 'FRUIT_OTHER', valueNum: null, valueText: 'x'.repeat(11) },
      { variableCode: 'PETS_OTHER', valueNum: null, valueText: 'x'.repeat(201) },
      { variableCode: 'PETS_OTHER', valueNum: 1, valueText: 'dog' },
    ])
    expect(await refusal(response)).toEqual([
      'responses[1].valueText: must be at most 10 characters',
      'responses[2].valueText: must be at most 200 characters',
      'responses[3].valueNum: must be null for a text answer; send valueText',
    ])
  })

  it('refuses text on a variable whose answer is a number', async () => {
    const { response } = await send([
      { variableCode: 'GRID_A', valueNum: 1, valueText: 'often' },
      { variableCode: 'RANK_1', valueNum: 1, valueText: '1' },
    ])
    expect(await refusal(response)).toEqual([
      'responses[0].valueText: must be null: only text, "other, please specify", date and consent answers carry text',
      'responses[1].valueText: must be null: only text, "other, please specify", date and consent answers carry text',
    ])
  })

  it('takes a displayOrder only as a permutation of the options, on a variable with options', async () => {
    const order = (variableCode: string, displayOrder: unknown, valueNum: number | null = 1) => ({
      variableCode,
      valueNum,
      displayOrder,
    })
    const { response } = await send([
      order('FRUIT', [3, 2, 1]), // fine, though FRUIT shuffles around a fixed 3 in the widget
      order('FRUIT', [1, 1, 2]),
      order('FRUIT', [1, 2]),
      order('FRUIT', [1, 2, 3, 4]),
      order('FRUIT', '1|2|3'),
      order('FRUIT', [1, '2', 3]),
      order('FRUIT', null),
      order('FRUIT_OTHER', [1, 2, 3], null),
      order('GRID_A', [1, 2, 3]),
      { variableCode: 'BORN', valueNum: null, displayOrder: [] },
    ])
    const wanted = 'must list each of the option values 1, 2, 3 once, in the order shown'
    const notTaken =
      'is only for the options of single, multi, scale, dropdown and ranking questions; this variable has none to order'
    expect(await refusal(response)).toEqual([
      `responses[1].displayOrder: ${wanted}: more than once: 1; left out: 3`,
      `responses[2].displayOrder: ${wanted}: left out: 3`,
      `responses[3].displayOrder: ${wanted}: not an option: 4`,
      `responses[4].displayOrder: ${wanted}, as an array of numbers`,
      `responses[5].displayOrder: ${wanted}, as an array of numbers`,
      `responses[6].displayOrder: ${wanted}, as an array of numbers`,
      `responses[7].displayOrder: ${notTaken}`,
      `responses[8].displayOrder: ${notTaken}`,
      `responses[9].displayOrder: ${notTaken}`,
    ])
  })

  it('counts a changed displayOrder as a change of the stored row', async () => {
    const first = await send([
      { variableCode: 'COUNTRY', valueNum: 1, displayOrder: [1, 2, 3], answeredAt: startIso },
    ])
    expect(await first.response.json()).toMatchObject({ accepted: 1 })
    const again = (displayOrder: number[]) =>
      send([{ variableCode: 'COUNTRY', valueNum: 1, displayOrder, answeredAt: startIso }], first)
    expect(await (await again([1, 2, 3])).response.json()).toMatchObject({ accepted: 0 })
    expect(await (await again([2, 3, 1])).response.json()).toMatchObject({ accepted: 1 })
    expect(stored(first.sessionId)).toEqual([
      { variable_code: 'COUNTRY', value_num: 1, value_text: null, display_order: '2|3|1' },
    ])
  })
})

describe('"today" in date limits', () => {
  it('accepts a day either side of the service clock’s UTC date, for the participant’s time zone', async () => {
    const clocked = await createHarness({ seedDirs: [newTypesSeedDir] })
    try {
      const session = await clocked.startSession('new-types')
      // 23:30 UTC on 2 March: already 3 March in Auckland, still 2 March in Honolulu.
      clocked.setNow(new Date('2026-03-02T23:30:00Z'))
      const date = (variableCode: string, text: string) => ({
        variableCode,
        valueNum: dayOf(text),
        valueText: text,
      })
      const tolerated = await send(
        [date('BORN', '2026-03-03'), date('VISIT', '2026-03-01')],
        session,
        clocked,
      )
      expect(tolerated.response.status).toBe(201)
      const beyond = await send(
        [date('BORN', '2026-03-04'), date('VISIT', '2026-02-28')],
        session,
        clocked,
      )
      expect(await refusal(beyond.response)).toEqual([
        `responses[0].valueText: must be on or before 2026-03-03 (the date "today", allowing a day for the participant's time zone)`,
        `responses[1].valueText: must be on or after 2026-03-01 (the date "today", allowing a day for the participant's time zone)`,
      ])

      // Half a day on, the service's date is 3 March: 4 March is tomorrow somewhere.
      const advanced = await clocked.call('POST', '/_sandbox/clock/advance', {
        json: { seconds: 12 * 3600 },
        key: null,
      })
      expect(await advanced.json()).toMatchObject({ now: '2026-03-03T11:30:00.000Z' })
      const nextDay = await send(
        [date('BORN', '2026-03-04'), date('VISIT', '2026-03-01')],
        session,
        clocked,
      )
      expect(await refusal(nextDay.response)).toEqual([
        `responses[1].valueText: must be on or after 2026-03-02 (the date "today", allowing a day for the participant's time zone)`,
      ])
    } finally {
      clocked.sandbox.close()
    }
  })
})
