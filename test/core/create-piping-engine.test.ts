import { describe, expect, it } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { answerVariablesOf } from '../../src/core/answer-variables'
import { featureNeedsOf, loadContentFeatures } from '../../src/core/content-features'
import { createStudySession } from '../../src/core/create-study-session'
import { isContentError } from '../../src/core/errors'
import { loadPipingEngine, usesPiping } from '../../src/core/piping-engine'
import { createFakeTransport } from '../fixtures/fake-transport'
import { pipingContent } from '../fixtures/piping-content'
import { studyContent } from '../fixtures/study-content'

async function problemsOf(content: StudyContent) {
  const engine = await loadPipingEngine()
  return engine.findProblems(content, answerVariablesOf(content))
}

describe('usesPiping', () => {
  it('needs the piping chunk only for wording with a `{{`', () => {
    expect(usesPiping(studyContent())).toBe(false)
    expect(usesPiping(pipingContent())).toBe(true)
    expect(featureNeedsOf(pipingContent()).piping).toBe(true)
  })
})

describe('the piping engine', () => {
  it('knows answers, parameters, computed values and the condition', async () => {
    const content: StudyContent = {
      ...pipingContent({ 'more.intro': '{{SOURCE}} {{SCORE}} {{ARM}} {{NAME}}' }),
      parameters: [{ name: 'src', variableCode: 'SOURCE' }],
      computed: [{ variableCode: 'SCORE', expression: 1 }],
      conditions: { variableCode: 'ARM', values: ['a', 'b'] },
    }
    expect(await problemsOf(content)).toEqual([])
  })

  it('reports an unknown variable once per text, naming the languages whose wording has it', async () => {
    const content = pipingContent({ 'more.intro': 'Hi {{NOPE|you}}, {{ NOPE }} and {{OTHER}}' })
    content.translations.de!['walks.never'] = 'Nie, {{DE_ONLY}}'
    const problems = await problemsOf(content)
    expect(problems.every(isContentError)).toBe(true)
    expect(problems.map(({ code, elementId, message }) => ({ code, elementId, message }))).toEqual([
      {
        code: 'unknown_variable',
        elementId: 'more.intro',
        message: expect.stringContaining('"more.intro" (en, de) shows {{NOPE}}') as string,
      },
      {
        code: 'unknown_variable',
        elementId: 'more.intro',
        message: expect.stringContaining('{{OTHER}}') as string,
      },
      {
        code: 'unknown_variable',
        elementId: 'walks.never',
        message: expect.stringContaining('"walks.never" (de) shows {{DE_ONLY}}') as string,
      },
    ])
  })

  it('is loaded with the content features, and its problems are content errors of the session', async () => {
    const content = pipingContent({ 'more.intro': '{{NOPE}}' })
    const features = await loadContentFeatures(featureNeedsOf(content))
    expect(features.piping).not.toBeNull()
    const store = createStudySession({
      transport: createFakeTransport(content),
      studyId: content.studyId,
      content,
      features,
      language: 'en',
    })
    expect(store.getState().contentErrors.map((error) => [error.code, error.elementId])).toEqual([
      ['unknown_variable', 'more.intro'],
    ])
  })
})
