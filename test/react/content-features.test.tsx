// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { branchingContent } from '../fixtures/branching-content'
import { createFakeTransport } from '../fixtures/fake-transport'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.doUnmock('../../src/core/evaluate-condition')
  vi.resetModules()
})

describe('<StudyRunner> with a study that needs the condition chunk', () => {
  it('shows the network notice when the chunk cannot be fetched, and runs the study on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let fetchable = false
    vi.resetModules()
    vi.doMock('../../src/core/evaluate-condition', async (importOriginal) => {
      if (!fetchable) throw new TypeError('Failed to fetch dynamically imported module')
      return importOriginal()
    })
    const { StudyRunner } = await import('../../src/index')
    const onError = vi.fn()
    render(
      <StudyRunner
        studyId="branching"
        transport={createFakeTransport(branchingContent())}
        language="en"
        onError={onError}
      />,
    )
    // Retried like a failed request (three times, with backoff), then the notice.
    await vi.advanceTimersByTimeAsync(10_000)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network_error' }))

    fetchable = true
    vi.resetModules()
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(retry)
    expect(await screen.findByRole('heading', { name: 'Consent' })).toBeInTheDocument()
  })
})
