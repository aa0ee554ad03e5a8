import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import {
  createStudySession,
  type StudySessionOptions,
  type StudySessionState,
} from '../../src/core/create-study-session'
import { ApiError, NetworkError } from '../../src/core/errors'
import { storageKeysOf } from '../../src/core/storage-keys'
import { createMemoryStorage, type ResponseStorage } from '../../src/core/response-storage'
import { shuffleStably } from '../../src/core/shuffle-stably'
import { createFakeResumeProxy } from '../fixtures/fake-resume-proxy'
import { createFakeTransport } from '../fixtures/fake-transport'
import { nextPage } from '../fixtures/next-page'
import { studyContent } from '../fixtures/study-content'

// docs/architecture.md#continue-on-another-device, the widget's side: making a link on one
// device, claiming it on another.

const keys = storageKeysOf('energy-check')
const destination = 'https://host.test/study?lang=en'
const fastQueue = { baseDelayMs: 1, maxDelayMs: 5, requestTimeoutMs: 200 }

type ResumeProxy = ReturnType<typeof createFakeResumeProxy>

/** One device: a widget's session store over its own storage, talking to the shared proxy. */
function device(
  proxy: ResumeProxy,
  overrides: Partial<StudySessionOptions> = {},
  content: StudyContent = studyContent({ resume: { acrossDevices: true } }),
) {
  const storage: ResponseStorage = overrides.storage ?? createMemoryStorage()
  const transport = Object.assign(createFakeTransport(content), proxy.methods)
  const onSessionStart = vi.fn()
  const onError = vi.fn()
  const onResumeLinkCreated = vi.fn()
  let key = 0
  const store = createStudySession({
    transport,
    studyId: 'energy-check',
    content,
    language: 'en',
    storage,
    queue: fastQueue,
    createIdempotencyKey: () => `idem-${++key}`,
    onSessionStart,
    onError,
    onResumeLinkCreated,
    ...overrides,
  })
  const state = () => store.getState()
  return { store, state, storage, transport, onSessionStart, onError, onResumeLinkCreated }
}

/** On the first device: answers the first page, goes on, answers DES6_1, makes a link. */
async function linkFromSecondPage(proxy: ResumeProxy) {
  const phone = device(proxy)
  await phone.state().start()
  phone.state().setAnswer('AGE', 30)
  phone.state().setAnswer('MOOD', 2)
  await nextPage(phone.state)
  phone.state().setAnswer('DES6_1', 3)
  const link = await phone.state().createResumeLink({ destination })
  return { phone, link }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('continue on another device: making the link', () => {
  it('starts the session, sends the answers given and hands the proxy the acknowledged ones', async () => {
    const proxy = createFakeResumeProxy()
    const phone = device(proxy)
    await phone.state().start()
    // Page mode: these would wait for Next; the link needs them acknowledged now.
    phone.state().setAnswer('MOOD', 1)
    // Out of range while typed: not sent, so not in the link either.
    phone.state().setAnswer('AGE', 5)
    const link = await phone.state().createResumeLink({ destination, param: 'continue' })

    expect(phone.transport.callsOf('startSession')).toHaveLength(1)
    const sent = phone.transport.callsOf('submitResponses').flatMap((call) => call.body.responses)
    expect(sent.map((item) => item.variableCode)).toEqual(['MOOD'])
    expect(proxy.requests).toEqual([
      {
        studyId: 'energy-check',
        sessionId: 'ses_1',
        token: 'tok_1',
        page: 0,
        answers: { MOOD: expect.objectContaining({ valueNum: 1, changes: 0 }) as unknown },
        seed: 'idem-1',
        language: 'en',
        destination,
        param: 'continue',
      },
    ])
    expect(link.url).toBe('https://links.test/s/1')
    expect(phone.onResumeLinkCreated).toHaveBeenCalledExactlyOnceWith({
      sessionId: 'ses_1',
      url: link.url,
      expiresAt: link.expiresAt,
    })
    // The participant goes on where they were.
    expect(phone.state()).toMatchObject({ status: 'answering', pageIndex: 0 })
    expect(phone.state().answers.AGE?.valueNum).toBe(5)
  })

  it("asks for the content's ttlHours, and carries the page on screen by its index", async () => {
    const proxy = createFakeResumeProxy()
    const content = studyContent({ resume: { acrossDevices: true, ttlHours: 6 } })
    const phone = device(proxy, {}, content)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    await nextPage(phone.state)
    await phone.state().createResumeLink({ destination })
    expect(proxy.requests[0]).toMatchObject({ ttlHours: 6, page: 1 })
    expect(proxy.requests[0]).not.toHaveProperty('param')
  })

  it('rejects without losing an answer when the answers cannot be delivered', async () => {
    const proxy = createFakeResumeProxy()
    const phone = device(proxy)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    await phone.state().whenSaved()
    phone.transport.failAlways('submitResponses', new NetworkError('offline'))
    phone.state().setAnswer('MOOD', 2)
    await expect(phone.state().createResumeLink({ destination })).rejects.toMatchObject({
      code: 'network_error',
    })
    expect(proxy.requests).toEqual([])
    expect(phone.state().answers.MOOD?.valueNum).toBe(2)
    // Back online, Next delivers it as ever.
    phone.transport.failAlways('submitResponses', undefined)
    await phone.state().retry()
    await nextPage(phone.state)
    expect(phone.state().acknowledged.MOOD).toBe(0)
  })

  it('says at once that a link needs the network while offline', async () => {
    const proxy = createFakeResumeProxy()
    const phone = device(proxy, { isOnline: () => false })
    await phone.state().start()
    await expect(phone.state().createResumeLink({ destination })).rejects.toBeInstanceOf(
      NetworkError,
    )
    expect(phone.transport.callsOf('startSession')).toHaveLength(0)
  })

  it("passes the proxy's refusal on with its status (429: too many links), and the participant goes on", async () => {
    const proxy = createFakeResumeProxy()
    const phone = device(proxy)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    proxy.failCreate(new ApiError({ status: 429, code: 'rate_limited', message: 'wait' }))
    await expect(phone.state().createResumeLink({ destination })).rejects.toMatchObject({
      status: 429,
    })
    expect(phone.onResumeLinkCreated).not.toHaveBeenCalled()
    await nextPage(phone.state)
    expect(phone.state().pageIndex).toBe(1)
  })
})

describe('continue on another device: opening the link', () => {
  it('claims it once and goes on with the same session on the same page, every answer there', async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    const laptop = device(proxy, { resumeId: link.resumeId, createIdempotencyKey: () => 'mine' })
    await laptop.state().start()

    // The claim says which study it is for: the proxy hands out no other study's record.
    expect(proxy.claims).toEqual([{ resumeId: link.resumeId, studyId: 'energy-check' }])
    expect(laptop.transport.callsOf('startSession')).toEqual([])
    expect(laptop.onSessionStart).toHaveBeenCalledWith({ sessionId: 'ses_1', resumed: true })
    expect(laptop.state()).toMatchObject({
      status: 'answering',
      resumeLink: 'claimed',
      pageIndex: 1,
      session: { sessionId: 'ses_1', token: 'tok_1' },
    })
    const values = Object.fromEntries(
      Object.entries(laptop.state().answers).map(([code, answer]) => [code, answer.valueNum]),
    )
    expect(values).toEqual({ AGE: 30, MOOD: 2, DES6_1: 3 })
    // Every answer it holds was acknowledged: nothing goes again.
    await laptop.state().whenSaved()
    expect(laptop.transport.callsOf('submitResponses')).toEqual([])

    // Kept on the device like any session: a reload resumes it without claiming again.
    const pointer = JSON.parse(laptop.storage.getItem(keys.pointer) as string) as object
    expect(pointer).toMatchObject({ sessionId: 'ses_1', idempotencyKey: 'idem-1' })
    laptop.state().connect()()
    const reloaded = device(proxy, { storage: laptop.storage, resumeId: undefined })
    await reloaded.state().start()
    expect(reloaded.state()).toMatchObject({ pageIndex: 1, session: { sessionId: 'ses_1' } })
    expect(proxy.claims).toHaveLength(1)

    // And it finishes there, with the first device's token.
    await nextPage(reloaded.state)
    reloaded.state().setAnswer('DES6_2', 0)
    await reloaded.state().next()
    expect(reloaded.state().status).toBe('completed')
    expect(reloaded.transport.callsOf('finishSession')).toEqual([
      expect.objectContaining({ sessionId: 'ses_1', body: { token: 'tok_1' } }),
    ])
  })

  it('lets the first device go on with the same session', async () => {
    const proxy = createFakeResumeProxy()
    const { phone, link } = await linkFromSecondPage(proxy)
    const laptop = device(proxy, { resumeId: link.resumeId })
    await laptop.state().start()
    await nextPage(phone.state)
    expect(phone.state()).toMatchObject({ status: 'answering', pageIndex: 2 })
    expect(phone.state().session).toEqual(laptop.state().session)
  })

  it('starts afresh, and says so, when the link was used already or has expired', async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    await device(proxy, { resumeId: link.resumeId }).state().start()
    const tablet = device(proxy, { resumeId: link.resumeId })
    await tablet.state().start()

    expect(tablet.state()).toMatchObject({
      status: 'answering',
      resumeLink: 'unusable',
      session: null,
      pageIndex: 0,
      answers: {},
    })
    expect(tablet.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'resume_link_unusable',
      message: expect.stringContaining('not_found') as string,
    })
    // A fresh start: the first answer starts a session of this device's own.
    tablet.state().setAnswer('AGE', 44)
    await tablet.state().whenSaved()
    expect(tablet.transport.callsOf('startSession')).toHaveLength(1)
  })

  it('goes on with the session this device kept when the link is opened again there', async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    const laptop = device(proxy, { resumeId: link.resumeId })
    await laptop.state().start()
    laptop.state().connect()()
    // The participant clicks the link in their email once more, on the same laptop.
    const again = device(proxy, { storage: laptop.storage, resumeId: link.resumeId })
    await again.state().start()
    expect(proxy.claims.map((claim) => claim.resumeId)).toEqual([link.resumeId, link.resumeId])
    expect(again.state()).toMatchObject({
      resumeLink: 'kept',
      pageIndex: 1,
      session: { sessionId: 'ses_1' },
    })
    expect(again.state().answers.DES6_1?.valueNum).toBe(3)
  })

  it('keeps the link when the proxy cannot be asked, and claims it on Try again', async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    proxy.failClaim(new NetworkError('offline'))
    const laptop = device(proxy, { resumeId: link.resumeId })
    await laptop.state().start()
    expect(laptop.state()).toMatchObject({
      status: 'error',
      failedAction: 'start',
      resumeLink: null,
    })
    expect(laptop.state().error?.code).toBe('network_error')
    proxy.failClaim(undefined)
    await laptop.state().retry()
    expect(laptop.state()).toMatchObject({ resumeLink: 'claimed', pageIndex: 1 })
  })

  it("leaves another study's link to that study's page, saying nothing on this one", async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    // A page showing two studies, or another study at the link's path.
    const other = device(proxy, { studyId: 'sleep-check', resumeId: link.resumeId })
    await other.state().start()
    expect(other.state()).toMatchObject({
      status: 'answering',
      resumeLink: 'anotherStudy',
      session: null,
      pageIndex: 0,
      answers: {},
    })
    expect(other.onError).toHaveBeenCalledExactlyOnceWith({
      code: 'resume_link_unusable',
      message: expect.stringContaining("another study's") as string,
    })
    expect(proxy.records.has(link.resumeId)).toBe(true)

    const laptop = device(proxy, { resumeId: link.resumeId })
    await laptop.state().start()
    expect(laptop.state()).toMatchObject({ resumeLink: 'claimed', pageIndex: 1 })
    expect(laptop.state().session?.sessionId).toBe('ses_1')
  })

  it("does not take up another study's session that a proxy handed out all the same", async () => {
    const proxy = createFakeResumeProxy()
    const { link } = await linkFromSecondPage(proxy)
    const record = proxy.records.get(link.resumeId)!
    const laptop = device(proxy)
    // A proxy that does not compare the study (a host's own transport, an older proxy).
    laptop.transport.claimResumeLink = () =>
      Promise.resolve({ ...record, studyId: 'another-study' })
    const opened = device(proxy, { resumeId: link.resumeId, transport: laptop.transport })
    await opened.state().start()
    expect(opened.state()).toMatchObject({ resumeLink: 'unusable', session: null })
  })

  it('replaces a session this device kept of the study', async () => {
    const proxy = createFakeResumeProxy()
    const storage = createMemoryStorage()
    const own = device(proxy, { storage })
    await own.state().start()
    own.state().setAnswer('AGE', 50)
    await own.state().whenSaved()
    own.state().connect()()
    // The fake service answers every start with ses_1: make this device's session another.
    const ownRecord = storage.getItem(keys.session('ses_1')) as string
    void storage.removeItem(keys.session('ses_1'))
    void storage.setItem(keys.session('ses_own'), ownRecord.replace('"ses_1"', '"ses_own"'))
    void storage.setItem(
      keys.pointer,
      JSON.stringify({
        version: 1,
        studyId: 'energy-check',
        idempotencyKey: 'k',
        sessionId: 'ses_own',
      }),
    )
    const { link } = await linkFromSecondPage(proxy)
    const laptop = device(proxy, { storage, resumeId: link.resumeId })
    await laptop.state().start()
    expect(laptop.state().session?.sessionId).toBe('ses_1')
    expect(storage.getItem(keys.session('ses_own'))).toBeNull()
  })

  it("lays a shuffled study out as the first device did (the link carries the start's seed)", async () => {
    const content = studyContent({ resume: { acrossDevices: true } })
    content.modules = content.modules.map((module) =>
      module.id === 'des' ? { ...module, randomize: true } : module,
    )
    const items = ['des6.1', 'des6.2']
    const orderOf = (seed: string) => shuffleStably(items, `${seed}:des`).join()
    // The laptop's own key would shuffle the other way, so the test tells the two apart.
    const own = ['a', 'b', 'c', 'd', 'e', 'f'].find((key) => orderOf(key) !== orderOf('idem-1'))!
    const proxy = createFakeResumeProxy()
    const phone = device(proxy, {}, content)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    await nextPage(phone.state)
    const link = await phone.state().createResumeLink({ destination })
    const laptop = device(
      proxy,
      { resumeId: link.resumeId, createIdempotencyKey: () => own },
      content,
    )
    await laptop.state().start()
    const idsOf = (state: StudySessionState) =>
      state.pages.flatMap((page) => page.elements.map((element) => element.id)).join()
    expect(idsOf(laptop.state())).toBe(idsOf(phone.state()))
    expect(laptop.state().pageIndex).toBe(phone.state().pageIndex)
  })
})

describe('continue on another device: a timed module', () => {
  const minute = 60_000
  const timed = () => {
    const content = studyContent({ resume: { acrossDevices: true } })
    content.modules = content.modules.map((module) =>
      module.id === 'des' ? { ...module, timeLimitSeconds: 60 } : module,
    )
    return content
  }

  it('goes on with the time left: the clock travels with the link, the first-shown times do not', async () => {
    const content = timed()
    let clock = Date.parse('2026-11-25T12:00:00.000Z')
    const now = () => clock
    const proxy = createFakeResumeProxy()
    const phone = device(proxy, { now }, content)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    await nextPage(phone.state)
    const entered = clock
    clock += 10_000
    phone.state().setAnswer('DES6_1', 3)
    const link = await phone.state().createResumeLink({ destination })
    const clockOf = { des: { endsAt: entered + minute, extensionsLeft: 10, expired: false } }
    expect(proxy.requests[0]?.deadlines).toEqual(clockOf)
    expect(proxy.requests[0]).not.toHaveProperty('shownAt')
    phone.state().connect()()

    // Twenty seconds later on the laptop: 30 s are left, not a fresh minute.
    clock += 20_000
    const laptop = device(proxy, { resumeId: link.resumeId, now }, content)
    await laptop.state().start()
    expect(laptop.state()).toMatchObject({ resumeLink: 'claimed', pageIndex: 1 })
    expect(laptop.state().deadlines).toEqual(clockOf)
    // Response times count from when the laptop shows a question, not from the phone's showing.
    expect(Math.min(...Object.values(laptop.state().shownAt))).toBe(clock)
    laptop.state().connect()()
  })

  it('moves on at once on the other device when the time ran out on the way', async () => {
    const content = timed()
    let clock = Date.parse('2026-11-25T12:00:00.000Z')
    const now = () => clock
    const proxy = createFakeResumeProxy()
    const phone = device(proxy, { now }, content)
    await phone.state().start()
    phone.state().setAnswer('AGE', 30)
    await nextPage(phone.state)
    const link = await phone.state().createResumeLink({ destination })
    phone.state().connect()()

    clock += 2 * minute
    const laptop = device(proxy, { resumeId: link.resumeId, now }, content)
    await laptop.state().start()
    // The last module's time is up: the study finishes with what was answered.
    await vi.waitFor(() => expect(laptop.state().status).toBe('completed'))
    expect(laptop.state().deadlines.des?.expired).toBe(true)
    expect(laptop.transport.callsOf('finishSession')).toHaveLength(1)
  })
})
