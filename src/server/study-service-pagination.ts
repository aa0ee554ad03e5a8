/** One page of a list: `{ data, nextCursor }` (docs/service.md#researcher-side). */
export interface Page<Item> {
  data: Item[]
  nextCursor: string | null
}

/**
 * A list that fetches its pages as you iterate, never before.
 *
 * @example
 * for await (const study of client.studies.list({ status: 'live' })) console.log(study.title)
 * const all = await client.licenses.list().toArray()
 */
export interface Paginated<Item> extends AsyncIterable<Item> {
  /** Iterates page by page, e.g. to show progress or stop at a page boundary. */
  pages(): AsyncIterableIterator<Page<Item>>
  /** Fetches every page and returns all items; mind long lists and the request budget. */
  toArray(): Promise<Item[]>
}

/**
 * Makes a {@link Paginated} list from a page fetcher. The first page is asked without a cursor,
 * each next one with the previous `nextCursor`, until it is null.
 *
 * @throws Error when the service answers the same cursor again (it would never end).
 */
export function paginate<Item>(
  fetchPage: (cursor: string | undefined) => Promise<Page<Item>>,
): Paginated<Item> {
  async function* pages(): AsyncIterableIterator<Page<Item>> {
    let cursor: string | undefined
    const seen = new Set<string>()
    for (;;) {
      const page = await fetchPage(cursor)
      yield page
      if (page.nextCursor === null || page.nextCursor === undefined) return
      if (seen.has(page.nextCursor)) {
        throw new Error('[study-runner] the Study Service answered a cursor twice; stopping')
      }
      seen.add(page.nextCursor)
      cursor = page.nextCursor
    }
  }
  async function* items(): AsyncIterableIterator<Item> {
    for await (const page of pages()) yield* page.data
  }
  return {
    [Symbol.asyncIterator]: items,
    pages,
    async toArray() {
      const all: Item[] = []
      for await (const item of items()) all.push(item)
      return all
    },
  }
}
