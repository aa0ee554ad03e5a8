import { describe, expect, it } from 'vitest'
import {
  filterOptions,
  foldForMatch,
  matchableOptions,
} from '../../../src/react/more-fields/filter-options'

describe('foldForMatch', () => {
  it('drops case and accents', () => {
    expect(foldForMatch('Réunion', 'fr')).toBe('reunion')
    expect(foldForMatch('SÃO TOMÉ', 'pt')).toBe('sao tome')
    expect(foldForMatch('Curaçao', 'en')).toBe('curacao')
  })

  it("lowers case by the language's rules", () => {
    expect(foldForMatch('ISPARTA', 'tr')).toBe('ısparta')
    expect(foldForMatch('ISPARTA', 'en')).toBe('isparta')
    // Dotted capital I: "i" in Turkish; in English its dot is a combining mark, dropped.
    expect(foldForMatch('İzmir', 'tr')).toBe('izmir')
    expect(foldForMatch('İzmir', 'en')).toBe('izmir')
  })

  it('drops Hebrew points and Arabic vowel marks', () => {
    expect(foldForMatch('שָׁלוֹם', 'he')).toBe('שלום')
    expect(foldForMatch('مِصْر', 'ar')).toBe('مصر')
  })
})

describe('filterOptions', () => {
  const labels = ['Réunion', 'France', "Côte d'Ivoire", 'Germany']
  const options = matchableOptions(labels, (label) => label, 'en')

  it('keeps the options containing the query anywhere, in their order', () => {
    const shown = (query: string) => filterOptions(options, query, 'en').map((item) => item.label)
    expect(shown('RE')).toEqual(['Réunion', "Côte d'Ivoire"])
    expect(shown('an')).toEqual(['France', 'Germany'])
    expect(shown('  fr ')).toEqual(['France'])
    expect(shown('xyz')).toEqual([])
  })

  it('keeps them all for an empty query, with their indexes', () => {
    expect(filterOptions(options, ' ', 'en')).toBe(options)
    expect(options.map((item) => item.index)).toEqual([0, 1, 2, 3])
  })
})
