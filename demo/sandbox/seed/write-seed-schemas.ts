import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderSeedSchemas } from './render-seed-schemas'

// `npm run api:schema`: writes the seed files' JSON Schemas (demo/schema/) from the OpenAPI
// document; test/sandbox/seed-schemas.test.ts fails while the committed ones are stale.
const root = fileURLToPath(new URL('../../..', import.meta.url))
for (const { path, text } of await renderSeedSchemas(root)) {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), text)
  console.log(`wrote ${path}`)
}
