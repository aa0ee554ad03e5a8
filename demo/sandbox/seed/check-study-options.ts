import {
  checkOptionalBoolean,
  checkOptionalWholeNumber,
  checkString,
  isRecord,
  type Problems,
} from './shape-checks'

/**
 * Checks the shape of a study's choices for its end (docs/content-format.md, "Order, time,
 * endings", "Continue on another device"): `completion` (`redirect.completed` and
 * `redirect.ended` strings, `delaySeconds` a whole number from 0, `participantCopy` a boolean),
 * `review` a boolean, and `resume` (`acrossDevices` a boolean, `ttlHours` a whole number from 1).
 * The placeholders of the redirect templates are checked when the content is assembled, once
 * every variable is known (check-placeholders.ts).
 */
export function checkStudyOptions(content: Record<string, unknown>, problems: Problems): void {
  checkCompletion(content.completion, problems)
  checkOptionalBoolean(content.review, 'content.review', problems)
  checkResume(content.resume, problems)
}

function checkCompletion(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!isRecord(value)) {
    problems.push('content.completion: expected { redirect?, delaySeconds?, participantCopy? }')
    return
  }
  const { redirect } = value
  if (redirect !== undefined) {
    if (!isRecord(redirect)) {
      problems.push('content.completion.redirect: expected { completed?, ended? }')
    } else {
      for (const key of ['completed', 'ended'] as const) {
        if (redirect[key] !== undefined) {
          checkString(redirect[key], `content.completion.redirect.${key}`, problems)
        }
      }
    }
  }
  checkOptionalWholeNumber(value.delaySeconds, 'content.completion.delaySeconds', 0, problems)
  checkOptionalBoolean(value.participantCopy, 'content.completion.participantCopy', problems)
}

function checkResume(value: unknown, problems: Problems): void {
  if (value === undefined) return
  if (!isRecord(value)) {
    problems.push('content.resume: expected { acrossDevices, ttlHours? }')
    return
  }
  if (typeof value.acrossDevices !== 'boolean') {
    problems.push('content.resume.acrossDevices: expected true or false')
  }
  checkOptionalWholeNumber(value.ttlHours, 'content.resume.ttlHours', 1, problems)
}
