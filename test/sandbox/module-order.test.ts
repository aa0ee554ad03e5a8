import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayload } from '../../src/server/sign-payload'
import { createHarness, errorOf, realStudySeedDir, type Harness } from './harness'

// presentation.moduleOrder (docs/content-format.md, "Display order is data"): sent with a
// responses batch, once per session; each id a module of the content, once; stored and shown
// in the sessions dataset, joined by `|`.

let h: Harness
beforeAll(async () => {
  h = await createHarness({ seedDirs: [realStudySeedDir], sweepIntervalMs: 0 })
})
afterAll(() => h.sandbox.close())

const age = { variableCode: 'AGE', valueNum: 40 }
const shown = ['about', 'block-b', 'block-a', 'timed']

async function session() {
  return h.startSession('real-study')
}

function post(
  started: { sessionId: string; token: string },
  body: Record<string, unknown>,
  at = `/api/public/v1/sessions/${started.sessionId}/responses`,
) {
  return h.call('POST', at, { json: { token: started.token, responses: [age], ...body } })
}

function storedOrder(sessionId: string): unknown {
  return h.sandbox.db
    .prepare('SELECT module_order FROM sessions WHERE id = ?')
    .pluck()
    .get(sessionId)
}

describe('presentation.moduleOrder', () => {
  it('is stored with the batch that carries it, joined by |', async () => {
    const started = await session()
    const response = await post(started, { presentation: { moduleOrder: shown } })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ sessionId: started.sessionId, accepted: 1 })
    expect(storedOrder(started.sessionId)).toBe('about|block-b|block-a|timed')
  })

  it('takes the same order again, and batches without it, changing nothing', async () => {
    const started = await session()
    await post(started, { presentation: { moduleOrder: shown } })
    expect((await post(started, { presentation: { moduleOrder: shown } })).status).toBe(201)
    expect((await post(started, {})).status).toBe(201)
    expect(storedOrder(started.sessionId)).toBe('about|block-b|block-a|timed')
  })

  it('refuses another order once one is stored, and the batch with it', async () => {
    const started = await session()
    await post(started, { presentation: { moduleOrder: shown } })
    const response = await post(started, {
      responses: [{ variableCode: 'AGE', valueNum: 41 }],
      presentation: { moduleOrder: ['about', 'block-a', 'block-b', 'timed'] },
    })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).details).toEqual([
      {
        field: 'presentation.moduleOrder',
        message:
          "was sent before as about, block-b, block-a, timed; a session's module order cannot change",
      },
    ])
    const answer = h.sandbox.db
      .prepare("SELECT value_num FROM responses WHERE session_id = ? AND variable_code = 'AGE'")
      .pluck()
      .get(started.sessionId)
    expect(answer).toBe(40)
  })

  it.each([
    [
      'an unknown module',
      { moduleOrder: ['about', 'block-z'] },
      [
        {
          field: 'presentation.moduleOrder[1]',
          message: '"block-z" is not a module of this study',
        },
      ],
    ],
    [
      'a module twice',
      { moduleOrder: ['about', 'block-a', 'about'] },
      [{ field: 'presentation.moduleOrder[2]', message: '"about" appears twice' }],
    ],
    [
      'an id that is not a string',
      { moduleOrder: ['about', 3] },
      [{ field: 'presentation.moduleOrder[1]', message: '3 is not a module of this study' }],
    ],
    [
      'an empty order',
      { moduleOrder: [] },
      [
        {
          field: 'presentation.moduleOrder',
          message: 'must list the ids of the modules in the order shown',
        },
      ],
    ],
    [
      'more ids than the limit',
      { moduleOrder: Array.from({ length: 1001 }, () => 'about') },
      [{ field: 'presentation.moduleOrder', message: 'must hold at most 1000 module ids' }],
    ],
    [
      'a presentation that is not an object',
      ['about'],
      [{ field: 'presentation', message: 'must be an object { moduleOrder }' }],
    ],
  ])('refuses %s, storing nothing of the batch', async (_name, presentation, details) => {
    const started = await session()
    const response = await post(started, { presentation })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).details).toEqual(details)
    expect(storedOrder(started.sessionId)).toBeNull()
  })

  it('names the problems of answers and presentation in one answer', async () => {
    const started = await session()
    const response = await post(started, {
      responses: [{ variableCode: 'AGE', valueNum: 3 }],
      presentation: { moduleOrder: ['nowhere'] },
    })
    expect((await errorOf(response)).details!.map((detail) => detail.field)).toEqual([
      'responses[0].valueNum',
      'presentation.moduleOrder[0]',
    ])
  })

  it('still needs at least one answer beside it', async () => {
    const started = await session()
    const response = await post(started, { responses: [], presentation: { moduleOrder: shown } })
    expect(response.status).toBe(422)
    expect(storedOrder(started.sessionId)).toBeNull()
  })

  it('is the moduleOrder column of the sessions dataset, in JSON and CSV', async () => {
    const fresh = await createHarness({ seedDirs: [realStudySeedDir], sweepIntervalMs: 0 })
    try {
      const started = await fresh.startSession('real-study')
      await fresh.call('POST', `/api/public/v1/sessions/${started.sessionId}/responses`, {
        json: { token: started.token, responses: [age], presentation: { moduleOrder: shown } },
      })
      const results = '/api/public/v1/studies/real-study/results?dataset=sessions'
      const json = (await (await fresh.call('GET', results)).json()) as {
        data: Record<string, unknown>[]
      }
      expect(json.data[0]!.moduleOrder).toBe('about|block-b|block-a|timed')
      const csv = await (await fresh.call('GET', `${results}&format=csv`)).text()
      expect(csv.split('\r\n')[1]).toMatch(/,control,about\|block-b\|block-a\|timed$/)
    } finally {
      fresh.sandbox.close()
    }
  })

  it('comes with an inbound session.responses push too', async () => {
    const started = await session()
    const control = await h.call('POST', '/_sandbox/inbound-endpoints', { json: {}, key: null })
    const { slug, secret } = (await control.json()) as { slug: string; secret: string }
    const push = async (moduleOrder: string[]) => {
      const body = JSON.stringify({
        action: 'session.responses',
        data: { ...started, responses: [age], presentation: { moduleOrder } },
      })
      return h.call('POST', `/api/public/v1/webhooks/in/${slug}`, {
        body,
        headers: {
          'content-type': 'application/json',
          'x-service-signature': await signPayload(secret, body),
        },
        key: null,
      })
    }
    expect((await push(shown)).status).toBe(200)
    expect(storedOrder(started.sessionId)).toBe('about|block-b|block-a|timed')
    const refused = await push(['timed'])
    expect(refused.status).toBe(422)
    expect((await errorOf(refused)).details![0]!.field).toBe('data.presentation.moduleOrder')
  })
})
