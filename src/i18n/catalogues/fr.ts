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
  'validation.otherRequired': 'Veuillez préciser votre autre réponse.',
  'validation.date': 'Veuillez saisir une date valide.',
  'validation.dateRange':
    'Veuillez saisir une date entre le {{min, datetime(dateStyle: long; timeZone: UTC)}} et le {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMin':
    'Veuillez saisir une date à partir du {{min, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.dateMax':
    'Veuillez saisir une date au plus tard le {{max, datetime(dateStyle: long; timeZone: UTC)}}.',
  'validation.rankAll': 'Veuillez classer les {{count, number}} options.',
  'validation.rankTop': 'Veuillez choisir et classer vos {{count, number}} premiers choix.',
  'validation.matrixRequired': 'Veuillez répondre à chaque ligne.',
  'validation.consentRequired':
    'Pour participer, veuillez cocher la case pour donner votre accord.',
  'other.label': 'Veuillez préciser',
  'dropdown.choose': 'Choisir…',
  'combobox.toggle': 'Afficher toutes les options',
  'combobox.results': 'Options affichées : {{count, number}}',
  'combobox.noResults': 'Aucune option ne correspond',
  'date.example': 'Par exemple {{example}}',
  'ranking.ranked': 'Votre classement',
  'ranking.unranked': 'Pas encore classé',
  'ranking.add': 'Classer {{label}}',
  'ranking.remove': 'Retirer {{label}} du classement',
  'ranking.moveUp': 'Monter {{label}}',
  'ranking.moveDown': 'Descendre {{label}}',
  'ranking.position': '{{label}} : rang {{position, number}} sur {{count, number}}',
  'ranking.removed': '{{label}} n’est plus classé',
  'consent.agree': 'J’accepte',
  'linkIncomplete.title': 'Ce lien vers l’étude est incomplet',
  'linkIncomplete.text':
    'Veuillez ouvrir l’étude avec le lien complet que vous avez reçu, ou contacter la personne qui vous a invité.',
  'alreadyCompleted.title': 'Vous avez déjà participé',
  'alreadyCompleted.text': 'Cette étude a déjà été terminée sur cet appareil.',
  'review.back': 'Retour au récapitulatif',
  'review.title': 'Récapitulatif de vos réponses',
  'review.intro':
    'Voici toutes vos réponses. Vous pouvez modifier chacune d’elles avant de terminer.',
  'review.page': 'Page {{number, number}}',
  'review.part': '{{title}} ({{part, number}} sur {{parts, number}})',
  'review.change': 'Modifier',
  'review.unanswered': 'Sans réponse',
  'review.agreed': 'Accepté',
  'review.notAgreed': 'Non accepté',
  'completed.continue': 'Continuer',
  'copy.save': 'Enregistrer une copie de mes réponses',
  'copy.title': 'Vos réponses',
  'timer.left': 'Temps restant : {{time}}',
  'timer.oneMinute': 'Plus qu’une minute.',
  'timer.tenSeconds': 'Plus que dix secondes.',
  'timer.extend': 'Plus de temps',
  'timer.extended': 'Vous avez maintenant plus de temps.',
  'resume.action': 'Continuer sur un autre appareil',
  'resume.linkUsed':
    'Ce lien pour continuer sur un autre appareil a déjà été utilisé ou a expiré : l’étude recommence donc ici depuis le début.',
  'resume.unavailable':
    'Ce n’est pas possible pour le moment. Veuillez vérifier votre connexion et réessayer.',
  'resume.intro':
    'Ouvrez ce lien sur votre autre appareil, ou scannez le code avec son appareil photo. Vous reprendrez à cette page, avec toutes les réponses déjà données.',
  'resume.making': 'Création de votre lien…',
  'resume.link': 'Votre lien',
  'resume.copy': 'Copier le lien',
  'resume.copied': 'Lien copié',
  'resume.copyFailed':
    'La copie n’a pas fonctionné. Le lien est sélectionné : veuillez le copier vous-même.',
  'resume.qr': 'Code QR de votre lien',
  'resume.validUntil': 'Il ne fonctionne qu’une fois, jusqu’au {{date}}.',
  'resume.private':
    'Gardez-le pour vous : la personne qui l’ouvre en premier peut voir et modifier vos réponses.',
  'resume.error.network':
    'Le lien n’a pas pu être créé. Veuillez vérifier votre connexion et réessayer. Vos réponses sont conservées.',
  'resume.error.busy':
    'Trop de liens viennent d’être créés. Veuillez réessayer dans quelques minutes. Vos réponses sont conservées.',
  'resume.error.refused':
    'Impossible de créer un lien pour continuer depuis cette page. Vos réponses sont conservées et vous pouvez continuer ici.',
  'resume.error.other':
    'Un problème est survenu lors de la création du lien. Veuillez réessayer. Vos réponses sont conservées.',
  'resume.close': 'Fermer',
} satisfies UiMessages
