import type { UiMessages } from '../ui-messages'

/** German UI strings. */
export const de = {
  back: 'Zurück',
  next: 'Weiter',
  finish: 'Abschließen',
  loading: 'Wird geladen…',
  saving: 'Ihre Antworten werden gespeichert…',
  progress: 'Seite {{current, number}} von {{total, number}}',
  'validation.required': 'Bitte beantworten Sie diese Frage.',
  'validation.numberRange':
    'Bitte geben Sie eine Zahl von {{min, number}} bis {{max, number}} ein.',
  'validation.numberMin': 'Bitte geben Sie eine Zahl von mindestens {{min, number}} ein.',
  'validation.numberMax': 'Bitte geben Sie eine Zahl von höchstens {{max, number}} ein.',
  'validation.integer': 'Bitte geben Sie eine ganze Zahl ein.',
  'errorSummary.title': 'Bitte überprüfen Sie Ihre Antworten',
  'completed.title': 'Vielen Dank',
  'completed.text': 'Ihre Antworten wurden gespeichert. Sie können diese Seite jetzt schließen.',
  'unavailable.title': 'Diese Studie ist nicht verfügbar',
  'unavailable.text':
    'Bitte versuchen Sie es später noch einmal oder wenden Sie sich an die Person, die Sie eingeladen hat.',
  'error.save':
    'Ihre Antworten konnten nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.load':
    'Die Studie konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  'content.error': 'Dieser Teil der Studie kann nicht angezeigt werden.',
  'content.unsupportedType': 'Dieser Fragetyp wird noch nicht unterstützt.',
} satisfies UiMessages
