/** Parses rendered chart HTML into a detached document (jsdom test environment). */
export function parseChart(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><main>${html}</main>`, 'text/html')
}

/** A table's body rows as text cells, row heading first. */
export function tableRows(table: Element): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ''),
  )
}
