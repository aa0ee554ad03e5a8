// Talks to the sandbox directly, as a researcher's backend would: with its own key, never through
// the browser.
const sandboxUrl = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4083'

export interface ResponseRow {
  sessionId: string
  variableCode: string
  valueNum: number | null
  valueText: string | null
  answeredAt: string
}

export interface SessionRow {
  sessionId: string
  status: string
  language: string
  participantRef: string | null
  completedAt: string | null
}

export interface ParadataRow {
  sessionId: string
  variableCode: string
  answeredAt: string
  rtMs: number | null
  changes: number | null
}

export interface ScoreRow {
  sessionId: string
  instrumentId: string
  scale: string
  value: number | null
  band: string | null
}

export async function createKey(
  scopes: string[] = ['read'],
  base: string = sandboxUrl,
): Promise<string> {
  const response = await fetch(`${base}/_sandbox/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scopes }),
  })
  if (response.status !== 201) throw new Error(`POST /_sandbox/keys answered ${response.status}`)
  return ((await response.json()) as { key: string }).key
}

/** Reads every page of a JSON results dataset. */
export async function readResults<Row>(
  key: string,
  studyId: string,
  dataset: 'responses' | 'scores' | 'sessions' | 'paradata',
  base: string = sandboxUrl,
): Promise<Row[]> {
  const rows: Row[] = []
  let cursor: string | null = null
  do {
    const url = new URL(`${base}/api/public/v1/studies/${studyId}/results`)
    url.searchParams.set('dataset', dataset)
    url.searchParams.set('format', 'json')
    if (cursor) url.searchParams.set('cursor', cursor)
    const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } })
    if (!response.ok) throw new Error(`results answered ${response.status}`)
    const page = (await response.json()) as { data: Row[]; nextCursor: string | null }
    rows.push(...page.data)
    cursor = page.nextCursor
  } while (cursor)
  return rows
}

export async function readResultsCsv(
  key: string,
  studyId: string,
  dataset: 'responses' | 'scores',
): Promise<string> {
  const response = await fetch(
    `${sandboxUrl}/api/public/v1/studies/${studyId}/results?dataset=${dataset}&format=csv`,
    { headers: { authorization: `Bearer ${key}` } },
  )
  if (!response.ok) throw new Error(`csv results answered ${response.status}`)
  return response.text()
}

/** One session's responses as `variableCode → value` (text answers as strings). */
export async function answersOf(
  key: string,
  studyId: string,
  sessionId: string,
  base: string = sandboxUrl,
): Promise<Record<string, number | string | null>> {
  const rows = (await readResults<ResponseRow>(key, studyId, 'responses', base)).filter(
    (row) => row.sessionId === sessionId,
  )
  const answers: Record<string, number | string | null> = {}
  for (const row of rows) {
    if (row.variableCode in answers) throw new Error(`${row.variableCode} arrived twice`)
    answers[row.variableCode] = row.valueText ?? row.valueNum
  }
  return answers
}
