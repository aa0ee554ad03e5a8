import jsonLogic, { type RulesLogic } from 'json-logic-js'
import type { Question, StudyContent } from '../../src/api/types'

/** How one simulated participant fared. */
export interface ParticipantOutcome {
  completed: boolean
  /** Never got a session (the proxy kept saying 429 for longer than `startPatienceMs`). */
  turnedAway: boolean
  pages: number
  /** 429 answers the participant met (and waited out). */
  rateLimited: number
  /** Any other non-2xx answer. */
  failures: number
}

/** Options of {@link runParticipant}. */
export interface ParticipantOptions {
  proxyUrl: string
  studyId: string
  /** Sent as `X-Forwarded-For`, as a load balancer would. */
  clientIp: string
  /** Time spent on each page, drawn uniformly from this range. */
  thinkMs: [number, number]
  /** How long a 429 on session start is waited out before giving up. */
  startPatienceMs: number
  /** Wall time (ms) after which the participant stops where it is. */
  deadline: number
}

/** One answer as the responses call takes it. */
export type Answer = { variableCode: string; valueNum: number | null; valueText?: string }

/**
 * A participant as the widget behaves (docs/architecture.md#the-request-budget,
 * docs/architecture.md#the-widgets-promises): content once, session start with an Idempotency-Key,
 * one batch per page, finish; 429 and 5xx waited out per `Retry-After` with jitter. Answers the
 * first option everywhere, follows `showIf` and `endIf` with json-logic.
 */
export async function runParticipant(options: ParticipantOptions): Promise<ParticipantOutcome> {
  const outcome: ParticipantOutcome = {
    completed: false,
    turnedAway: false,
    pages: 0,
    rateLimited: 0,
    failures: 0,
  }
  const headers = {
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': options.clientIp,
    'content-type': 'application/json',
  }
  const base = `${options.proxyUrl}/api/study`

  async function call(path: string, init: RequestInit, patienceUntil: number): Promise<Response> {
    for (;;) {
      const response = await fetch(`${base}/${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
      })
      if (response.status !== 429 && response.status < 500) return response
      await response.arrayBuffer()
      if (response.status === 429) outcome.rateLimited++
      else outcome.failures++
      const seconds = Number(response.headers.get('retry-after')) || 1
      const wait = seconds * 1000 + Math.random() * 1000 // Retry-After honoured, plus jitter
      if (Date.now() + wait > patienceUntil) throw new GiveUp()
      await sleep(wait)
    }
  }

  try {
    const contentResponse = await call(`studies/${options.studyId}/content`, {}, options.deadline)
    const content = (await contentResponse.json()) as StudyContent
    const started = await call(
      `studies/${options.studyId}/sessions`,
      {
        method: 'POST',
        body: JSON.stringify({ language: content.defaultLanguage }),
        headers: { 'idempotency-key': crypto.randomUUID() },
      },
      Math.min(options.deadline, Date.now() + options.startPatienceMs),
    ).catch((error: unknown) => {
      if (error instanceof GiveUp) outcome.turnedAway = true
      throw error
    })
    if (!started.ok) {
      outcome.failures++
      return outcome
    }
    const { sessionId, token } = (await started.json()) as { sessionId: string; token: string }
    const answers: Record<string, number | null> = {}
    for (const page of pagesOf(content, answers)) {
      await sleep(options.thinkMs[0] + Math.random() * (options.thinkMs[1] - options.thinkMs[0]))
      const batch = page.questions(answers)
      outcome.pages++
      if (batch.length > 0) {
        const sent = await call(
          `sessions/${sessionId}/responses`,
          { method: 'POST', body: JSON.stringify({ token, responses: batch }) },
          options.deadline,
        )
        if (!sent.ok) outcome.failures++
        await sent.arrayBuffer()
        for (const answer of batch) answers[answer.variableCode] = answer.valueNum
      }
      if (page.endIf && jsonLogic.apply(page.endIf, answers)) break
    }
    const finished = await call(
      `sessions/${sessionId}/finish`,
      { method: 'POST', body: JSON.stringify({ token }) },
      options.deadline,
    )
    await finished.arrayBuffer()
    outcome.completed = finished.ok
  } catch (error) {
    if (!(error instanceof GiveUp)) throw error
  }
  return outcome
}

class GiveUp extends Error {}

interface Page {
  questions(answers: Record<string, number | null>): Answer[]
  endIf?: RulesLogic
}

/** How many pages a participant who answers the first option everywhere sees. */
export function plannedPages(content: StudyContent): number {
  const answers: Record<string, number | null> = {}
  let pages = 0
  for (const page of pagesOf(content, answers)) {
    pages++
    for (const answer of page.questions(answers)) answers[answer.variableCode] = answer.valueNum
    if (page.endIf && jsonLogic.apply(page.endIf, answers)) break
  }
  return pages
}

/** Every answer, page by page, of a participant who answers the first option everywhere. */
export function plannedAnswers(content: StudyContent): Answer[] {
  const answers: Record<string, number | null> = {}
  const given: Answer[] = []
  for (const page of pagesOf(content, answers)) {
    const batch = page.questions(answers)
    for (const answer of batch) answers[answer.variableCode] = answer.valueNum
    given.push(...batch)
    if (page.endIf && jsonLogic.apply(page.endIf, answers)) break
  }
  return given
}

/** The pages a participant sees, lazily: `showIf` is judged on the answers given so far. */
function* pagesOf(content: StudyContent, answers: Record<string, number | null>): Generator<Page> {
  const questions = new Map<string, Question>(content.questions.map((q) => [q.id, q]))
  const items = new Map(content.instrumentItems.map((item) => [item.id, item]))
  for (const module of content.modules) {
    if (module.showIf && !jsonLogic.apply(module.showIf as RulesLogic, answers)) continue
    const elements =
      module.elements.length > 0
        ? module.elements
        : content.instrumentItems
            .filter((i) => i.instrumentId === module.instrumentId)
            .map((i) => i.id)
    const answer = (now: Record<string, number | null>, ids: string[]): Answer[] =>
      ids.flatMap((id) => {
        const item = items.get(id)
        if (item)
          return [{ variableCode: item.variableCode, valueNum: item.options[0]?.value ?? 0 }]
        const question = questions.get(id)
        if (!question || question.type === 'info') return []
        if (question.showIf && !jsonLogic.apply(question.showIf as RulesLogic, now)) return []
        return answerTo(question)
      })
    const endIf = module.endIf as RulesLogic | undefined
    if (module.paging === 'element') {
      for (const [index, id] of elements.entries()) {
        const last = index === elements.length - 1
        yield { questions: (now) => answer(now, [id]), ...(last && endIf ? { endIf } : {}) }
      }
    } else {
      yield { questions: (now) => answer(now, elements), ...(endIf ? { endIf } : {}) }
    }
  }
}

function answerTo(question: Question): Answer[] {
  const code = question.variableCode
  switch (question.type) {
    case 'multi':
      return (question.options ?? []).map((option, index) => ({
        variableCode: `${code}_${option.value}`,
        valueNum: index === 0 ? 1 : 0,
      }))
    case 'number':
    case 'slider':
      return [{ variableCode: code, valueNum: question.min ?? 0 }]
    case 'text':
      return [{ variableCode: code, valueNum: null, valueText: 'fine' }]
    default:
      return [{ variableCode: code, valueNum: question.options?.[0]?.value ?? 0 }]
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
