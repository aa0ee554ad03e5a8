// @vitest-environment jsdom
// A file of its own: React 19 keeps one hoisted stylesheet per document, so the first widget's
// <style> is the one every later widget shares — here, the one carrying the nonce. (React 18
// renders it inside the widget's root; the test finds it either way.)
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

describe('<StudyRunner nonce>', () => {
  it("puts the host's CSP nonce on the widget's <style> element", async () => {
    render(
      <StudyRunner
        studyId="a"
        transport={createFakeTransport(studyContent())}
        language="en"
        nonce="r4nd0m"
      />,
    )
    await screen.findByRole('heading', { name: 'About you' })
    const styles = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('[data-study-runner]'),
    )
    expect(styles).toHaveLength(1)
    expect(styles[0]?.getAttribute('nonce')).toBe('r4nd0m')
  })
})
