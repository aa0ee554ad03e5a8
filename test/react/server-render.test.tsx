import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

function renderOnServer(language: string) {
  return renderToString(
    <StudyRunner
      studyId="energy-check"
      transport={createFakeTransport(studyContent())}
      language={language}
    />,
  )
}

describe('<StudyRunner> on the server', () => {
  it('renders its root and the loading skeleton without touching browser globals', () => {
    expect(typeof window).toBe('undefined')
    const html = renderOnServer('ar')
    expect(html).toContain('data-study-runner=""')
    expect(html).toContain('lang="ar"')
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('part="root"')
    expect(html).toContain('data-screen="loading"')
    expect(html).toContain('aria-busy="true"')
  })

  it('shows no text before the language’s UI strings are loaded, not even English', () => {
    const html = renderOnServer('ar')
    expect(html).not.toContain('Loading…')
    expect(html).not.toContain('role="status"')
  })

  it('announces loading in English, whose strings are bundled', () => {
    expect(renderOnServer('en')).toContain('Loading…')
  })
})
