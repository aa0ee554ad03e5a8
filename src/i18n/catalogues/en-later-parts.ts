import type { LaterPartMessages } from '../ui-messages'

/**
 * The English strings of the later parts (src/react/later-parts.ts): the problems list, the review
 * page, and the completion screen's scores, link and copy. They travel with that chunk, and the widget adds them to its
 * fallback when it arrives. Every other language's catalogue holds its own.
 */
export const enLaterParts = {
  'review.title': 'Review your answers',
  'review.intro': 'Here is everything you answered. You can change any answer before you finish.',
  'review.back': 'Back to review',
  'review.page': 'Page {{number, number}}',
  'review.part': '{{title}} ({{part, number}} of {{parts, number}})',
  'review.change': 'Change',
  'review.unanswered': 'Not answered',
  'review.agreed': 'Agreed',
  'review.notAgreed': 'Not agreed',
  'completed.continue': 'Continue',
  'copy.save': 'Save a copy of my answers',
  'copy.title': 'Your answers',
  'errorSummary.title': 'Please check your answers',
  'errorSummary.gridRows': '{{count, number}} statements in the table are not answered',
  'scores.title': 'Your results',
  'scores.scale': 'Scale',
  'scores.value': 'Score',
  'scores.band': 'Level',
  'scores.ofMax': '{{value, number}} of {{max, number}}',
  'scores.inRange': '{{value, number}} (range {{min, number}}–{{max, number}})',
  'timer.left': 'Time left: {{time}}',
  'timer.oneMinute': 'One minute left.',
  'timer.tenSeconds': 'Ten seconds left.',
  'timer.extend': 'More time',
  'timer.extended': 'You have more time now.',
} satisfies LaterPartMessages
