import { describe, expect, it } from 'vitest'
import type { StudyDefinition } from '../../demo/sandbox/seed/seed-types'
import type { StudyContent } from '../../src/api/types'
import { createHarness, realStudySeedDir } from './harness'
import { drop, put, seedMistakes } from './seed-mistakes'

// The seed check of the members issue 20 added (docs/content-format.md, "Content for real
// studies"): each mistake is refused with a problem naming its JSON path, or the translation's
// language and key, before a participant could meet it.

const mistakes = seedMistakes(realStudySeedDir, 'real-study.json')
const { fixture } = mistakes
type Content = StudyDefinition['content']
const parameter = (content: Content, index: number) => content.parameters![index]!
const computed = (content: Content, index: number) => content.computed![index]!
const module = (content: Content, index: number) => content.modules[index]!

/** Seeds the fixture with its content edited. */
const seedWith = (edit: (content: Content) => void) =>
  mistakes.seedWith((study) => edit(study.content))

const cases: [string, (content: Content) => void, string][] = [
  // Parameters
  [
    'parameters that are not a list',
    (c) => put(c, 'parameters', { pid: 'PID' }),
    'content.parameters: expected an array of { name, variableCode, pattern?, required? }',
  ],
  [
    'a parameter without a name',
    (c) => drop(parameter(c, 1), 'name'),
    'content.parameters[1].name: expected a non-empty string',
  ],
  [
    'two parameters with one name',
    (c) => put(parameter(c, 1), 'name', 'pid'),
    'content.parameters[1].name: "pid" appears twice; a page\'s URL can give each name one value only, so keep one',
  ],
  [
    'a parameter without a variableCode',
    (c) => put(parameter(c, 0), 'variableCode', ''),
    'content.parameters[0].variableCode: expected a non-empty string',
  ],
  [
    'a pattern that does not compile',
    (c) => put(parameter(c, 0), 'pattern', '[A-Z'),
    'content.parameters[0].pattern: not a valid JavaScript regular expression',
  ],
  [
    'a pattern that is not a string',
    (c) => put(parameter(c, 0), 'pattern', 5),
    'content.parameters[0].pattern: expected a regular expression as a string',
  ],
  [
    'required not a boolean',
    (c) => put(parameter(c, 1), 'required', 'yes'),
    'content.parameters[1].required: expected true or false',
  ],
  // Computed values
  [
    'computed values that are not a list',
    (c) => put(c, 'computed', {}),
    'content.computed: expected an array of { variableCode, expression }',
  ],
  [
    'a computed value without a variableCode',
    (c) => drop(computed(c, 0), 'variableCode'),
    'content.computed[0].variableCode: expected a non-empty string',
  ],
  [
    'an expression with two operations',
    (c) => put(computed(c, 1), 'expression', { '+': [1, 2], '-': [3, 1] }),
    'content.computed[1].expression: expected a JsonLogic rule: an object with exactly one operation, or a number, string or boolean',
  ],
  [
    'an expression with no operation',
    (c) => put(computed(c, 1), 'expression', {}),
    'content.computed[1].expression: expected a JsonLogic rule',
  ],
  [
    'an expression that is a list',
    (c) => put(computed(c, 0), 'expression', [1, 2]),
    'content.computed[0].expression: expected a JsonLogic rule',
  ],
  [
    'an expression left out',
    (c) => drop(computed(c, 0), 'expression'),
    'content.computed[0].expression: expected a JsonLogic rule',
  ],
  // Conditions
  [
    'conditions that are a list',
    (c) => put(c, 'conditions', ['control', 'treatment']),
    'content.conditions: expected { variableCode, values }',
  ],
  [
    'conditions without a variableCode',
    (c) => drop(c.conditions!, 'variableCode'),
    'content.conditions.variableCode: expected a non-empty string',
  ],
  [
    'no arms',
    (c) => put(c.conditions!, 'values', []),
    'content.conditions.values: expected a non-empty array of strings',
  ],
  [
    'an arm that is not a string',
    (c) => put(c.conditions!, 'values', ['control', 2]),
    'content.conditions.values[1]: expected a non-empty string',
  ],
  [
    'an arm named twice',
    (c) => put(c.conditions!, 'values', ['control', 'treatment', 'control']),
    'content.conditions.values[2]: "control" appears twice; name each arm once',
  ],
  // Variable codes across the study
  [
    'a parameter under a question’s variableCode',
    (c) => put(parameter(c, 1), 'variableCode', 'AGE'),
    'content.parameters[1].variableCode: variableCode "AGE" is used twice, first at content.questions[0].variableCode; give each variable a code of its own',
  ],
  [
    'a computed value under a parameter’s variableCode',
    (c) => put(computed(c, 0), 'variableCode', 'PID'),
    'content.computed[0].variableCode: variableCode "PID" is used twice, first at content.parameters[0].variableCode; give each variable a code of its own',
  ],
  [
    'two computed values under one variableCode',
    (c) => put(computed(c, 1), 'variableCode', 'AGE_GROUP'),
    'content.computed[1].variableCode: variableCode "AGE_GROUP" is used twice, first at content.computed[0].variableCode; give each variable a code of its own',
  ],
  [
    'the condition under a computed value’s variableCode',
    (c) => put(c.conditions!, 'variableCode', 'MOOD_X2'),
    'content.conditions.variableCode: variableCode "MOOD_X2" is used twice, first at content.computed[1].variableCode; give each variable a code of its own',
  ],
  // Completion, review, resume
  [
    'a redirect that is not a string',
    (c) => put(c.completion!.redirect!, 'completed', 42),
    'content.completion.redirect.completed: expected a non-empty string',
  ],
  [
    'a redirect naming an unknown variable',
    (c) => put(c.completion!.redirect!, 'ended', 'https://panel.example/out?pid={{PANEL_ID}}'),
    'content.completion.redirect.ended: {{PANEL_ID}} names no variable of this study; use the variableCode of a question, an item, a parameter, a computed value or the condition',
  ],
  [
    'a redirect with a fallback',
    (c) => put(c.completion!.redirect!, 'completed', 'https://panel.example/done?pid={{PID|x}}'),
    'content.completion.redirect.completed: {{PID|x}} takes no fallback in a redirect; write {{PID}}',
  ],
  [
    'a redirect with an unclosed placeholder',
    (c) => put(c.completion!.redirect!, 'completed', 'https://panel.example/done?pid={{PID'),
    'content.completion.redirect.completed: a "{{" without its "}}"',
  ],
  [
    'a redirect that is no absolute URL',
    (c) => put(c.completion!.redirect!, 'ended', '/thanks?pid={{PID}}'),
    'content.completion.redirect.ended: expected an absolute http(s) URL',
  ],
  [
    'a redirect to a script',
    (c) => put(c.completion!.redirect!, 'ended', 'javascript:alert({{PID}})'),
    'content.completion.redirect.ended: expected an absolute http(s) URL',
  ],
  [
    'a negative delay',
    (c) => put(c.completion!, 'delaySeconds', -1),
    'content.completion.delaySeconds: expected a whole number from 0',
  ],
  [
    'a delay in fractions of a second',
    (c) => put(c.completion!, 'delaySeconds', 1.5),
    'content.completion.delaySeconds: expected a whole number from 0',
  ],
  [
    'participantCopy not a boolean',
    (c) => put(c.completion!, 'participantCopy', 'yes'),
    'content.completion.participantCopy: expected true or false',
  ],
  [
    'completion that is not an object',
    (c) => put(c, 'completion', 'https://panel.example/done'),
    'content.completion: expected { redirect?, delaySeconds?, participantCopy? }',
  ],
  ['review not a boolean', (c) => put(c, 'review', 1), 'content.review: expected true or false'],
  [
    'resume without acrossDevices',
    (c) => put(c, 'resume', { ttlHours: 12 }),
    'content.resume.acrossDevices: expected true or false',
  ],
  [
    'a resume lifetime of 0 hours',
    (c) => put(c, 'resume', { acrossDevices: true, ttlHours: 0 }),
    'content.resume.ttlHours: expected a whole number from 1',
  ],
  // Modules
  [
    'a randomizeGroup that is not a string',
    (c) => put(module(c, 1), 'randomizeGroup', 1),
    'content.modules[1].randomizeGroup: expected a non-empty string',
  ],
  [
    'a time limit of 0 seconds',
    (c) => put(module(c, 3), 'timeLimitSeconds', 0),
    'content.modules[3].timeLimitSeconds: expected a whole number from 1',
  ],
  [
    'a time limit in fractions of a second',
    (c) => put(module(c, 3), 'timeLimitSeconds', 30.5),
    'content.modules[3].timeLimitSeconds: expected a whole number from 1',
  ],
  [
    'timeLimitEssential not a boolean',
    (c) => put(module(c, 3), 'timeLimitEssential', 'yes'),
    'content.modules[3].timeLimitEssential: expected true or false',
  ],
  [
    'timeLimitEssential without a time limit',
    (c) => drop(module(c, 3), 'timeLimitSeconds'),
    'content.modules[3].timeLimitEssential: only with timeLimitSeconds',
  ],
  // Piping
  [
    'piping an unknown variable',
    (c) => put(c.translations.de!, 'q.age', 'Wie alt sind Sie, {{NAME}}?'),
    'translations.de["q.age"]: {{NAME}} names no variable of this study',
  ],
  [
    'piping an unknown variable with a fallback',
    (c) => put(c.translations.en!, 't.end', 'Thanks, {{NAME|friend}}.'),
    'translations.en["t.end"]: {{NAME}} names no variable of this study',
  ],
  [
    'an unclosed placeholder in a translation',
    (c) => put(c.translations.en!, 'q.sum', 'What is {{SUM?'),
    'translations.en["q.sum"]: a "{{" without its "}}"',
  ],
]

describe('seeding the content for real studies', () => {
  it('takes the fixture as it is', () => {
    expect(seedWith(() => undefined)).not.toThrow()
  })

  it.each(cases)('refuses %s, naming the member', (_name, edit, problem) => {
    expect(seedWith(edit)).toThrow(problem)
  })

  it('pipes every kind of variable: answers, items, parameters, computed values, the condition', () => {
    const pipes = (code: string) => (c: Content) => put(c.translations.en!, 'q.age', `{{${code}}}`)
    for (const code of ['NOTE', 'SOURCE', 'MOOD_X2', 'ARM']) {
      expect(seedWith(pipes(code))).not.toThrow()
    }
  })

  it('serves the members with their defaults written out', async () => {
    const harness = await createHarness({ seedDirs: [realStudySeedDir] })
    const response = await harness.call('GET', '/api/public/v1/studies/real-study/content')
    const content = (await response.json()) as StudyContent
    expect(content.parameters).toEqual([
      { name: 'pid', variableCode: 'PID', pattern: '[A-Za-z0-9]{4,24}', required: true },
      { name: 'src', variableCode: 'SOURCE', required: false },
    ])
    expect(content.computed).toEqual(fixture.content.computed)
    expect(content.conditions).toEqual({ variableCode: 'ARM', values: ['control', 'treatment'] })
    expect(content.completion).toEqual(fixture.content.completion)
    expect(content.review).toBe(true)
    expect(content.resume).toEqual({ acrossDevices: true, ttlHours: 72 })
    expect(content.modules.map((each) => each.randomizeGroup)).toEqual([
      undefined,
      'blocks',
      'blocks',
      undefined,
    ])
    expect(content.modules[3]).toMatchObject({ timeLimitSeconds: 60, timeLimitEssential: true })
    harness.sandbox.close()
  })
})
