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
  const answers = { ...state.answers }
  for (const [variableCode, value] of Object.entries(input.parameters)) {
    Object.defineProperty(answers, variableCode, { value: given(value), enumerable: true })
  }
  const arm = input.content.conditions?.variableCode
  if (arm === undefined || typeof input.condition !== 'string') {
    return { answers, acknowledged: state.acknowledged, sent: state.sent }
  }
  Object.defineProperty(answers, arm, { value: given(input.condition), enumerable: true })
  return {
    answers,
    acknowledged: { ...state.acknowledged, [arm]: 0 },
    sent: { ...state.sent, [arm]: 0 },
  }
}
