/**
 * A strict RFC 4180 reader for the tests: CRLF records, fields quoted when they hold a comma,
 * quote, CR or LF, quotes doubled inside. Anything else — a bare quote inside an unquoted
 * field, a lone CR or LF between records, text after a closing quote — throws, so the sandbox's
 * CSV must be exactly standard to pass.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let index = 0
  if (!text.endsWith('\r\n')) throw new Error('CSV must end with CRLF')
  while (index < text.length) {
    let field = ''
    if (text[index] === '"') {
      index++
      for (;;) {
        const quote = text.indexOf('"', index)
        if (quote < 0) throw new Error('unterminated quoted field')
        field += text.slice(index, quote)
        if (text[quote + 1] === '"') {
          field += '"'
          index = quote + 2
        } else {
          index = quote + 1
          break
        }
      }
    } else {
      const end = text.slice(index).search(/[,\r\n]/)
      field = text.slice(index, index + end)
      if (field.includes('"')) throw new Error(`quote inside an unquoted field: ${field}`)
      index += end
    }
    record.push(field)
    if (text[index] === ',') {
      index++
    } else if (text.startsWith('\r\n', index)) {
      records.push(record)
      record = []
      index += 2
    } else {
      throw new Error(`unexpected character ${JSON.stringify(text[index])} at ${index}`)
    }
  }
  return records
}
