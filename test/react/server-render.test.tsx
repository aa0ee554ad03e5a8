import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

describe('<StudyRunner> on the server', () => {
  it('renders its root and a loading state without touching browser globals', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <StudyRunner
        studyId="energy-check"
        transport={createFakeTransport(studyContent())}
        language="ar"
      />,
    )
    expect(html).toContain('data-study-runner=""')
    expect(html).toContain('lang="ar"')
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('part="root"')
    expect(html).toContain('جارٍ التحميل…')
  })
})
