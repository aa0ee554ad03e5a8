import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'

let sandbox: Sandbox
let server: ServerType
let origin: string

beforeAll(async () => {
  sandbox = createSandbox({ db: ':memory:' })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  sandbox.close()
})

describe('the sandbox on a real port', () => {
  it('runs a participant from key to scores over HTTP', async () => {
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ ok: true })
    const keyResponse = await fetch(`${origin}/_sandbox/keys`, { method: 'POST' }) // loopback: allowed
    expect(keyResponse.status).toBe(201)
    const { key } = (await keyResponse.json()) as { key: string }
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
    const api = `${origin}/api/public/v1`

    const content = await fetch(`${api}/studies/energy-check/content`, { headers })
    expect(content.status).toBe(200)
    const started = await fetch(`${api}/studies/energy-check/sessions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ language: 'ar' }),
    })
    const { sessionId, token } = (await started.json()) as { sessionId: string; token: string }
    const answers = [3, 3, 0, 3, 3, 0].map((valueNum, index) => ({
      variableCode: `DES6_${index + 1}`,
      valueNum,
    }))
    const sent = await fetch(`${api}/sessions/${sessionId}/responses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, responses: answers }),
    })
    expect(sent.status).toBe(201)
    const finished = await fetch(`${api}/sessions/${sessionId}/finish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token }),
    })
    // 3 + 3 + (3 − 0) + 3 + 3 + (3 − 0) = 18, the highest energy
    expect(((await finished.json()) as { scores: unknown[] }).scores).toEqual([
      { instrumentId: 'des6', scale: 'total', value: 18, band: 'high' },
    ])
  })
})
