import type { UiMessages } from '../ui-messages'

/** English UI strings. */
export const en = {
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  loading: 'Loading…',
  saving: 'Saving your answers…',
  progress: 'Page {{current, number}} of {{total, number}}',
  'validation.required': 'Please answer this question.',
  'validation.numberRange': 'Please enter a number from {{min, number}} to {{max, number}}.',
  'validation.numberMin': 'Please enter a number of at least {{min, number}}.',
  'validation.numberMax': 'Please enter a number of at most {{max, number}}.',
  'validation.integer': 'Please enter a whole number.',
  'errorSummary.title': 'Please check your answers',
  'completed.title': 'Thank you',
  'completed.text': 'Your answers have been saved. You can close this page now.',
  'unavailable.title': 'This study is not available',
  'unavailable.text': 'Please try again later, or contact whoever invited you.',
  'error.save': 'Your answers could not be saved. Please check your connection and try again.',
  'error.load': 'The study could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  'content.error': 'This part of the study cannot be shown.',
  'content.unsupportedType': 'This question type is not supported yet.',
} satisfies UiMessages
