import { randomInt } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Generated codes: 8 of 62 characters, about 2·10¹⁴ of them — not worth guessing. */
export const generatedCodeLength = 8

/**
 * An alias (docs/service.md#link-api): 3–64 of `A-Z a-z 0-9 _ -`; it becomes the link's
 * `short_code`.
 */
export const aliasPattern = /^[A-Za-z0-9_-]{3,64}$/

/**
 * A random, url-safe short code from a cryptographic source. Uniqueness against every code
 * ever given out (aliases and deleted links included) is the store's job: it draws again.
 */
export function generateShortCode(): string {
  let code = ''
  for (let index = 0; index < generatedCodeLength; index++) code += alphabet[randomInt(62)]
  return code
}
