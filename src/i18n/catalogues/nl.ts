import type { UiMessages } from '../ui-messages'

/** Dutch UI strings. */
export const nl = {
  back: 'Vorige',
  next: 'Volgende',
  finish: 'Afronden',
  loading: 'Laden…',
  saving: 'Je antwoorden worden opgeslagen…',
  progress: 'Pagina {{current, number}} van {{total, number}}',
  'progress.label': 'Voortgang',
  'progress.done': 'Voltooid',
  'validation.required': 'Beantwoord deze vraag.',
  'validation.rowRequired': 'Niet beantwoord',
  'validation.numberRange': 'Vul een getal in van {{min, number}} tot en met {{max, number}}.',
  'validation.numberMin': 'Vul een getal in van minimaal {{min, number}}.',
  'validation.numberMax': 'Vul een getal in van maximaal {{max, number}}.',
  'validation.integer': 'Vul een geheel getal in.',
  'errorSummary.title': 'Controleer je antwoorden',
  'errorSummary.gridRows': '{{count, number}} uitspraken in de tabel zijn niet beantwoord',
  'completed.title': 'Bedankt',
  'completed.text': 'Je antwoorden zijn opgeslagen. Je kunt deze pagina nu sluiten.',
  'notFound.title': 'Onderzoek niet gevonden',
  'notFound.text':
    'Dit onderzoek bestaat niet of is niet meer beschikbaar. Controleer de link die je hebt gekregen.',
  'notLive.title': 'Dit onderzoek is niet geopend',
  'notLive.text':
    'Dit onderzoek neemt op dit moment geen deelnemers aan. Probeer het later opnieuw of neem contact op met degene die je heeft uitgenodigd.',
  'licenseInactive.title': 'Dit onderzoek is niet beschikbaar',
  'licenseInactive.text':
    'Aan dit onderzoek kan op dit moment niet worden deelgenomen. Neem contact op met degene die je heeft uitgenodigd.',
  'error.loadTitle': 'Er is iets misgegaan',
  'error.save':
    'Je antwoorden konden niet worden opgeslagen. Controleer je verbinding en probeer het opnieuw.',
  'error.load':
    'Het onderzoek kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  'content.error': 'Dit deel van het onderzoek kan niet worden weergegeven.',
  'contentError.title': 'Dit onderzoek kan niet worden getoond',
  'contentError.text':
    'De inhoud van dit onderzoek bevat een fout, daarom kan het hier niet verder. Uw antwoorden tot nu toe blijven bewaard. Laat het het onderzoeksteam weten.',
  'content.unsupportedType': 'Dit type vraag wordt nog niet ondersteund.',
  'scores.title': 'Je resultaten',
  'scores.scale': 'Schaal',
  'scores.value': 'Score',
  'scores.band': 'Niveau',
  'scores.ofMax': '{{value, number}} van {{max, number}}',
  'scores.inRange': '{{value, number}} (van {{min, number}} tot {{max, number}})',
  'language.label': 'Taal',
  'validation.number': 'Vul een getal in.',
  'validation.numberStep': 'Vul een getal in met stappen van {{step, number}}.',
  'validation.multiRequired': 'Kies minstens één antwoord.',
  'validation.sliderRequired': 'Verschuif de schuifregelaar om te antwoorden.',
  'validation.textTooLong': 'Maak je antwoord korter: hoogstens {{max, number}} tekens.',
  'slider.unset': 'Nog niet beantwoord',
  'slider.hint': 'Tik of gebruik de pijltjestoetsen om te antwoorden',
  'text.counter': '{{length, number}} / {{max, number}}',
  'text.remaining': 'Resterende tekens: {{remaining, number}}',
  'save.saved': 'Alle antwoorden opgeslagen',
  'save.offline': 'Offline — uw antwoorden blijven op dit apparaat bewaard',
  'save.offlineInMemory':
    'Offline — houd deze pagina open; uw antwoorden worden verstuurd zodra u weer online bent',
  'save.retrying': 'Opslaan mislukt — opnieuw proberen',
  'sessionLost.title': 'Deze sessie is beëindigd',
  'sessionLost.text':
    'Uw eerdere sessie kan geen antwoorden meer ontvangen. U kunt opnieuw beginnen: de antwoorden die nog niet waren opgeslagen, zijn al ingevuld.',
  'sessionLost.restart': 'Opnieuw beginnen',
} satisfies UiMessages
