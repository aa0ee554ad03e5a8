import { extname } from 'node:path'

/** Media types of the files the demo's builds produce (and a few a page might add). */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** The `Content-Type` of a file by its extension; `application/octet-stream` when unknown. */
export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Whether a file is worth storing compressed: text the browser loads with the page. Source maps
 * are text too, but only developer tools fetch them, so they are sent as they are.
 */
export function isCompressible(file: string): boolean {
  const extension = extname(file).toLowerCase()
  return (
    extension !== '.map' &&
    /^(text\/|application\/(json|manifest\+json)|image\/svg)/.test(contentTypeOf(file))
  )
}
