import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { createSandbox } from '../../demo/sandbox/create-sandbox'
import type { StudyDefinition } from '../../demo/sandbox/seed/seed-types'

/** Writes a member, of whatever type the mistake needs. */
export function put(target: object, member: string, value: unknown): void {
  Object.assign(target, { [member]: value })
}

/** Leaves a member out. */
export function drop(target: object, member: string): void {
  Reflect.deleteProperty(target, member)
}

/**
 * A seed study file to make mistakes in (the seed-check tables): `fixture` as the file holds it,
 * and `seedWith(edit)`, which writes an edited copy into a fresh seed folder and answers a
 * function that seeds a sandbox from it (throwing the seed's problems). Folders go after each test.
 */
export function seedMistakes(seedDir: string, studyFile: string) {
  const fixture = JSON.parse(
    readFileSync(join(seedDir, 'studies', studyFile), 'utf8'),
  ) as StudyDefinition
  const temporary: string[] = []
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function seedWith(edit: (study: StudyDefinition) => void): () => void {
    const study = structuredClone(fixture)
    edit(study)
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-mistake-'))
    temporary.push(dir)
    mkdirSync(join(dir, 'studies'))
    writeFileSync(join(dir, 'studies', studyFile), JSON.stringify(study))
    return () => createSandbox({ db: ':memory:', seedDirs: [dir] }).close()
  }
  return { fixture, seedWith }
}
