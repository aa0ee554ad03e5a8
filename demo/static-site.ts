import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, relative, sep } from 'node:path'
import { negotiateEncoding, type ContentCoding } from '../src/server/negotiate-encoding'
import { contentTypeOf } from './static-file-types'

/** A build folder served at the site's root: its files keep their relative paths as URLs. */
export interface StaticMount {
  dir: string
  /**
   * Whether the file at this URL path has a content hash in its name, so that it can be cached
   * for a year without asking again; every other file is revalidated (`no-cache` with an ETag).
   */
  immutable(path: string): boolean
}

/** The files of one or more build folders, read into memory once, answered from there. */
export interface StaticSite {
  /**
   * Answers `path` (the URL's path, still percent-encoded, no query) when a file of the site has
   * it — GET and HEAD, 405 for other methods — and returns true; false when no file has it, for
   * the caller to try other routes or answer 404. A path ending in `/` names its `index.html`.
   */
  serve(path: string, request: IncomingMessage, response: ServerResponse): boolean
  /** The URL paths the site answers, sorted. */
  paths(): string[]
}

interface StaticFile {
  contentType: string
  cacheControl: string
  /** The file as built, and its copies in other codings (precompress-files.ts). */
  bodies: Partial<Record<ContentCoding, Buffer>> & { identity: Buffer }
  /** One strong validator per coding: each coding is a representation of its own. */
  etags: Partial<Record<ContentCoding, string>>
}

const immutableCache = 'public, max-age=31536000, immutable'
const compressedSuffixes: Record<string, Exclude<ContentCoding, 'identity'>> = {
  '.br': 'br',
  '.gz': 'gzip',
}

/**
 * Reads every file of the mounts into memory (a later mount's file wins a path both have) and
 * serves them with compression chosen by `Accept-Encoding` (`Vary: Accept-Encoding`), cache
 * headers, ETags and 304s. Only the files found here can ever be sent: a request names a key of
 * an in-memory map, never a path on disk, so `..`, encoded slashes or links lead nowhere. Files
 * and folders whose names start with a dot are left out.
 */
export async function loadStaticSite(mounts: readonly StaticMount[]): Promise<StaticSite> {
  const files = new Map<string, StaticFile>()
  for (const mount of mounts) {
    const entries = await readdir(mount.dir, { recursive: true, withFileTypes: true })
    const names = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(mount.dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((name) => !name.split('/').some((segment) => segment.startsWith('.')))
    const present = new Set(names)
    for (const name of names) {
      const suffix = name.slice(name.lastIndexOf('.'))
      if (compressedSuffixes[suffix] && present.has(name.slice(0, -suffix.length))) continue
      const path = `/${name}`
      const identity = await readFile(join(mount.dir, name))
      const bodies: StaticFile['bodies'] = { identity }
      for (const [extension, coding] of Object.entries(compressedSuffixes)) {
        if (present.has(name + extension)) {
          bodies[coding] = await readFile(join(mount.dir, name + extension))
        }
      }
      const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
      const etags: StaticFile['etags'] = {}
      for (const coding of Object.keys(bodies) as ContentCoding[]) {
        etags[coding] = coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`
      }
      files.set(path, {
        contentType: contentTypeOf(name),
        cacheControl: mount.immutable(path) ? immutableCache : 'no-cache',
        bodies,
        etags,
      })
    }
  }

  return {
    serve(rawPath, request, response) {
      const file = files.get(urlPathOf(rawPath))
      if (!file) return false
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        response.end('method not allowed')
        return true
      }
      const codings = (['br', 'gzip'] as const).filter((coding) => file.bodies[coding])
      const coding = negotiateEncoding(request.headers['accept-encoding'], codings)
      const body = file.bodies[coding] ?? file.bodies.identity
      const etag = file.etags[coding] ?? ''
      const headers: Record<string, string> = {
        'cache-control': file.cacheControl,
        etag,
        ...(codings.length > 0 ? { vary: 'Accept-Encoding' } : {}),
      }
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        response.writeHead(304, headers)
        response.end()
        return true
      }
      response.writeHead(200, {
        ...headers,
        'content-type': file.contentType,
        'content-length': String(body.length),
        'x-content-type-options': 'nosniff',
        ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
      })
      response.end(request.method === 'HEAD' ? undefined : body)
      return true
    },
    paths: () => [...files.keys()].sort(),
  }
}

/** The map key a request path names: decoded, `index.html` for a folder; '' when malformed. */
function urlPathOf(rawPath: string): string {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return ''
  }
  return path.endsWith('/') ? `${path}index.html` : path
}

/** `If-None-Match` holds `*` or the ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
