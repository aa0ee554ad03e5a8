// Named aliases over the types generated from openapi/link-api.yaml (npm run api:types:link).
// Everything that speaks the Link-Shortening API — the typed client, the sandbox — imports from
// here.
import type { components, operations, paths } from './link-api.gen'

type Schemas = components['schemas']

export type { components as linkComponents, operations as linkOperations, paths as linkPaths }

/**
 * The link API's error body: `{ error: "<message>" }` (docs/service.md#link-api), unlike the study
 * API's.
 */
export type LinkApiErrorBody = Schemas['Error']
/** `active`, or `deleted` once DELETE /links/{id} was called (docs/service.md#link-api). */
export type LinkStatus = Schemas['LinkStatus']
export type Link = Schemas['Link']
export type LinkCreateRequest = Schemas['LinkCreateRequest']
/** One page of links: `{ links, next_cursor }`. */
export type LinkList = Schemas['LinkList']
/** GET /links/{id}: `{ link, clicks }`. */
export type LinkDetail = Schemas['LinkDetail']
export type LinkDeleted = Schemas['LinkDeleted']
