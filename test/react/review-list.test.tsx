// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StudyContent } from '../../src/api/types'
import { createElementResolver } from '../../src/core/content'
import { buildPages } from '../../src/core/pages'
import type { Answer } from '../../src/core/response-batch'
import { enLaterParts } from '../../src/i18n/catalogues/en-later-parts'
import { createWidgetI18n } from '../../src/i18n/create-widget-i18n'
import { createLaterParts } from '../../src/react/later-parts'
import { sharedPieces } from '../../src/react/shared-pieces'
import { WidgetContext } from '../../src/react/widget-context'
import { WidgetI18nContext } from '../../src/react/widget-i18n-context'

afterEach(cleanup)

const { ReviewList } = createLaterParts(sharedPieces)

const options = (...values: number[]) => values.map((value) => ({ value, labelKey: `o${value}` }))

/** One page per type, titled; the info text and the instrument item close the study. */
const content: StudyContent = {
  studyId: 'words',
  revision: 'w1',
  defaultLanguage: 'de',
  languages: ['de'],
  modules: [
    { id: 'choices', titleKey: 'choices.title', elements: ['single', 'multi', 'dropdown'] },
    { id: 'numbers', elements: ['dose', 'slider', 'born', 'note'] },
    { id: 'lists', titleKey: 'lists.title', elements: ['rank', 'grid'], paging: 'element' },
    { id: 'words', titleKey: 'words.title', elements: ['comment', 'agree', 'item'] },
    { id: 'intro', titleKey: 'intro.title', elements: ['intro'] },
  ],
  questions: [
    {
      id: 'single',
      variableCode: 'PET',
      type: 'single',
      textKey: 'pet',
      options: [...options(1), { value: 9, labelKey: 'o9', other: { variableCode: 'PET_TEXT' } }],
    },
    {
      id: 'multi',
      variableCode: 'SPORT',
      type: 'multi',
      textKey: 'sport',
      options: [...options(1, 2), { value: 9, labelKey: 'o9', other: { variableCode: 'SPORT_X' } }],
    },
    {
      id: 'dropdown',
      variableCode: 'LAND',
      type: 'dropdown',
      textKey: 'land',
      options: options(1),
    },
    { id: 'dose', variableCode: 'DOSE', type: 'number', textKey: 'dose' },
    { id: 'slider', variableCode: 'FEEL', type: 'slider', textKey: 'feel', min: 0, max: 100 },
    { id: 'born', variableCode: 'BORN', type: 'date', textKey: 'born' },
    { id: 'note', variableCode: 'NOTE', type: 'info', textKey: 'note' },
    { id: 'rank', variableCode: 'RANK', type: 'ranking', textKey: 'rank', options: options(1, 2) },
    {
      id: 'grid',
      variableCode: 'GRID',
      type: 'matrix',
      textKey: 'grid',
      options: options(1, 2),
      rows: [
        { id: 'a', variableCode: 'GRID_A', textKey: 'row.a' },
        { id: 'b', variableCode: 'GRID_B', textKey: 'row.b' },
      ],
    },
    { id: 'comment', variableCode: 'COMMENT', type: 'text', textKey: 'comment' },
    {
      id: 'agree',
      variableCode: 'AGREE',
      type: 'consent',
      textKey: 'agree.text',
      agreeLabelKey: 'agree.label',
    },
    { id: 'intro', variableCode: 'INTRO', type: 'info', textKey: 'intro' },
  ],
  instrumentItems: [
    { id: 'item', instrumentId: 'i', variableCode: 'ITEM', textKey: 'item', options: options(1) },
  ],
  translations: {
    de: {
      'choices.title': 'Auswahl',
      'lists.title': 'Listen',
      'words.title': 'In **Worten**',
      'intro.title': 'Einleitung',
      pet: 'Haustier?',
      sport: 'Sport?',
      land: 'Land?',
      dose: 'Dosis?',
      feel: 'Gefühl?',
      born: 'Geboren?',
      note: 'Nur ein Hinweis.',
      rank: 'Rangfolge?',
      grid: 'Tabelle?',
      'row.a': 'Zeile A',
      'row.b': 'Zeile B',
      comment: 'Kommentar?',
      'agree.text': 'Ein langer Einwilligungstext.',
      'agree.label': 'Ich stimme zu',
      item: 'Aussage?',
      o1: 'Eins',
      o2: 'Zwei',
      o9: 'Anderes',
    },
  },
}

const given = (valueNum: number | null, valueText?: string): Answer => ({
  valueNum,
  ...(valueText === undefined ? {} : { valueText }),
  answeredAt: '2025-01-01T00:00:00.000Z',
  rtMs: 1,
  changes: 0,
})

const answers: Record<string, Answer> = {
  PET: given(9),
  PET_TEXT: given(null, 'Ein Igel'),
  SPORT_1: given(1),
  SPORT_2: given(0),
  SPORT_9: given(1),
  SPORT_X: given(null, 'Klettern'),
  DOSE: given(2.5),
  FEEL: given(40),
  BORN: given(7669, '1990-12-31'),
  RANK_1: given(2),
  RANK_2: given(1),
  GRID_A: given(2),
  COMMENT: given(null, '**nicht fett**'),
  AGREE: given(1, 'ab12'),
}

async function renderList(onChange?: (index: number) => void) {
  const widgetI18n = createWidgetI18n({ language: 'de' })
  await widgetI18n.load('de')
  widgetI18n.addFallbackStrings(enLaterParts)
  const texts = content.translations.de!
  const widget = {
    language: 'de',
    dir: 'ltr' as const,
    idPrefix: 'w',
    text: (key: string) => texts[key] ?? key,
  }
  const pages = buildPages(content, createElementResolver(content))
  return render(
    <WidgetI18nContext.Provider value={widgetI18n}>
      <WidgetContext.Provider value={widget}>
        <ReviewList pages={pages} answers={answers} onChange={onChange} />
      </WidgetContext.Provider>
    </WidgetI18nContext.Provider>,
  )
}

/** Each question of a page and its answer, as read from the description list. */
function answersUnder(heading: string) {
  const section = screen.getByRole('heading', { name: heading }).closest('.sr-review-page')!
  return Object.fromEntries(
    within(section as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('the review list', () => {
  it('says each answer in words, in the participant’s language', async () => {
    await renderList()
    expect(answersUnder('Auswahl')).toEqual({
      'Haustier?': 'Anderes: Ein Igel',
      'Sport?': 'EinsAnderes: Klettern',
      'Land?': 'Nicht beantwortet',
    })
    expect(answersUnder('Seite 2')).toEqual({
      'Dosis?': '2,5',
      'Gefühl?': '40',
      'Geboren?': '31. Dezember 1990',
    })
    expect(answersUnder('Listen (1 von 2)')).toEqual({ 'Rangfolge?': 'ZweiEins' })
    expect(answersUnder('Listen (2 von 2)')).toEqual({
      'Tabelle?': 'Zeile A: ZweiZeile B: Nicht beantwortet',
    })
    expect(answersUnder('In Worten')).toEqual({
      'Kommentar?': '**nicht fett**',
      'Ich stimme zu': 'Zugestimmt',
      'Aussage?': 'Nicht beantwortet',
    })
  })

  it('lists several chosen options, and a ranking in its order', async () => {
    await renderList()
    const sport = screen.getByText('Sport?').nextElementSibling as HTMLElement
    expect(
      within(sport)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eins', 'Anderes: Klettern'])
    const ranking = within(screen.getByText('Rangfolge?').nextElementSibling as HTMLElement)
    expect(ranking.getByRole('list').tagName).toBe('OL')
    expect(ranking.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Zwei',
      'Eins',
    ])
  })

  it('leaves out what takes no answer: an info text, a page of nothing else', async () => {
    await renderList()
    expect(screen.queryByText('Nur ein Hinweis.')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Einleitung' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5)
  })

  it('names each Change button with its page, and goes to that page', async () => {
    const onChange = vi.fn()
    await renderList(onChange)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent?.startsWith('Ändern'))).toEqual(
      buttons.map(() => true),
    )
    screen.getByRole('button', { name: 'Ändern: Listen (2 von 2)' }).click()
    screen.getByRole('button', { name: 'Ändern: In Worten' }).click()
    expect(onChange.mock.calls).toEqual([[3], [4]])
  })

  it('has no Change buttons without a way to change (the printed copy)', async () => {
    await renderList()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
