import { randomBytes } from 'node:crypto'

/** A random identifier with a prefix: 18 random bytes are 24 url-safe characters. */
export function randomId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url')}`
}

/** A signing secret (endpoints and inbound URLs): `whsec_` and 32 url-safe characters. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`
}
