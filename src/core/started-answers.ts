import type { StudyContent } from '../api/types'
import type { Answer } from './response-batch'
import type { SessionData } from './session-transitions'

/**
 * The answers a new session begins with, besides any the participant gave already: the
 * parameters it arrived with (unacknowledged, so they go with the first batch) and the arm the
 * service assigned (docs/content-format.md `conditions`: the service stored it itself, so it is
 * acknowledged and never sent). Both as `valueText`, readable by conditions and piping.
 */
export function startedAnswers(
  state: Pick<SessionData, 'answers' | 'acknowledged' | 'sent'>,
  input: {
    content: Pick<StudyContent, 'conditions'>
    /** The checked parameter values, by `variableCode`. */
    parameters: Readonly<Record<string, string>>
    /** `SessionStarted.condition`. */
    condition: string | null | undefined
    now: number
  },
): Pick<SessionData, 'answers' | 'acknowledged' | 'sent'> {
  const answeredAt = new Date(input.now).toISOString()
  const given = (valueText: string): Answer => ({
    valueNum: null,
    valueText,
    answeredAt,
    rtMs: 0,
    changes: 0,
  })
  // Spreads, fromEntries and computed keys define own properties, `__proto__` included (an
  // assignment would set the prototype).
  const parameters = Object.entries(input.parameters).map(([code, value]): [string, Answer] => [
    code,
    given(value),
  ])
  const answers: Record<string, Answer> = { ...state.answers, ...Object.fromEntries(parameters) }
  const arm = input.content.conditions?.variableCode
  if (arm === undefined || typeof input.condition !== 'string') {
    return { answers, acknowledged: state.acknowledged, sent: state.sent }
  }
  return {
    answers: { ...answers, [arm]: given(input.condition) },
    acknowledged: { ...state.acknowledged, [arm]: 0 },
    sent: { ...state.sent, [arm]: 0 },
  }
}
