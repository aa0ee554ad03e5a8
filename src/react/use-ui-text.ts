import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { uiNamespace } from '../i18n/create-widget-i18n'
import { useWidget } from './widget-context'

/** The widget's UI string function, fixed to the widget's language. */
export function useUiText(): TFunction {
  const { language } = useWidget()
  return useTranslation(uiNamespace, { lng: language }).t
}
