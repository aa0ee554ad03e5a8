import { describe, expect, it } from 'vitest'
import type { StudyServiceClient } from '../../src/server'
import { createDatasetSnapshots } from '../../demo/console/dataset-snapshots'

function fakeService() {
  const reads: string[] = []
  let failNext = false
  const service = {
    studies: {
      results: (studyId: string, { dataset }: { dataset: string }) => ({
        toArray: () => {
          reads.push(`${studyId}/${dataset}`)
          if (failNext) {
            failNext = false
            return Promise.reject(new Error('rate limited'))
          }
          return Promise.resolve([{ sessionId: `read ${reads.length}` }])
        },
      }),
      getContent: () => Promise.resolve({ studyId: 's' }),
    },
  } as unknown as StudyServiceClient
  return { service, reads, failOnce: () => (failNext = true) }
}

describe('createDatasetSnapshots', () => {
  it('reads a dataset once for the views of the next seconds, and again after them', async () => {
    const { service, reads } = fakeService()
    let time = 0
    const snapshots = createDatasetSnapshots(service, { ttlMs: 10_000, now: () => time })
    const first = await snapshots.rows('s', 'responses', 'v1')
    time = 9_999
    expect(await snapshots.rows('s', 'responses', 'v1')).toBe(first)
    expect(reads).toEqual(['s/responses'])
    time = 10_000
    expect(await snapshots.rows('s', 'responses', 'v1')).not.toBe(first)
    expect(reads).toHaveLength(2)
  })

  it('reads afresh when the study changed, and per dataset', async () => {
    const { service, reads } = fakeService()
    const snapshots = createDatasetSnapshots(service, { now: () => 0 })
    await Promise.all([
      snapshots.rows('s', 'scores', 'v1'),
      snapshots.rows('s', 'scores', 'v1'), // one read in flight serves both
      snapshots.rows('s', 'sessions', 'v1'),
    ])
    await snapshots.rows('s', 'scores', 'v2')
    expect(reads).toEqual(['s/scores', 's/sessions', 's/scores'])
  })

  it('keeps no failure: the next view reads again', async () => {
    const { service, reads, failOnce } = fakeService()
    const snapshots = createDatasetSnapshots(service, { now: () => 0 })
    failOnce()
    await expect(snapshots.rows('s', 'responses', 'v1')).rejects.toThrow('rate limited')
    await expect(snapshots.rows('s', 'responses', 'v1')).resolves.toHaveLength(1)
    expect(reads).toHaveLength(2)
  })
})
