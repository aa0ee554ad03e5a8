// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readAttributeProps } from '../../src/element/element-attributes'

function elementWith(attributes: Record<string, string>) {
  const element = document.createElement('div')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('readAttributeProps', () => {
  it('reads redirect-origins as a list, separated by white space or commas', () => {
    const element = elementWith({
      'redirect-origins': ' https://panel.example\n  https://other.example,https://third.example ',
    })
    expect(readAttributeProps(element).redirectOrigins).toEqual([
      'https://panel.example',
      'https://other.example',
      'https://third.example',
    ])
    expect(readAttributeProps(elementWith({})).redirectOrigins).toBeUndefined()
    expect(
      readAttributeProps(elementWith({ 'redirect-origins': '' })).redirectOrigins,
    ).toBeUndefined()
  })

  it('reads allow-retake by its presence, like the other boolean attributes', () => {
    expect(readAttributeProps(elementWith({ 'allow-retake': '' })).allowRetake).toBe(true)
    expect(readAttributeProps(elementWith({ 'allow-retake': 'false' })).allowRetake).toBe(true)
    expect(readAttributeProps(elementWith({})).allowRetake).toBe(false)
  })

  it('reads resume-param as the name of the resume link parameter, empty as absent', () => {
    expect(readAttributeProps(elementWith({ 'resume-param': 'continue' })).resumeParam).toBe(
      'continue',
    )
    expect(readAttributeProps(elementWith({ 'resume-param': '' })).resumeParam).toBeUndefined()
  })
})
