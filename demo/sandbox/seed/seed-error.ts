/**
 * A seed file that cannot be used. The message names the file and each problem, so whoever
 * edits example content sees at once what to fix; the sandbox refuses to start with it.
 */
export class SeedError extends Error {
  override name = 'SeedError' as const

  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, 12).map((problem) => `  - ${problem}`)
    if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`)
    super(`[sandbox] cannot seed from ${file}:\n${shown.join('\n')}`)
  }
}
