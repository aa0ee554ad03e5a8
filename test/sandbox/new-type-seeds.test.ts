import { describe, expect, it } from 'vitest'
import type { StudyDefinition } from '../../demo/sandbox/seed/seed-types'
import { newTypesSeedDir } from './harness'
import { drop, put, seedMistakes } from './seed-mistakes'

// The seed check of the members issue 19 added (docs/content-format.md): each mistake is refused
// with a problem naming its JSON path, before a participant could meet it.

const { seedWith } = seedMistakes(newTypesSeedDir, 'new-types.json')
// The fixture's questions, by position: 0 fruit (single), 1 pets (multi), 2 country (dropdown),
// 3 born and 4 visit (date), 5 rank (ranking), 6 grid (matrix), 7 consent.
const question = (study: StudyDefinition, index: number) => study.content.questions[index]!
const option = (study: StudyDefinition, index: number, value: number) =>
  question(study, index).options!.find((each) => each.value === value)!
const row = (study: StudyDefinition, index: number) => question(study, 6).rows![index]!

const cases: [string, (study: StudyDefinition) => void, string][] = [
  [
    'searchable not a boolean',
    (s) => put(question(s, 2), 'searchable', 'yes'),
    'content.questions[2].searchable: expected true or false',
  ],
  [
    'randomizeOptions not a boolean',
    (s) => put(question(s, 0), 'randomizeOptions', 1),
    'content.questions[0].randomizeOptions: expected true or false',
  ],
  [
    'randomizeOptions on a matrix',
    (s) => (question(s, 6).randomizeOptions = true),
    'content.questions[6].randomizeOptions: only single, multi, dropdown and ranking questions shuffle their options; remove it',
  ],
  [
    'a minDate that is no real date',
    (s) => put(question(s, 3), 'minDate', '2026-02-30'),
    'content.questions[3].minDate: expected a real date as YYYY-MM-DD, or "today"',
  ],
  [
    'a maxDate that is neither a date nor "today"',
    (s) => put(question(s, 4), 'maxDate', 'tomorrow'),
    'content.questions[4].maxDate: expected a real date as YYYY-MM-DD, or "today"',
  ],
  [
    'minDate after maxDate',
    (s) => Object.assign(question(s, 3), { minDate: '2000-01-01', maxDate: '1999-12-31' }),
    'content.questions[3]: minDate is after maxDate; swap them',
  ],
  [
    'rankCount above the number of options',
    (s) => (question(s, 5).rankCount = 5),
    'content.questions[5].rankCount: expected a whole number from 1 to 4',
  ],
  [
    'rankCount not a whole number',
    (s) => (question(s, 5).rankCount = 1.5),
    'content.questions[5].rankCount: expected a whole number from 1 to 4',
  ],
  [
    'a matrix without rows',
    (s) => drop(question(s, 6), 'rows'),
    'content.questions[6].rows: expected a non-empty array of { id, variableCode, textKey }',
  ],
  [
    'a matrix with no rows',
    (s) => put(question(s, 6), 'rows', []),
    'content.questions[6].rows: expected a non-empty array of { id, variableCode, textKey }',
  ],
  [
    'two rows with one id',
    (s) => put(row(s, 1), 'id', 'a'),
    'content.questions[6].rows[1].id: "a" appears twice; give each row an id of its own',
  ],
  [
    'a row whose textKey is not a string',
    (s) => put(row(s, 0), 'textKey', 3),
    'content.questions[6].rows[0].textKey: expected a non-empty string',
  ],
  [
    'a consent without agreeLabelKey',
    (s) => drop(question(s, 7), 'agreeLabelKey'),
    'content.questions[7].agreeLabelKey: expected a non-empty string',
  ],
  [
    'agreeLabelKey not a string',
    (s) => put(question(s, 7), 'agreeLabelKey', 5),
    'content.questions[7].agreeLabelKey: expected a non-empty string',
  ],
  [
    'fixed not a boolean',
    (s) => put(option(s, 0, 3), 'fixed', 'yes'),
    'content.questions[0].options[2].fixed: expected true or false',
  ],
  [
    '"other" on a dropdown',
    (s) => put(option(s, 2, 1), 'other', { variableCode: 'COUNTRY_OTHER' }),
    'content.questions[2].options[0].other: only an option of a single or multi question asks to specify; remove it',
  ],
  [
    '"other" that is not an object',
    (s) => put(option(s, 1, 2), 'other', 'PETS_OTHER'),
    'content.questions[1].options[1].other: expected { variableCode, maxLength? }',
  ],
  [
    '"other" without a variableCode',
    (s) => drop(option(s, 0, 3).other!, 'variableCode'),
    'content.questions[0].options[2].other.variableCode: expected a non-empty string',
  ],
  [
    'an "other" maxLength of 0',
    (s) => put(option(s, 0, 3).other!, 'maxLength', 0),
    'content.questions[0].options[2].other.maxLength: expected a whole number from 1 to 10000',
  ],
  [
    'an "other" maxLength above the cap on valueText',
    (s) => put(option(s, 1, 2).other!, 'maxLength', 10_001),
    'content.questions[1].options[1].other.maxLength: expected a whole number from 1 to 10000',
  ],
  [
    'an "other" text under a question’s variableCode',
    (s) => put(option(s, 0, 3).other!, 'variableCode', 'BORN'),
    'content.questions[3].variableCode: variableCode "BORN" is used twice, first at content.questions[0].options[2].other.variableCode; give each variable a code of its own',
  ],
  [
    'a row under the variable of a ranked option',
    (s) => put(row(s, 0), 'variableCode', 'RANK_1'),
    'content.questions[6].rows[0].variableCode: variableCode "RANK_1" is used twice, first at content.questions[5].options[0] (answered as "RANK_1"); give each variable a code of its own',
  ],
  [
    'two rows under one variableCode',
    (s) => put(row(s, 1), 'variableCode', 'GRID_A'),
    'content.questions[6].rows[1].variableCode: variableCode "GRID_A" is used twice, first at content.questions[6].rows[0].variableCode; give each variable a code of its own',
  ],
  [
    'a row text missing in one language',
    (s) => drop(s.content.translations.he!, 'row.b'),
    'content.translations.he: missing "row.b"; add it, or remove "he" from content.languages',
  ],
  [
    'the agree label missing in one language',
    (s) => drop(s.content.translations.en!, 'consent.agree'),
    'content.translations.en: missing "consent.agree"; add it, or remove "en" from content.languages',
  ],
]

describe('seeding the new question types', () => {
  it('takes the fixture as it is', () => {
    expect(seedWith(() => undefined)).not.toThrow()
  })

  it.each(cases)('refuses %s, naming the member', (_name, edit, problem) => {
    expect(seedWith(edit)).toThrow(problem)
  })
})
