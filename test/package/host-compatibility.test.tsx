// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

// Hosts as they are (issue 6): a server-rendering host, and a host with its own i18next and
// QueryClient. Runs with React 19 in `npm run test:unit` and with React 18 in the package test.
afterEach(() => {
  cleanup()
  document.body.replaceChildren()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('a server-rendering host', () => {
  it('hydrates the server’s HTML without a mismatch', async () => {
    const transport = createFakeTransport(studyContent())
    const tree = <StudyRunner studyId="energy-check" transport={transport} language="en" />
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable: unknown[] = []
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) })
    expect(await screen.findByText('About you')).toBeInTheDocument()
    expect(recoverable.map(String)).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('a host with its own i18next and QueryClient', () => {
  it('finds both untouched after the widget ran, in another language', async () => {
    const hostI18n = i18next.createInstance()
    await hostI18n.init({ lng: 'fr', resources: { fr: { translation: { hello: 'Bonjour' } } } })
    // The global default instance, as many hosts use it.
    await i18next.init({ lng: 'fr', resources: { fr: { translation: { hello: 'Bonjour' } } } })
    const hostClient = new QueryClient()
    render(
      <QueryClientProvider client={hostClient}>
        <StudyRunner
          studyId="energy-check"
          transport={createFakeTransport(studyContent())}
          language="de"
        />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Über Sie')).toBeInTheDocument()
    for (const instance of [hostI18n, i18next]) {
      expect(instance.language).toBe('fr')
      expect(instance.t('hello')).toBe('Bonjour')
      expect(instance.hasResourceBundle('de', 'studyRunner')).toBe(false)
      expect(instance.hasResourceBundle('en', 'studyRunner')).toBe(false)
    }
    expect(hostClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
