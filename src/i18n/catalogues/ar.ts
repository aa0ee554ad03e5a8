import type { UiMessages } from '../ui-messages'

/** Arabic UI strings (right-to-left). */
export const ar = {
  back: 'السابق',
  next: 'التالي',
  finish: 'إنهاء',
  loading: 'جارٍ التحميل…',
  saving: 'جارٍ حفظ إجاباتك…',
  progress: 'الصفحة {{current, number}} من {{total, number}}',
  'validation.required': 'يرجى الإجابة عن هذا السؤال.',
  'validation.numberRange': 'يرجى إدخال رقم من {{min, number}} إلى {{max, number}}.',
  'validation.numberMin': 'يرجى إدخال رقم لا يقل عن {{min, number}}.',
  'validation.numberMax': 'يرجى إدخال رقم لا يزيد عن {{max, number}}.',
  'validation.integer': 'يرجى إدخال عدد صحيح.',
  'errorSummary.title': 'يرجى مراجعة إجاباتك',
  'completed.title': 'شكرًا لك',
  'completed.text': 'تم حفظ إجاباتك. يمكنك إغلاق هذه الصفحة الآن.',
  'unavailable.title': 'هذه الدراسة غير متاحة',
  'unavailable.text': 'يرجى المحاولة لاحقًا، أو التواصل مع من دعاك إليها.',
  'error.save': 'تعذّر حفظ إجاباتك. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  'error.load': 'تعذّر تحميل الدراسة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
  'content.error': 'لا يمكن عرض هذا الجزء من الدراسة.',
  'content.unsupportedType': 'نوع السؤال هذا غير مدعوم بعد.',
} satisfies UiMessages
