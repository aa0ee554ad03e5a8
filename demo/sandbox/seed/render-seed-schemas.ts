import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { format, resolveConfig } from 'prettier'
import { seedSchemas, type OpenApiDocument } from './seed-schemas'

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))

/** The OpenAPI document the schemas are made from, relative to the repository. */
export const openApiDocumentPath = 'src/api/openapi/study-service.yaml'

/** Where the seed schemas are committed, relative to the repository. */
export const seedSchemaPaths = {
  study: 'demo/schema/study.schema.json',
  instrument: 'demo/schema/instrument.schema.json',
} as const

/**
 * The seed schemas as their files hold them: made from the OpenAPI document (seed-schemas.ts)
 * and formatted by Prettier with the repository's settings, so that `npm run format:check`
 * passes them and a test can compare them byte for byte.
 */
export async function renderSeedSchemas(
  root = repositoryRoot,
): Promise<{ path: string; text: string }[]> {
  const document = load(await readFile(join(root, openApiDocumentPath), 'utf8')) as OpenApiDocument
  const schemas = seedSchemas(document)
  return Promise.all(
    (Object.keys(seedSchemaPaths) as (keyof typeof seedSchemaPaths)[]).map(async (kind) => {
      const path = seedSchemaPaths[kind]
      const options = await resolveConfig(join(root, path))
      const text = await format(JSON.stringify(schemas[kind]), {
        ...options,
        filepath: join(root, path),
      })
      return { path, text }
    }),
  )
}
