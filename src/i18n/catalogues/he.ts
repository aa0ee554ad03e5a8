import type { UiMessages } from '../ui-messages'

/** Hebrew UI strings (right-to-left). */
export const he = {
  back: 'הקודם',
  next: 'הבא',
  finish: 'סיום',
  loading: 'בטעינה…',
  saving: 'התשובות שלך נשמרות…',
  progress: 'עמוד {{current, number}} מתוך {{total, number}}',
  'validation.required': 'נא לענות על שאלה זו.',
  'validation.numberRange': 'נא להזין מספר מ־{{min, number}} עד {{max, number}}.',
  'validation.numberMin': 'נא להזין מספר שאינו קטן מ־{{min, number}}.',
  'validation.numberMax': 'נא להזין מספר שאינו גדול מ־{{max, number}}.',
  'validation.integer': 'נא להזין מספר שלם.',
  'errorSummary.title': 'נא לבדוק את התשובות שלך',
  'completed.title': 'תודה רבה',
  'completed.text': 'התשובות שלך נשמרו. אפשר לסגור את הדף הזה עכשיו.',
  'unavailable.title': 'המחקר הזה אינו זמין',
  'unavailable.text': 'נא לנסות שוב מאוחר יותר, או לפנות למי שהזמין אותך.',
  'error.save': 'לא ניתן היה לשמור את התשובות שלך. נא לבדוק את החיבור ולנסות שוב.',
  'error.load': 'לא ניתן היה לטעון את המחקר. נא לבדוק את החיבור ולנסות שוב.',
  retry: 'לנסות שוב',
  'content.error': 'לא ניתן להציג חלק זה של המחקר.',
  'content.unsupportedType': 'סוג שאלה זה עדיין אינו נתמך.',
} satisfies UiMessages
