// @vitest-environment jsdom
// With a nonce, each widget carries its own <style nonce> inside its root (React 18 and 19), so
// a nonce CSP never meets a hoisted style without it (React 19 writes those into the head on
// the server without the nonce).
import { render, screen, waitFor } from '@testing-library/react'
import { renderToString as renderToStringSync } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
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
    const widgetStyles = () =>
      [...document.querySelectorAll('style')].filter((style) =>
        style.textContent?.includes('[data-study-runner]'),
      )
    // The widget's own stylesheet, then the later parts' once their chunk has arrived.
    await waitFor(() => expect(widgetStyles()).toHaveLength(2))
    for (const style of widgetStyles()) expect(style.getAttribute('nonce')).toBe('r4nd0m')
    expect(
      widgetStyles().filter((style) => style.textContent?.includes('--_sr-color-primary')),
    ).toHaveLength(1)
  })
})

describe('<StudyRunner nonce> rendered on the server', () => {
  it('writes <style nonce> inside the widget root, raw, and hydrates without a mismatch', async () => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    const element = (
      <StudyRunner
        studyId="a"
        transport={createFakeTransport(studyContent())}
        language="en"
        nonce="s3rv3r"
      />
    )
    const html = renderToString(element)
    const root = /<div[^>]*data-study-runner=""[^>]*>([\s\S]*)$/.exec(html)?.[1] ?? ''
    expect(root).toMatch(/<style nonce="s3rv3r">\s*\[data-study-runner\]/)
    expect(html).not.toContain('data-precedence')
    expect(html).not.toMatch(/<style[^>]*>[^<]*&gt;/) // raw CSS: child combinators intact

    const host = document.createElement('div')
    host.innerHTML = html
    document.body.append(host)
    const errors: unknown[] = []
    await act(() => {
      hydrateRoot(host, element, { onRecoverableError: (error) => errors.push(error) })
      return Promise.resolve()
    })
    expect(errors).toEqual([])
    // The widget's stylesheet once (and the later parts' when their chunk is already in), every
    // one with the nonce.
    const styles = [...host.querySelectorAll('style')]
    expect(
      styles.filter((style) => style.textContent?.includes('--_sr-color-primary')),
    ).toHaveLength(1)
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('s3rv3r')
  })

  it('hydrates without a warning where the browser hides the nonce attribute, as Chromium does', async () => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    const element = (
      <StudyRunner
        studyId="a"
        transport={createFakeTransport(studyContent())}
        language="en"
        nonce="h1dd3n"
      />
    )
    const host = document.createElement('div')
    host.innerHTML = renderToString(element)
    document.body.append(host)
    // Under a CSP, the browser empties the attribute once the element is parsed (the `nonce`
    // property keeps the value), so that the page's other scripts cannot read it.
    for (const style of host.querySelectorAll('style[nonce]')) {
      ;(style as HTMLStyleElement).nonce = 'h1dd3n'
      style.setAttribute('nonce', '')
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await act(() => {
        hydrateRoot(host, element)
        return Promise.resolve()
      })
      const mismatches = errors.mock.calls.filter((call) => /didn't match/.test(String(call[0])))
      expect(mismatches).toEqual([])
    } finally {
      errors.mockRestore()
    }
  })

  it('keeps one hoisted stylesheet for widgets without a nonce (React 19)', () => {
    const html = renderToStringSync(
      <StudyRunner studyId="a" transport={createFakeTransport(studyContent())} language="en" />,
    )
    expect(html).not.toContain('nonce=')
  })
})
