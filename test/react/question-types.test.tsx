// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyRunnerProps } from '../../src/index'
import { everyTypeContent, hostile } from '../fixtures/every-type-content'
import { renderStudy } from './render-study'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function renderTypes(props: Partial<StudyRunnerProps> = {}) {
  return renderStudy(everyTypeContent(), props, 'every-type')
}

describe('question types', () => {
  it('renders each type with its native role and the question as its name', async () => {
    await renderTypes()
    const multi = screen.getByRole('group', { name: 'What did you do?' })
    expect(multi).toHaveAccessibleDescription('Choose all that apply.')
    for (const name of ['Exercise', 'Time outdoors', 'None of these']) {
      expect(within(multi).getByRole('checkbox', { name })).not.toBeChecked()
    }

    const scale = screen.getByRole('radiogroup', { name: 'How stressed were you?' })
    expect(scale).toHaveAttribute('aria-required', 'true')
    const points = within(scale).getAllByRole('radio')
    expect(points.map((point) => point.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4'])
    expect(within(scale).getByRole('radio', { name: '0' })).toHaveAccessibleDescription(
      'Not at all',
    )
    expect(within(scale).getByRole('radio', { name: '4' })).toHaveAccessibleDescription('Extremely')

    const slider = screen.getByRole('slider', { name: 'How rested do you feel?' })
    expect(slider).toHaveAttribute('aria-valuetext', 'Not answered yet')
    expect(slider).toHaveAccessibleDescription('Exhausted Fully rested')

    const number = screen.getByRole('textbox', { name: 'How many cups of coffee?' })
    expect(number).toHaveAttribute('inputmode', 'decimal')
    expect(number).not.toHaveAttribute('aria-required')

    const text = screen.getByRole('textbox', { name: 'Anything else?' })
    expect(text.tagName).toBe('TEXTAREA')
    expect(text).toHaveAttribute('maxlength', '40')
    expect(text).toHaveAccessibleDescription('0 / 40')
  })

  it('shows info text with emphasis and line breaks, and not as a field', async () => {
    const { root } = await renderTypes()
    const info = root.querySelector('.sr-info')
    expect(info).not.toBeNull()
    expect(within(info as HTMLElement).getByText('this').tagName).toBe('STRONG')
    expect(within(info as HTMLElement).getByText('that').tagName).toBe('EM')
    expect(info?.querySelector('br')).not.toBeNull()
    expect(info?.querySelector('input, [role]')).toBeNull()
  })

  it('renders hostile translations as inert text, never as markup', async () => {
    const { root } = await renderTypes()
    expect(root.querySelector('script, img, [onerror]')).toBeNull()
    expect(screen.getByText(/Then/).textContent).toContain(hostile.script)
    const group = screen.getByRole('radiogroup', { name: `Pick one ${hostile.script}` })
    expect(within(group).getByRole('radio', { name: hostile.image })).toBeInTheDocument()
  })

  it('unchecks the others when "None of these" is checked, and the other way round', async () => {
    const { user, onAnswer } = await renderTypes()
    const multi = screen.getByRole('group', { name: 'What did you do?' })
    const box = (name: string) => within(multi).getByRole('checkbox', { name })
    await user.click(box('Exercise'))
    await user.click(box('Time outdoors'))
    expect(onAnswer).toHaveBeenCalledWith({ variableCode: 'ACTIVITY_99', value: 0 })

    await user.click(box('None of these'))
    expect(box('None of these')).toBeChecked()
    expect(box('Exercise')).not.toBeChecked()
    expect(box('Time outdoors')).not.toBeChecked()

    await user.click(box('Exercise'))
    expect(box('Exercise')).toBeChecked()
    expect(box('None of these')).not.toBeChecked()
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'ACTIVITY_99', value: 0 })
  })

  it('gives a slider no value until moved, then sets it from the first key', async () => {
    const { user, root, transport } = await renderTypes()
    const slider = screen.getByRole('slider', { name: 'How rested do you feel?' })
    const field = root.querySelector('.sr-slider')
    expect(field).toHaveAttribute('data-unset')
    // Screen readers hear "Not answered yet" (aria-valuetext); the page shows how to answer.
    expect(slider).toHaveAttribute('aria-valuetext', 'Not answered yet')
    expect(
      within(field as HTMLElement).getByText('Tap or use the arrow keys to answer').tagName,
    ).toBe('OUTPUT')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(slider).toHaveAttribute('aria-invalid', 'true')
    expect(slider).toHaveAccessibleDescription(
      'Exhausted Fully rested Please move the slider to give your answer.',
    )
    expect(transport.callsOf('submitResponses')).toHaveLength(0)

    slider.focus()
    await user.keyboard('{End}')
    expect(slider).toHaveValue('100')
    expect(slider).toHaveAttribute('aria-valuetext', '100')
    expect(field).not.toHaveAttribute('data-unset')
    expect(slider).not.toHaveAttribute('aria-invalid')

    fireEvent.change(slider, { target: { value: '70' } })
    expect(slider).toHaveAttribute('aria-valuetext', '70')
    expect(within(field as HTMLElement).getByText('70').tagName).toBe('OUTPUT')
  })

  it('starts a slider in the middle on an arrow key, and on a click at its middle', async () => {
    const { user, onAnswer } = await renderTypes()
    const slider = screen.getByRole('slider', { name: 'How rested do you feel?' })
    slider.focus()
    await user.keyboard('{ArrowLeft}')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'RESTED', value: 50 })
    cleanup()

    // A second participant on a fresh device (the first one's session would resume).
    localStorage.clear()
    const again = await renderTypes()
    await again.user.click(screen.getByRole('slider', { name: 'How rested do you feel?' }))
    expect(again.onAnswer).toHaveBeenLastCalledWith({ variableCode: 'RESTED', value: 50 })
  })

  it('counts the characters of a text answer and speaks the rest only near the limit', async () => {
    const { user, root } = await renderTypes()
    const text = screen.getByRole('textbox', { name: 'Anything else?' })
    const live = root.querySelector('.sr-counter + [aria-live="polite"]')
    await user.type(text, 'Hello')
    expect(screen.getByText('5 / 40')).toBeInTheDocument()
    expect(live).toHaveTextContent('')

    await user.type(text, ' '.repeat(31))
    expect(screen.getByText('36 / 40')).toBeInTheDocument()
    expect(live).toHaveTextContent('Characters left: 4')
    await user.type(text, 'more than allowed')
    expect(text).toHaveValue(`Hello${' '.repeat(31)}more`)
  })

  it("reads numbers in the participant's language and says when an entry is not one", async () => {
    const { user, onAnswer } = await renderTypes({ language: 'de' })
    const number = screen.getByRole('textbox', { name: 'Wie viele Tassen Kaffee?' })
    await user.type(number, '2,5')
    expect(onAnswer).toHaveBeenLastCalledWith({ variableCode: 'DOSE', value: 2.5 })
    expect(number).toHaveValue('2,5')

    await user.clear(number)
    await user.type(number, 'zwei')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(number).toHaveAttribute('aria-invalid', 'true')
    expect(number).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein.')
  })
})
