// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
// axe-core comes with @axe-core/playwright (the e2e checks); here it checks the DOM structure.
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { StudyRunner } from '../../src/index'
import { everyTypeContent } from '../fixtures/every-type-content'
import { createFakeTransport } from '../fixtures/fake-transport'

afterEach(cleanup)

/** axe's violations (rule ids and elements), without the rules jsdom cannot decide (no layout). */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((rule) => ({
    id: rule.id,
    nodes: rule.nodes.map((node) => node.html),
  }))
}

async function renderPage(content = everyTypeContent()) {
  const view = render(
    <StudyRunner studyId="every-type" transport={createFakeTransport(content)} language="en" />,
  )
  await screen.findByRole('heading', { level: 2 })
  return view.container
}

describe('question fields and the instrument grid under axe', () => {
  it('have no violations, before and after a failed Next', async () => {
    const container = await renderPage()
    expect(await violations(container)).toEqual([])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }))
    expect(await violations(container)).toEqual([])
  })

  it('has no violations in the grid, also with rows in error', async () => {
    const full = everyTypeContent()
    const container = await renderPage(everyTypeContent({ modules: full.modules.slice(1) }))
    expect(await violations(container)).toEqual([])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }))
    expect(await violations(container)).toEqual([])
  })
})
