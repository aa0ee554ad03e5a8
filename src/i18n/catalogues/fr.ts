import type { UiMessages } from '../ui-messages'

/** French UI strings. */
export const fr = {
  back: 'Précédent',
  next: 'Suivant',
  finish: 'Terminer',
  loading: 'Chargement…',
  saving: 'Enregistrement de vos réponses…',
  progress: 'Page {{current, number}} sur {{total, number}}',
  'progress.label': 'Progression',
  'progress.done': 'Terminé',
  'validation.required': 'Veuillez répondre à cette question.',
  'validation.rowRequired': 'Sans réponse',
  'validation.numberRange':
    'Veuillez saisir un nombre compris entre {{min, number}} et {{max, number}}.',
  'validation.numberMin': 'Veuillez saisir un nombre supérieur ou égal à {{min, number}}.',
  'validation.numberMax': 'Veuillez saisir un nombre inférieur ou égal à {{max, number}}.',
  'validation.integer': 'Veuillez saisir un nombre entier.',
  'errorSummary.title': 'Veuillez vérifier vos réponses',
  'errorSummary.gridRows': '{{count, number}} affirmations du tableau sont sans réponse',
  'completed.title': 'Merci',
  'completed.text': 'Vos réponses ont été enregistrées. Vous pouvez maintenant fermer cette page.',
  'notFound.title': 'Étude introuvable',
  'notFound.text':
    'Cette étude n’existe pas ou n’est plus disponible. Veuillez vérifier le lien que vous avez reçu.',
  'notLive.title': 'Cette étude n’est pas ouverte',
  'notLive.text':
    'Cette étude n’accepte pas de participants pour le moment. Veuillez réessayer plus tard ou contacter la personne qui vous a invité.',
  'licenseInactive.title': 'Cette étude n’est pas disponible',
  'licenseInactive.text':
    'Il n’est pas possible de participer à cette étude pour le moment. Veuillez contacter la personne qui vous a invité.',
  'error.loadTitle': 'Un problème est survenu',
  'error.save':
    'Vos réponses n’ont pas pu être enregistrées. Veuillez vérifier votre connexion et réessayer.',
  'error.load': 'L’étude n’a pas pu être chargée. Veuillez vérifier votre connexion et réessayer.',
  retry: 'Réessayer',
  'content.error': 'Cette partie de l’étude ne peut pas être affichée.',
  'contentError.title': 'Cette étude ne peut pas être affichée',
  'contentError.text':
    'Le contenu de cette étude comporte une erreur : elle ne peut pas continuer ici. Vos réponses déjà données sont conservées. Merci de prévenir l’équipe de l’étude.',
  'content.unsupportedType': 'Ce type de question n’est pas encore pris en charge.',
  'scores.title': 'Vos résultats',
  'scores.scale': 'Échelle',
  'scores.value': 'Score',
  'scores.band': 'Niveau',
  'scores.ofMax': '{{value, number}} sur {{max, number}}',
  'scores.inRange': '{{value, number}} (de {{min, number}} à {{max, number}})',
  'language.label': 'Langue',
  'validation.number': 'Veuillez saisir un nombre.',
  'validation.numberStep': 'Veuillez saisir un nombre par pas de {{step, number}}.',
  'validation.multiRequired': 'Veuillez choisir au moins une réponse.',
  'validation.sliderRequired': 'Veuillez déplacer le curseur pour répondre.',
  'validation.textTooLong':
    'Veuillez raccourcir votre réponse à {{max, number}} caractères au maximum.',
  'slider.unset': 'Pas encore de réponse',
  'slider.hint': 'Touchez ou utilisez les flèches pour répondre',
  'text.counter': '{{length, number}} / {{max, number}}',
  'text.remaining': 'Caractères restants : {{remaining, number}}',
  'save.saved': 'Toutes les réponses sont enregistrées',
  'save.offline': 'Hors ligne — vos réponses sont conservées sur cet appareil',
  'save.offlineInMemory':
    'Hors ligne — gardez cette page ouverte ; vos réponses seront envoyées dès le retour de la connexion',
  'save.retrying': 'Échec de l’enregistrement — nouvelle tentative',
  'finish.offline': 'L’étude se terminera dès votre retour en ligne.',
  'finish.retrying': 'L’étude se terminera d’elle-même dès que vos réponses seront enregistrées.',
  retryNow: 'Réessayer maintenant',
  'sessionLost.title': 'Cette session est terminée',
  'sessionLost.text':
    'Votre session précédente ne peut plus recevoir de réponses. Vous pouvez recommencer : les réponses pas encore enregistrées sont déjà remplies.',
  'sessionLost.restart': 'Recommencer',
} satisfies UiMessages
