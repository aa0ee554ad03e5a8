import type { ContentEncoders } from './content-encoders'
import type { CachedContent } from './create-content-cache'
import type { CompressedCoding } from './negotiate-encoding'

/** Options of {@link createContentEncodings}. */
export interface ContentEncodingsOptions {
  encoders: ContentEncoders
  /** Bodies smaller than this many bytes are sent as they are. */
  minBytes: number
  /** Receives an encoder's failure; the body is then sent as it is. */
  onError: (error: unknown) => void
}

/** One study's current revision as bytes, and its compressed copies once made. */
interface Encodings {
  etag: string | null
  text: string
  identity: Uint8Array<ArrayBuffer>
  /** A coding's bytes, or null when it failed or saved nothing (then never tried again). */
  compressed: Map<CompressedCoding, Promise<Uint8Array<ArrayBuffer> | null>>
}

/** One revision of a study's content, in the codings it may be sent in. */
export interface EncodedContent {
  /** The content as UTF-8 bytes. */
  identity: Uint8Array<ArrayBuffer>
  /** The codings worth offering: none for a body under the threshold. */
  codings: readonly CompressedCoding[]
  /** The content compressed in `coding`, or null to send it as it is. */
  compressed(coding: CompressedCoding): Promise<Uint8Array<ArrayBuffer> | null>
}

/** Content per study as bytes and compressed copies. */
export interface ContentEncodings {
  /** The encodings of the revision `entry` holds (made now if it is new). */
  of(studyId: string, entry: CachedContent): EncodedContent
}

// Enough for every study a key serves; past it the least recently served is dropped (and
// compressed again when asked for).
const maxStudies = 100

/**
 * Compressed copies of content, made once per study revision in this process (not per request):
 * the first request for a coding compresses, later ones and concurrent ones share that result. A
 * new revision (another ETag, or another body when there is none) replaces the study's copies.
 */
export function createContentEncodings(options: ContentEncodingsOptions): ContentEncodings {
  const byStudy = new Map<string, Encodings>()
  const offered = (['br', 'gzip'] as const).filter((coding) => options.encoders[coding])
  const utf8 = new TextEncoder()

  function current(studyId: string, entry: CachedContent): Encodings {
    const text = entry.body ?? ''
    let encodings = byStudy.get(studyId)
    const same = encodings?.etag === entry.etag && (entry.etag !== null || encodings?.text === text)
    if (!encodings || !same) {
      encodings = { etag: entry.etag, text, identity: utf8.encode(text), compressed: new Map() }
    }
    // Re-inserted: the map's order is the order of last use.
    byStudy.delete(studyId)
    byStudy.set(studyId, encodings)
    if (byStudy.size > maxStudies) byStudy.delete(byStudy.keys().next().value!)
    return encodings
  }

  function compressed(encodings: Encodings, coding: CompressedCoding) {
    let pending = encodings.compressed.get(coding)
    const encode = options.encoders[coding]
    if (pending || !encode) return pending ?? Promise.resolve(null)
    // Deferred a microtask, so that an encoder throwing at once fails like one that rejects.
    pending = Promise.resolve(encodings.identity)
      .then(encode)
      .then(
        (bytes) => (bytes.byteLength < encodings.identity.byteLength ? bytes : null),
        (error: unknown) => {
          options.onError(error)
          return null
        },
      )
    encodings.compressed.set(coding, pending)
    return pending
  }

  return {
    of(studyId, entry) {
      const encodings = current(studyId, entry)
      const { identity } = encodings
      return {
        identity,
        codings: identity.byteLength >= options.minBytes ? offered : [],
        compressed: (coding) => compressed(encodings, coding),
      }
    },
  }
}
