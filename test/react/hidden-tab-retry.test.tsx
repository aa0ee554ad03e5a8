// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '../../src/core/errors'
import { StudyRunner } from '../../src/index'
import { createFakeTransport } from '../fixtures/fake-transport'
import { studyContent } from '../fixtures/study-content'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  setVisibility('visible')
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
}

describe('<StudyRunner> in a tab that is not visible', () => {
  it('goes on with a content request held while the tab was hidden once it is visible again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const transport = createFakeTransport(studyContent())
    transport.failOnce('getContent', new NetworkError('Failed to fetch'))
    setVisibility('hidden')
    render(<StudyRunner studyId="energy-check" transport={transport} language="en" />)

    // The retry comes due while the tab is hidden: TanStack Query holds it.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(transport.callsOf('getContent')).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'About you' })).toBeNull()

    setVisibility('visible')
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument()
    expect(transport.callsOf('getContent')).toHaveLength(2)
  })
})
