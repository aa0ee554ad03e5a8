import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  isQuestionType,
  optionVariableCode,
  questionTypeDefinitions,
  questionTypes,
  questionVariables,
} from '../../src/api/question-types'
import type { Question } from '../../src/api/types'

const root = fileURLToPath(new URL('../..', import.meta.url))
const question = (overrides: Partial<Question>): Question => ({
  id: 'q',
  variableCode: 'Q',
  type: 'single',
  textKey: 'q',
  ...overrides,
})
const options = [
  { value: 1, labelKey: 'a' },
  { value: 2, labelKey: 'b' },
]

describe('the question-type registry', () => {
  it('has one definition per type of the OpenAPI enum, in its order', () => {
    const yaml = readFileSync(join(root, 'src/api/openapi/study-service.yaml'), 'utf8')
    const enumLine = /QuestionType:[\s\S]*?enum:\s*\[([^\]]+)\]/.exec(yaml)?.[1] ?? ''
    expect(questionTypes).toEqual(enumLine.split(',').map((type) => type.trim()))
  })

  it('names the variables each type answers, and what each accepts', () => {
    const displayValues = [1, 2]
    expect(questionVariables(question({ type: 'single', options }))).toEqual([
      { variableCode: 'Q', rule: { kind: 'option', values: [1, 2] }, displayValues },
    ])
    expect(questionVariables(question({ type: 'multi', options }))).toEqual([
      { variableCode: 'Q_1', rule: { kind: 'option', values: [0, 1] }, displayValues },
      { variableCode: 'Q_2', rule: { kind: 'option', values: [0, 1] }, displayValues },
    ])
    expect(questionVariables(question({ type: 'slider', min: 0, max: 100, step: 5 }))).toEqual([
      { variableCode: 'Q', rule: { kind: 'range', min: 0, max: 100, step: 5, integer: false } },
    ])
    expect(questionVariables(question({ type: 'number', integer: true }))).toEqual([
      { variableCode: 'Q', rule: { kind: 'range', integer: true } },
    ])
    expect(questionVariables(question({ type: 'text', maxLength: 50_000 }))).toEqual([
      { variableCode: 'Q', rule: { kind: 'text', maxLength: 10_000 } },
    ])
    expect(questionVariables(question({ type: 'info' }))).toEqual([])
    expect(optionVariableCode('ACTIVITY', 99)).toBe('ACTIVITY_99')
  })

  it('knows which types need options or a range', () => {
    const needing = (
      flag: 'needsOptions' | 'needsRange' | 'needsRows' | 'needsAgreeLabel' | 'answersSeveral',
    ) => questionTypes.filter((type) => questionTypeDefinitions[type][flag])
    expect(needing('needsOptions')).toEqual([
      'single',
      'multi',
      'scale',
      'dropdown',
      'ranking',
      'matrix',
    ])
    expect(needing('needsRange')).toEqual(['slider'])
    expect(needing('needsRows')).toEqual(['matrix'])
    expect(needing('needsAgreeLabel')).toEqual(['consent'])
    expect(needing('answersSeveral')).toEqual(['single', 'multi', 'ranking', 'matrix'])
  })

  it('tells a known type from anything else, built-in names included', () => {
    for (const type of questionTypes) expect(isQuestionType(type)).toBe(true)
    for (const other of ['grid', 'constructor', '__proto__', 'toString', '', 3, null]) {
      expect(isQuestionType(other)).toBe(false)
    }
    const unknown = question({ type: 'grid' as Question['type'] })
    expect(questionVariables(unknown)).toEqual([])
  })
})

/** Every non-generated TypeScript file under src/ and demo/. */
function sourceFiles(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !name.endsWith('.gen.ts')) files.push(path)
    }
  }
  walk(join(root, 'src'))
  walk(join(root, 'demo'))
  return files.map((file) => relative(root, file))
}

describe('one home per question type', () => {
  const files = sourceFiles().map((file) => ({
    file,
    text: readFileSync(join(root, file), 'utf8'),
  }))

  it('spells each type in at most three files', () => {
    for (const type of questionTypes) {
      const compared = new RegExp(`type\\s*[!=]==\\s*'${type}'|case '${type}'|^\\s+${type}: `, 'm')
      const spelled = files.filter(
        ({ text }) =>
          new RegExp(`question\\.type\\s*[!=]==\\s*'${type}'`).test(text) ||
          (/\bQuestionType\b/.test(text) && compared.test(text)),
      )
      expect(spelled.map(({ file }) => file).length, type).toBeLessThanOrEqual(3)
    }
  })

  it('never switches on a question type outside the registries, and has no default for one', () => {
    const switching = files.filter(({ text }) => /switch \((\w+\.)*(question\.)?type\)/.test(text))
    for (const { file, text } of switching) {
      // Only a switch over something else (a rich-text token's type) may remain.
      expect(text, file).not.toMatch(/case '(single|multi|scale|slider|info)'/)
    }
    const records = files.filter(({ text }) => /Record<\s*QuestionType/.test(text))
    expect(records.map(({ file }) => file).sort()).toEqual([
      'src/api/question-types.ts',
      'src/core/validation.ts',
      'src/react/question-fields.tsx',
    ])
  })
})
