import type { UiMessages } from '../ui-messages'

/** German UI strings. */
export const de = {
  back: 'Zurück',
  next: 'Weiter',
  finish: 'Abschließen',
  loading: 'Wird geladen…',
  saving: 'Ihre Antworten werden gespeichert…',
  progress: 'Seite {{current, number}} von {{total, number}}',
  'progress.label': 'Fortschritt',
  'progress.done': 'Abgeschlossen',
  'validation.required': 'Bitte beantworten Sie diese Frage.',
  'validation.rowRequired': 'Nicht beantwortet',
  'validation.numberRange':
    'Bitte geben Sie eine Zahl von {{min, number}} bis {{max, number}} ein.',
  'validation.numberMin': 'Bitte geben Sie eine Zahl von mindestens {{min, number}} ein.',
  'validation.numberMax': 'Bitte geben Sie eine Zahl von höchstens {{max, number}} ein.',
  'validation.integer': 'Bitte geben Sie eine ganze Zahl ein.',
  'errorSummary.title': 'Bitte überprüfen Sie Ihre Antworten',
  'errorSummary.gridRows': '{{count, number}} Aussagen in der Tabelle sind nicht beantwortet',
  'completed.title': 'Vielen Dank',
  'completed.text': 'Ihre Antworten wurden gespeichert. Sie können diese Seite jetzt schließen.',
  'notFound.title': 'Studie nicht gefunden',
  'notFound.text':
    'Diese Studie gibt es nicht oder nicht mehr. Bitte prüfen Sie den Link, den Sie erhalten haben.',
  'notLive.title': 'Diese Studie ist nicht geöffnet',
  'notLive.text':
    'Diese Studie nimmt derzeit keine Teilnehmenden auf. Bitte versuchen Sie es später noch einmal oder wenden Sie sich an die Person, die Sie eingeladen hat.',
  'licenseInactive.title': 'Diese Studie ist nicht verfügbar',
  'licenseInactive.text':
    'Diese Studie kann derzeit nicht durchgeführt werden. Bitte wenden Sie sich an die Person, die Sie eingeladen hat.',
  'error.loadTitle': 'Etwas ist schiefgelaufen',
  'error.save':
    'Ihre Antworten konnten nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.load':
    'Die Studie konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  'content.error': 'Dieser Teil der Studie kann nicht angezeigt werden.',
  'contentError.title': 'Diese Studie kann nicht angezeigt werden',
  'contentError.text':
    'Im Inhalt dieser Studie ist ein Fehler, deshalb kann sie hier nicht weitergehen. Ihre bisherigen Antworten bleiben erhalten. Bitte informieren Sie das Studienteam.',
  'content.unsupportedType': 'Dieser Fragetyp wird noch nicht unterstützt.',
  'scores.title': 'Ihre Ergebnisse',
  'scores.scale': 'Skala',
  'scores.value': 'Wert',
  'scores.band': 'Einstufung',
  'scores.ofMax': '{{value, number}} von {{max, number}}',
  'scores.inRange': '{{value, number}} (Bereich {{min, number}}–{{max, number}})',
  'language.label': 'Sprache',
  'validation.number': 'Bitte geben Sie eine Zahl ein.',
  'validation.numberStep': 'Bitte geben Sie eine Zahl in Schritten von {{step, number}} ein.',
  'validation.multiRequired': 'Bitte wählen Sie mindestens eine Antwort.',
  'validation.sliderRequired': 'Bitte bewegen Sie den Schieberegler, um zu antworten.',
  'validation.textTooLong': 'Bitte kürzen Sie Ihre Antwort auf höchstens {{max, number}} Zeichen.',
  'slider.unset': 'Noch nicht beantwortet',
  'slider.hint': 'Tippen oder mit den Pfeiltasten antworten',
  'text.counter': '{{length, number}} / {{max, number}}',
  'text.remaining': 'Verbleibende Zeichen: {{remaining, number}}',
  'save.saved': 'Alle Antworten gespeichert',
  'save.offline': 'Offline – Ihre Antworten bleiben auf diesem Gerät gespeichert',
  'save.offlineInMemory':
    'Offline – lassen Sie diese Seite geöffnet; Ihre Antworten werden gesendet, sobald Sie wieder online sind',
  'save.retrying': 'Speichern fehlgeschlagen – neuer Versuch läuft',
  'finish.offline': 'Die Studie wird abgeschlossen, sobald Sie wieder online sind.',
  'finish.retrying':
    'Die Studie wird von selbst abgeschlossen, sobald Ihre Antworten gespeichert sind.',
  retryNow: 'Jetzt erneut versuchen',
  'sessionLost.title': 'Diese Sitzung ist beendet',
  'sessionLost.text':
    'Ihre frühere Sitzung kann keine Antworten mehr annehmen. Sie können neu beginnen: Die noch nicht gespeicherten Antworten sind bereits eingetragen.',
  'sessionLost.restart': 'Neu beginnen',
  'validation.otherRequired': 'Bitte füllen Sie Ihre andere Antwort aus.',
  'validation.date': 'Bitte geben Sie ein gültiges Datum ein.',
  'validation.dateRange':
    'Bitte geben Sie ein Datum vom {{min, datetime(dateStyle: long; timeZone: UTC)}} bis zum {{max, datetime(dateStyle: long; timeZone: UTC)}} ein.',
  'validation.dateMin':
    'Bitte geben Sie ein Datum ab dem {{min, datetime(dateStyle: long; timeZone: UTC)}} ein.',
  'validation.dateMax':
    'Bitte geben Sie ein Datum bis zum {{max, datetime(dateStyle: long; timeZone: UTC)}} ein.',
  'validation.rankAll': 'Bitte bringen Sie alle {{count, number}} Optionen in eine Reihenfolge.',
  'validation.rankTop': 'Bitte wählen und ordnen Sie Ihre {{count, number}} wichtigsten.',
  'validation.matrixRequired': 'Bitte beantworten Sie jede Zeile.',
  'validation.consentRequired':
    'Um teilzunehmen, kreuzen Sie bitte das Kästchen zur Zustimmung an.',
  'other.label': 'Bitte angeben',
  'dropdown.choose': 'Bitte wählen…',
  'combobox.toggle': 'Alle Optionen anzeigen',
  'combobox.results': 'Angezeigte Optionen: {{count, number}}',
  'combobox.noResults': 'Keine passende Option',
  'date.example': 'Zum Beispiel {{example}}',
  'ranking.ranked': 'Ihre Rangfolge',
  'ranking.unranked': 'Noch nicht eingeordnet',
  'ranking.add': '{{label}} einordnen',
  'ranking.remove': '{{label}} aus der Rangfolge entfernen',
  'ranking.moveUp': '{{label}} nach oben',
  'ranking.moveDown': '{{label}} nach unten',
  'ranking.position': '{{label}}: Platz {{position, number}} von {{count, number}}',
  'ranking.removed': '{{label}} ist nicht mehr eingeordnet',
  'consent.agree': 'Ich stimme zu',
  'linkIncomplete.title': 'Dieser Studienlink ist unvollständig',
  'linkIncomplete.text':
    'Bitte öffnen Sie die Studie mit dem vollständigen Link, den Sie erhalten haben, oder wenden Sie sich an die Person, die Sie eingeladen hat.',
  'alreadyCompleted.title': 'Sie haben bereits teilgenommen',
  'alreadyCompleted.text': 'Diese Studie wurde auf diesem Gerät bereits abgeschlossen.',
  'review.back': 'Zurück zur Übersicht',
  'review.title': 'Ihre Antworten im Überblick',
  'review.intro':
    'Hier sehen Sie alle Ihre Antworten. Bevor Sie abschließen, können Sie jede Antwort noch ändern.',
  'review.page': 'Seite {{number, number}}',
  'review.part': '{{title}} ({{part, number}} von {{parts, number}})',
  'review.change': 'Ändern',
  'review.unanswered': 'Nicht beantwortet',
  'review.agreed': 'Zugestimmt',
  'review.notAgreed': 'Nicht zugestimmt',
  'completed.continue': 'Weiter',
  'copy.save': 'Eine Kopie meiner Antworten speichern',
  'copy.title': 'Ihre Antworten',
  'timer.left': 'Verbleibende Zeit: {{time}}',
  'timer.oneMinute': 'Noch eine Minute.',
  'timer.tenSeconds': 'Noch zehn Sekunden.',
  'timer.extend': 'Mehr Zeit',
  'timer.extended': 'Sie haben jetzt mehr Zeit.',
  'resume.action': 'Auf einem anderen Gerät fortsetzen',
  'resume.linkUsed':
    'Dieser Link zum Fortsetzen auf einem anderen Gerät wurde schon verwendet oder ist abgelaufen. Die Studie beginnt hier deshalb von vorn.',
  'resume.unavailable':
    'Das ist gerade nicht möglich. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  'resume.intro':
    'Öffnen Sie diesen Link auf Ihrem anderen Gerät oder scannen Sie den Code mit dessen Kamera. Sie machen dann auf dieser Seite weiter, mit allen Antworten, die Sie gegeben haben.',
  'resume.making': 'Ihr Link wird erstellt…',
  'resume.link': 'Ihr Link',
  'resume.copy': 'Link kopieren',
  'resume.copied': 'Link kopiert',
  'resume.copyFailed':
    'Das Kopieren hat nicht geklappt. Der Link ist markiert: Bitte kopieren Sie ihn selbst.',
  'resume.qr': 'QR-Code Ihres Links',
  'resume.validUntil': 'Er funktioniert einmal, bis {{date}}.',
  'resume.private':
    'Behalten Sie ihn für sich: Wer ihn zuerst öffnet, kann Ihre Antworten sehen und ändern.',
  'resume.error.network':
    'Der Link konnte nicht erstellt werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal. Ihre Antworten bleiben erhalten.',
  'resume.error.busy':
    'Gerade wurden zu viele Links erstellt. Bitte versuchen Sie es in ein paar Minuten noch einmal. Ihre Antworten bleiben erhalten.',
  'resume.error.refused':
    'Von dieser Seite aus kann kein Link zum Fortsetzen erstellt werden. Ihre Antworten bleiben erhalten, und Sie können hier weitermachen.',
  'resume.error.other':
    'Beim Erstellen des Links ist etwas schiefgegangen. Bitte versuchen Sie es noch einmal. Ihre Antworten bleiben erhalten.',
  'resume.close': 'Schließen',
} satisfies UiMessages
