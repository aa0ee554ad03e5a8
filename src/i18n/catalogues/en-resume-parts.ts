import type { ResumePartMessages } from '../ui-messages'

/**
 * The English strings of "Continue on another device" beyond its button (src/react/resume-parts.ts:
 * the dialog, and the notice about a used link). They travel with that chunk, and the widget adds
 * them to its fallback when it arrives. Every other language's catalogue holds its own.
 */
export const enResumeParts = {
  'resume.linkUsed':
    'This link to continue on another device was already used or has expired, so the study starts afresh here.',
  'resume.intro':
    'Open this link on your other device, or scan the code with its camera. You will go on from this page, with every answer you have given.',
  'resume.making': 'Making your link…',
  'resume.link': 'Your link',
  'resume.copy': 'Copy link',
  'resume.copied': 'Link copied',
  'resume.copyFailed': 'Copying did not work. The link is selected: please copy it yourself.',
  'resume.qr': 'QR code of your link',
  'resume.validUntil': 'It works once, until {{date}}.',
  'resume.private': 'Keep it to yourself: whoever opens it first can see and change your answers.',
  'resume.error.network':
    'The link could not be made. Please check your connection and try again. Your answers are kept.',
  'resume.error.busy':
    'Too many links were made just now. Please try again in a few minutes. Your answers are kept.',
  'resume.error.refused':
    'A link to continue cannot be made from this page. Your answers are kept, and you can go on here.',
  'resume.error.other':
    'Something went wrong while making the link. Please try again. Your answers are kept.',
  'resume.close': 'Close',
} satisfies ResumePartMessages
