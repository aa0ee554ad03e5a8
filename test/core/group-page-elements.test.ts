import { describe, expect, it } from 'vitest'
import { createElementResolver } from '../../src/core/content'
import { groupPageElements } from '../../src/core/group-page-elements'
import { buildPages } from '../../src/core/pages'
import { everyTypeContent } from '../fixtures/every-type-content'
import { studyContent } from '../fixtures/study-content'

function shape(content = everyTypeContent()) {
  const pages = buildPages(content, createElementResolver(content))
  return pages.map((page) =>
    groupPageElements(page).map((group) =>
      group.kind === 'grid' ? group.items.map((item) => item.id) : group.element.id,
    ),
  )
}

describe('groupPageElements', () => {
  it("shows an instrument module's items as one grid and questions one by one", () => {
    expect(shape()).toEqual([
      ['note', 'activity', 'stress', 'rested', 'dose', 'comment', 'hostile'],
      [['wb3.1', 'wb3.2', 'wb3.3']],
    ])
  })

  it('keeps a lone item (one per page) a plain question', () => {
    expect(shape(studyContent())[1]).toEqual(['des6.1'])
  })

  it('starts a new grid where the options change', () => {
    const content = everyTypeContent()
    const third = content.instrumentItems[2]
    if (third) third.options = [{ value: 1, labelKey: 'other' }]
    expect(shape(content)[1]).toEqual([['wb3.1', 'wb3.2'], 'wb3.3'])
  })

  it('does not make a grid outside an instrument module', () => {
    const content = everyTypeContent()
    delete content.modules[1]?.instrumentId
    expect(shape(content)[1]).toEqual(['wb3.1', 'wb3.2', 'wb3.3'])
  })
})
