import { randomBytes } from 'node:crypto'
import type { InstrumentItem, StudyContent } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'
import { findAccountLicense, isLicenseActive } from './licenses-store'
import { scaleSummariesOf } from './scoring'
import { contentRevision } from './seed/assemble-content'
import { loadInstruments } from './seed/seed'
import type { InstrumentDefinition } from './seed/seed-types'
import type { StudyRow } from './studies-store'
import type { StudyCreateInput } from './validate-study-edits'

/**
 * `POST /studies` (docs/service.md#researcher-side): under one of the account's licences that is
 * approved and unexpired — else 422 `license_inactive`, also for a licence id the account does not
 * hold — a new `draft` study whose content is one module presenting all the licensed instrument's
 * items, in the instrument's languages.
 */
export function createStudy(
  db: SandboxDatabase,
  input: StudyCreateInput & { accountId: string; nowIso: string },
): StudyRow {
  return db.transaction(() => {
    const license = findAccountLicense(db, input.accountId, input.licenseRequestId)
    if (!license || !isLicenseActive(license, input.nowIso)) {
      throw new SandboxError(
        'license_inactive',
        license
          ? `Licence "${license.id}" is ${license.status === 'approved' ? 'expired' : license.status}; a study needs an approved, unexpired licence.`
          : `There is no licence "${input.licenseRequestId}" of this account.`,
        [{ field: 'licenseRequestId', message: 'must name an approved, unexpired licence' }],
        {},
        422,
      )
    }
    const instrument = loadInstruments(db).get(license.instrument_id)
    if (!instrument) throw new Error(`licence ${license.id} names a missing instrument`)
    const id = `stu_${randomBytes(12).toString('base64url')}`
    const content = instrumentStudyContent(id, instrument)
    db.prepare(
      `INSERT INTO studies (id, account_id, title, description, status, schedule, target_sample_size,
         license_request_id, content, revision, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'draft', NULL, NULL, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.accountId,
      input.title,
      input.description,
      license.id,
      JSON.stringify(content),
      content.revision,
      input.nowIso,
      input.nowIso,
    )
    return db.prepare('SELECT * FROM studies WHERE id = ?').get(id) as StudyRow
  })()
}

/** The content of a study presenting one instrument: one module with all its items. */
export function instrumentStudyContent(
  studyId: string,
  instrument: InstrumentDefinition,
): StudyContent {
  const instrumentItems: InstrumentItem[] = instrument.items.map((item) => ({
    ...item,
    instrumentId: instrument.id,
    required: item.required ?? true,
  }))
  const translations: StudyContent['translations'] = {}
  for (const language of instrument.languages) {
    translations[language] = { ...instrument.translations[language] }
  }
  const assembled: Omit<StudyContent, 'revision'> = {
    studyId,
    defaultLanguage: instrument.languages[0]!,
    languages: instrument.languages,
    modules: [
      {
        id: instrument.id,
        instrumentId: instrument.id,
        elements: instrument.items.map((item) => item.id),
        paging: 'module',
      },
    ],
    questions: [],
    instrumentItems,
    translations,
    scales: scaleSummariesOf(instrument),
  }
  const { studyId: sameId, ...rest } = assembled
  return { studyId: sameId, revision: contentRevision(assembled), ...rest }
}
