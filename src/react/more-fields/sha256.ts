/**
 * SHA-256 of a text's UTF-8 bytes as 64 lowercase hex digits: what a `consent` answer carries as
 * `valueText` (docs/content-format.md). The browser's `crypto.subtle` where there is one; a page
 * that is not a secure context (plain http other than localhost) has none, and gets
 * {@link sha256Hex}, a small implementation of FIPS 180-4 in plain JavaScript.
 */
export async function hashText(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined
  if (subtle) {
    try {
      return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)))
    } catch {
      // A browser that has the object but refuses the digest: the same bytes, hashed here.
    }
  }
  return sha256Hex(bytes)
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

// The first 32 bits of the fractional parts of the square roots of the first 8 primes (the
// initial hash) and of the cube roots of the first 64 (the round constants), FIPS 180-4 §4.2.2
// and §5.3.3: derived once rather than listed, 72 numbers of noise.
let constants: { initial: Int32Array; rounds: Int32Array } | undefined
function sha256Constants() {
  if (constants) return constants
  const fraction = (root: number) => ((root - Math.floor(root)) * 2 ** 32) | 0
  const initial = new Int32Array(8)
  const rounds = new Int32Array(64)
  for (let candidate = 2, found = 0; found < 64; candidate++) {
    let prime = true
    for (let divisor = 2; divisor * divisor <= candidate; divisor++) {
      if (candidate % divisor === 0) prime = false
    }
    if (!prime) continue
    if (found < 8) initial[found] = fraction(Math.sqrt(candidate))
    rounds[found++] = fraction(Math.cbrt(candidate))
  }
  return (constants = { initial, rounds })
}

/** The eight 32-bit words of the hash state. */
type Words = [number, number, number, number, number, number, number, number]

const rotate = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits))

/** SHA-256 of `data`, in plain JavaScript: 64 lowercase hex digits. */
export function sha256Hex(data: Uint8Array): string {
  const { initial, rounds } = sha256Constants()
  let hash: Words = [...initial] as Words
  // The message, a 1 bit, zeros, and its length in bits as 64 bits: a multiple of 64 bytes.
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(data.length / 2 ** 29))
  view.setUint32(padded.length - 4, (data.length * 8) >>> 0)
  // Int32Array arithmetic wraps modulo 2^32, as the standard adds.
  const schedule = new Int32Array(64)
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) {
        schedule[t] = view.getInt32(block + t * 4)
        continue
      }
      const early = schedule[t - 15]!
      const late = schedule[t - 2]!
      schedule[t] =
        schedule[t - 16]! +
        (rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3)) +
        schedule[t - 7]! +
        (rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10))
    }
    let [a, b, c, d, e, f, g, h] = hash
    for (let t = 0; t < 64; t++) {
      const t1 =
        (h +
          (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
          ((e & f) ^ (~e & g)) +
          rounds[t]! +
          schedule[t]!) |
        0
      const t2 =
        ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    const [a0, b0, c0, d0, e0, f0, g0, h0] = hash
    hash = [a0 + a, b0 + b, c0 + c, d0 + d, e0 + e, f0 + f, g0 + g, h0 + h].map(
      (word) => word | 0,
    ) as Words
  }
  return Array.from(hash, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('')
}
