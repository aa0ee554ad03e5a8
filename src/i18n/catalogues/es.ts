import type { UiMessages } from '../ui-messages'

/** Spanish UI strings. */
export const es = {
  back: 'Atrás',
  next: 'Siguiente',
  finish: 'Finalizar',
  loading: 'Cargando…',
  saving: 'Guardando sus respuestas…',
  progress: 'Página {{current, number}} de {{total, number}}',
  'progress.label': 'Progreso',
  'progress.done': 'Completado',
  'validation.required': 'Responda a esta pregunta.',
  'validation.numberRange': 'Introduzca un número entre {{min, number}} y {{max, number}}.',
  'validation.numberMin': 'Introduzca un número igual o mayor que {{min, number}}.',
  'validation.numberMax': 'Introduzca un número igual o menor que {{max, number}}.',
  'validation.integer': 'Introduzca un número entero.',
  'errorSummary.title': 'Revise sus respuestas',
  'completed.title': 'Gracias',
  'completed.text': 'Sus respuestas se han guardado. Ya puede cerrar esta página.',
  'notFound.title': 'Estudio no encontrado',
  'notFound.text':
    'Este estudio no existe o ya no está disponible. Compruebe el enlace que recibió.',
  'notLive.title': 'Este estudio no está abierto',
  'notLive.text':
    'Este estudio no admite participantes en este momento. Inténtelo de nuevo más tarde o póngase en contacto con quien le invitó.',
  'licenseInactive.title': 'Este estudio no está disponible',
  'licenseInactive.text':
    'No es posible participar en este estudio en este momento. Póngase en contacto con quien le invitó.',
  'error.loadTitle': 'Algo salió mal',
  'error.save':
    'No se pudieron guardar sus respuestas. Compruebe su conexión e inténtelo de nuevo.',
  'error.load': 'No se pudo cargar el estudio. Compruebe su conexión e inténtelo de nuevo.',
  retry: 'Reintentar',
  'content.error': 'Esta parte del estudio no se puede mostrar.',
  'contentError.title': 'Este estudio no se puede mostrar',
  'contentError.text':
    'El contenido de este estudio tiene un error y no puede continuar aquí. Sus respuestas hasta ahora se conservan. Avise al equipo del estudio.',
  'content.unsupportedType': 'Este tipo de pregunta todavía no es compatible.',
  'scores.title': 'Sus resultados',
  'scores.scale': 'Escala',
  'scores.value': 'Puntuación',
  'scores.band': 'Nivel',
  'scores.ofMax': '{{value, number}} de {{max, number}}',
  'scores.inRange': '{{value, number}} (de {{min, number}} a {{max, number}})',
  'language.label': 'Idioma',
  'validation.number': 'Introduzca un número.',
  'validation.numberStep': 'Introduzca un número en pasos de {{step, number}}.',
  'validation.multiRequired': 'Elija al menos una respuesta.',
  'validation.sliderRequired': 'Mueva el control deslizante para responder.',
  'validation.textTooLong': 'Acorte su respuesta a {{max, number}} caracteres como máximo.',
  'slider.unset': 'Aún sin responder',
  'text.counter': '{{length, number}} / {{max, number}}',
  'text.remaining': 'Caracteres restantes: {{remaining, number}}',
  'save.saved': 'Todas las respuestas guardadas',
  'save.offline': 'Sin conexión: sus respuestas se conservan en este dispositivo',
  'save.offlineInMemory':
    'Sin conexión: mantenga esta página abierta; sus respuestas se enviarán cuando vuelva a tener conexión',
  'save.retrying': 'No se pudo guardar: reintentando',
  'sessionLost.title': 'Esta sesión ha terminado',
  'sessionLost.text':
    'Su sesión anterior ya no puede recibir respuestas. Puede empezar de nuevo: las respuestas que aún no se habían guardado ya están rellenadas.',
  'sessionLost.restart': 'Empezar de nuevo',
} satisfies UiMessages
