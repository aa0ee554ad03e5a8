// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FieldFrame, fieldWiring } from '../../src/react/field-frame'
import { fieldIds } from '../../src/react/field-ids'
import { WidgetContext } from '../../src/react/widget-context'

afterEach(cleanup)

const ids = fieldIds('w1', 'age')
const texts: Record<string, string> = { q: 'How old are you?', help: 'In whole years.' }
const widget = {
  language: 'en',
  dir: 'ltr' as const,
  idPrefix: 'w1',
  text: (key: string) => texts[key] ?? key,
}

describe('fieldWiring', () => {
  it('describes by the help, the extra descriptions and the error, only when present', () => {
    expect(fieldWiring({ ids, required: false, error: undefined }).controlProps).toEqual({
      'aria-labelledby': 'w1-age-label',
      'aria-required': undefined,
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    })
    const wired = fieldWiring({
      ids,
      helpKey: 'help',
      required: true,
      error: { key: 'validation.required' },
      descriptions: [ids.counter, false, undefined],
    })
    expect(wired.controlProps).toEqual({
      'aria-labelledby': 'w1-age-label',
      'aria-required': true,
      'aria-invalid': true,
      'aria-describedby': 'w1-age-help w1-age-counter w1-age-error',
    })
    expect(wired.groupProps).not.toHaveProperty('aria-labelledby')
    expect(wired.groupProps['aria-describedby']).toBe('w1-age-help w1-age-counter w1-age-error')
  })
})

describe('<FieldFrame>', () => {
  const frame = (variant: 'group' | 'control', required: boolean) => {
    const wiring = fieldWiring({ ids, helpKey: 'help', required, error: undefined })
    return render(
      <WidgetContext.Provider value={widget}>
        <FieldFrame
          variant={variant}
          ids={ids}
          textKey="q"
          helpKey="help"
          required={required}
          error={undefined}
          className="sr-number"
          attributes={variant === 'group' ? { role: 'radiogroup', ...wiring.groupProps } : {}}
        >
          {variant === 'group' ? (
            <label>
              <input type="radio" id={ids.input} name="age" /> Young
            </label>
          ) : (
            <input id={ids.input} {...wiring.controlProps} />
          )}
        </FieldFrame>
      </WidgetContext.Provider>,
    )
  }

  it('names a single control by the question text and describes it by the help', () => {
    frame('control', true)
    const input = screen.getByRole('textbox', { name: 'How old are you?' })
    expect(input.getAttribute('aria-describedby')).toBe(ids.help)
    expect(input.getAttribute('aria-required')).toBe('true')
    const field = document.getElementById(ids.field)!
    expect(field.tagName).toBe('DIV')
    expect(field.className).toBe('sr-field sr-number')
    expect(field.getAttribute('part')).toBe('question')
    expect(field.querySelector('label')?.htmlFor).toBe(ids.input)
    expect(field.querySelector('.sr-required')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('names a group by its legend and puts the wiring on the fieldset', () => {
    frame('group', false)
    const group = screen.getByRole('radiogroup', { name: 'How old are you?' })
    expect(group.tagName).toBe('FIELDSET')
    expect(group.getAttribute('aria-describedby')).toBe(ids.help)
    expect(group.hasAttribute('aria-required')).toBe(false)
    expect(group.querySelector('legend .sr-required')).toBeNull()
  })
})
