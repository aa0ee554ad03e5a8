import type { CompletionScreenProps } from './completion-screen'
import { ProgressBar } from './progress-bar'
import { useUiText } from './use-ui-text'

/**
 * The thank-you screen for the moment the full one's chunk is not there (it could not be
 * fetched): the participant still learns that the study is done; the host has the scores through
 * `onComplete`.
 */
export function PlainCompletionScreen({ ended = false }: CompletionScreenProps) {
  const t = useUiText()
  const code = ended ? 'ended' : 'completed'
  return (
    <section className="sr-screen sr-completion" data-screen={code} data-code={code}>
      <ProgressBar fraction={1} valueText={t('progress.done')} />
      <h2>{t('completed.title')}</h2>
      <p>{t('completed.text')}</p>
    </section>
  )
}
