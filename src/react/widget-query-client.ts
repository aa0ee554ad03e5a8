import type { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react'

/**
 * A query client made for the widget before it rendered: the custom element's, which sends the
 * content request as soon as it connects (use-study-content.ts). Without one, `<StudyRunner>`
 * makes its own.
 */
export const WidgetQueryClientContext = createContext<QueryClient | null>(null)
