import { instrumentIdPattern } from './validate-instrument'

/** A JSON Schema (or a schema of the OpenAPI document: OpenAPI 3.1 schemas are JSON Schema). */
export type JsonSchema = { [keyword: string]: unknown }

/** The part of the OpenAPI document the seed schemas are made from. */
export interface OpenApiDocument {
  components: { schemas: Record<string, JsonSchema> }
}

/** The JSON Schemas of the two kinds of seed file. */
export interface SeedSchemas {
  study: JsonSchema
  instrument: JsonSchema
}

const dialect = 'https://json-schema.org/draft/2020-12/schema'
const componentRef = '#/components/schemas/'
const generated =
  'Generated from src/api/openapi/study-service.yaml by `npm run api:schema` ' +
  '(demo/sandbox/seed/seed-schemas.ts): edit those, not this file.'

/**
 * The JSON Schemas of the sandbox's seed files (docs/content-format.md#seed-files), made from the
 * Study Service's OpenAPI document so that the two cannot drift apart: the content members are
 * the document's `StudyContent` and its parts, the study and licence members its `Study` and
 * `License`, an instrument's its `Instrument` and `InstrumentItem`. What a seed file writes
 * differently is changed here, and only here:
 *
 * - the sandbox adds `studyId`, `revision`, `instrumentItems` and `scales` to the content, so a
 *   study file leaves them out, and a module that names an `instrumentId` may leave out
 *   `elements` (it then presents every item of the instrument);
 * - an instrument file writes its items without `instrumentId`, and its scoring rules, which the
 *   service keeps to itself, in the sandbox's own format;
 * - every object refuses members it does not describe, so an editor marks a misspelt member
 *   (the sandbox itself ignores them, as every client of the service does).
 *
 * `$schema` is allowed at the top of both, for editors.
 */
export function seedSchemas(document: OpenApiDocument): SeedSchemas {
  const schemas = document.components.schemas
  const component = (name: string): JsonSchema => {
    const schema = schemas[name]
    if (!schema) throw new Error(`the OpenAPI document has no schema ${name}`)
    return schema
  }
  const propertiesOf = (name: string) => component(name).properties as Record<string, JsonSchema>
  const pick = (name: string, members: string[]) =>
    Object.fromEntries(
      members.map((member) => {
        const schema = propertiesOf(name)[member]
        if (!schema) throw new Error(`the OpenAPI schema ${name} has no member ${member}`)
        return [member, schema]
      }),
    )

  const assembled = ['studyId', 'revision', 'instrumentItems', 'scales']
  const content = component('StudyContent')
  const contentMembers = Object.keys(propertiesOf('StudyContent')).filter(
    (member) => !assembled.includes(member),
  )
  const study: JsonSchema = {
    $schema: dialect,
    title: 'study-runner sandbox: a study seed file, studies/<id>.json',
    description: `A study the sandbox creates when it starts (docs/content-format.md#seed-files). ${generated}`,
    type: 'object',
    required: ['study', 'content'],
    properties: {
      $schema: schemaMember,
      study: {
        description:
          'The study as the sandbox creates it. The file is named after its id; `description` defaults to "", `schedule` and `targetSampleSize` to null.',
        type: 'object',
        required: ['id', 'title', 'status'],
        properties: pick('Study', [
          'id',
          'title',
          'description',
          'status',
          'schedule',
          'targetSampleSize',
        ]),
      },
      license: {
        description:
          'For a study presenting a protected instrument: the licence the seeding account holds for it.',
        type: 'object',
        required: ['instrumentId', 'status'],
        properties: pick('License', ['instrumentId', 'status', 'expiresAt']),
      },
      content: {
        description:
          'What `GET /studies/{id}/content` serves, without `studyId`, `revision`, `instrumentItems` and `scales`: the sandbox adds them, with the items and texts of the instruments the modules name by `instrumentId`.',
        type: 'object',
        required: (content.required as string[]).filter((member) => !assembled.includes(member)),
        properties: {
          ...pick('StudyContent', contentMembers),
          modules: {
            ...propertiesOf('StudyContent').modules,
            items: { $ref: '#/$defs/SeedModule' },
          },
        },
      },
    },
    $defs: {
      SeedModule: {
        ...component('Module'),
        description:
          'A module (OpenAPI `Module`). With an `instrumentId` and no `elements` it presents every item of that instrument in order; `paging` defaults to `module`.',
        required: ['id'],
        if: { not: { required: ['instrumentId'] } },
        then: { required: ['elements'] },
      },
    },
  }

  const item = component('InstrumentItem')
  const bands = propertiesOf('ScaleSummary').bands!
  const instrument: JsonSchema = {
    $schema: dialect,
    title: 'study-runner sandbox: an instrument seed file, instruments/<id>.json',
    description: `An instrument of the sandbox's catalogue (docs/content-format.md#seed-files). ${generated}`,
    type: 'object',
    required: ['id', 'name', 'version', 'languages', 'items', 'translations'],
    properties: {
      $schema: schemaMember,
      id: {
        description: 'The instrument id; the file is named after it.',
        type: 'string',
        pattern: instrumentIdPattern.source,
      },
      ...pick('Instrument', ['name', 'version']),
      protected: { ...propertiesOf('Instrument').protected, default: false },
      languages: {
        ...propertiesOf('Instrument').languages,
        description: 'The languages every text of the instrument is translated into.',
        minItems: 1,
      },
      items: {
        description: 'The items, in order.',
        type: 'array',
        minItems: 1,
        items: { $ref: '#/$defs/SeedInstrumentItem' },
      },
      translations: propertiesOf('StudyContent').translations,
      scoring: {
        description: 'How finishing a session scores the instrument: one rule per scale.',
        type: 'array',
        items: { $ref: '#/$defs/ScoringRule' },
      },
    },
    $defs: {
      SeedInstrumentItem: {
        ...item,
        description:
          'An item (OpenAPI `InstrumentItem`) without `instrumentId`: the sandbox adds it.',
        required: (item.required as string[]).filter((member) => member !== 'instrumentId'),
        properties: Object.fromEntries(
          Object.entries(item.properties as Record<string, JsonSchema>).filter(
            ([member]) => member !== 'instrumentId',
          ),
        ),
      },
      ScoringRule: {
        description:
          "One scale's score (docs/sandbox.md): the `sum` or `mean` of its items' answers, some reversed, named by the first band it falls in. Served as `Score` when a session finishes and described to participants as `ScaleSummary`.",
        type: 'object',
        required: ['scale', 'method', 'items'],
        properties: {
          ...pick('ScaleSummary', ['scale', 'labelKey']),
          method: { type: 'string', enum: ['sum', 'mean'] },
          items: {
            description: "The scale's items, by variableCode.",
            type: 'array',
            minItems: 1,
            items: { type: 'string' },
          },
          reverse: {
            description:
              "Items scored reversed: the item's lowest plus highest option value minus the answer.",
            type: 'array',
            items: { type: 'string' },
          },
          minAnswered: {
            description:
              'With fewer items answered the score is null; a sum of fewer than all is prorated. Defaults to all of `items`.',
            type: 'integer',
            minimum: 1,
          },
          bands: {
            ...bands,
            description:
              'The first band with from ≤ score ≤ to names the score: `label` in results, `labelKey` for participants.',
          },
        },
      },
    },
  }

  return { study: finish(study, schemas), instrument: finish(instrument, schemas) }
}

const schemaMember: JsonSchema = {
  description:
    'The JSON Schema of this file, for editors: a path relative to the file or a URL. The sandbox ignores it.',
  type: 'string',
}

/**
 * Rewrites the document's references to `#/$defs/…`, adds every schema they reach to `$defs`
 * (sorted by name), and closes every object that lists its members to other members.
 */
function finish(root: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const definitions = new Map<string, JsonSchema>()
  const pending: string[] = []
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (typeof node !== 'object' || node === null) return node
    const copy: JsonSchema = {}
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string' && value.startsWith(componentRef)) {
        const name = value.slice(componentRef.length)
        if (!definitions.has(name) && !pending.includes(name)) pending.push(name)
        copy.$ref = `#/$defs/${name}`
      } else {
        copy[keyword] = rewrite(value)
      }
    }
    if (copy.properties !== undefined && copy.additionalProperties === undefined) {
      copy.additionalProperties = false
    }
    return copy
  }
  const { $defs: own = {}, ...rest } = root as JsonSchema & { $defs?: Record<string, JsonSchema> }
  const result = rewrite(rest) as JsonSchema
  for (const [name, schema] of Object.entries(own))
    definitions.set(name, rewrite(schema) as JsonSchema)
  while (pending.length > 0) {
    const name = pending.shift()!
    const schema = schemas[name]
    if (!schema) throw new Error(`the OpenAPI document has no schema ${name}`)
    definitions.set(name, rewrite(schema) as JsonSchema)
  }
  const sorted = [...definitions.keys()].sort()
  return {
    ...result,
    $defs: Object.fromEntries(sorted.map((name) => [name, definitions.get(name)])),
  }
}
