/**
 * Styles of the question types and the instrument grid, kept apart from the frame's styles in
 * styles.ts. Same rules: every selector under `[data-study-runner]`, logical properties only,
 * colours and sizes through the `--sr-*` custom properties.
 */
export const fieldStyles = `
`
