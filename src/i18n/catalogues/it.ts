import type { UiMessages } from '../ui-messages'

/** Italian UI strings. */
export const it = {
  back: 'Indietro',
  next: 'Avanti',
  finish: 'Termina',
  loading: 'Caricamento…',
  saving: 'Salvataggio delle risposte…',
  progress: 'Pagina {{current, number}} di {{total, number}}',
  'progress.label': 'Avanzamento',
  'progress.done': 'Completato',
  'validation.required': 'Rispondi a questa domanda.',
  'validation.numberRange': 'Inserisci un numero compreso tra {{min, number}} e {{max, number}}.',
  'validation.numberMin': 'Inserisci un numero non inferiore a {{min, number}}.',
  'validation.numberMax': 'Inserisci un numero non superiore a {{max, number}}.',
  'validation.integer': 'Inserisci un numero intero.',
  'errorSummary.title': 'Controlla le tue risposte',
  'completed.title': 'Grazie',
  'completed.text': 'Le tue risposte sono state salvate. Ora puoi chiudere questa pagina.',
  'notFound.title': 'Studio non trovato',
  'notFound.text':
    'Questo studio non esiste o non è più disponibile. Controlla il link che hai ricevuto.',
  'notLive.title': 'Questo studio non è aperto',
  'notLive.text':
    'Al momento questo studio non accetta partecipanti. Riprova più tardi o contatta chi ti ha invitato.',
  'licenseInactive.title': 'Questo studio non è disponibile',
  'licenseInactive.text':
    'Al momento non è possibile partecipare a questo studio. Contatta chi ti ha invitato.',
  'error.loadTitle': 'Si è verificato un problema',
  'error.save':
    'Non è stato possibile salvare le tue risposte. Controlla la connessione e riprova.',
  'error.load': 'Non è stato possibile caricare lo studio. Controlla la connessione e riprova.',
  retry: 'Riprova',
  'content.error': 'Questa parte dello studio non può essere visualizzata.',
  'contentError.title': 'Questo studio non può essere mostrato',
  'contentError.text':
    'Il contenuto di questo studio contiene un errore, quindi non può continuare qui. Le risposte date finora sono conservate. Avvisa il gruppo di ricerca.',
  'content.unsupportedType': 'Questo tipo di domanda non è ancora supportato.',
  'scores.title': 'I tuoi risultati',
  'scores.scale': 'Scala',
  'scores.value': 'Punteggio',
  'scores.band': 'Livello',
  'scores.ofMax': '{{value, number}} su {{max, number}}',
  'scores.inRange': '{{value, number}} (da {{min, number}} a {{max, number}})',
  'language.label': 'Lingua',
  'validation.number': 'Inserisci un numero.',
  'validation.numberStep': 'Inserisci un numero a intervalli di {{step, number}}.',
  'validation.multiRequired': 'Scegli almeno una risposta.',
  'validation.sliderRequired': 'Sposta il cursore per rispondere.',
  'validation.textTooLong': 'Accorcia la risposta a non più di {{max, number}} caratteri.',
  'slider.unset': 'Non ancora risposto',
  'text.counter': '{{length, number}} / {{max, number}}',
  'text.remaining': 'Caratteri rimanenti: {{remaining, number}}',
  'save.saved': 'Tutte le risposte salvate',
  'save.offline': 'Offline: le tue risposte sono conservate su questo dispositivo',
  'save.offlineInMemory':
    'Offline: tieni aperta questa pagina; le risposte verranno inviate quando tornerai online',
  'save.retrying': 'Salvataggio non riuscito: nuovo tentativo in corso',
  'sessionLost.title': 'Questa sessione è terminata',
  'sessionLost.text':
    'La sessione precedente non può più ricevere risposte. Puoi ricominciare: le risposte non ancora salvate sono già compilate.',
  'sessionLost.restart': 'Ricomincia',
} satisfies UiMessages
