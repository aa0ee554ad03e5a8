import type { Conditions, SessionRecord, Study } from '../../src/api/types'
import type { ConsoleContext } from './console-context'

/** One arm of a study's conditions and its sessions. */
export interface ConditionArm {
  value: string
  /** Every session assigned this arm, whatever its status: what the service balances. */
  started: number
  completed: number
}

/** A study's arms in the content's order, with the variable that records them. */
export interface ConditionArms {
  variableCode: string
  arms: ConditionArm[]
}

/**
 * Counts the sessions of each arm from the sessions dataset (its `condition` column;
 * docs/content-format.md, "Conditions"). Started counts every session, as the service does when
 * it assigns the next one to the arm with the fewest, so a researcher sees the numbers the
 * balancing works from; completed is what each arm has yielded so far. A session whose arm the
 * content no longer lists is left out.
 */
export function countConditionArms(
  conditions: Conditions,
  sessions: readonly Pick<SessionRecord, 'condition' | 'status'>[],
): ConditionArms {
  const arms = new Map(
    conditions.values.map((value) => [value, { value, started: 0, completed: 0 }]),
  )
  for (const session of sessions) {
    const arm = session.condition === null ? undefined : arms.get(session.condition)
    if (!arm) continue
    arm.started++
    if (session.status === 'completed') arm.completed++
  }
  return { variableCode: conditions.variableCode, arms: [...arms.values()] }
}

/**
 * The arms of a study with conditions, from its content and its sessions dataset (both read
 * through the snapshots, so the study page spends the key's budget once per change of the
 * session counts); undefined for a study without conditions, or whose content the service does
 * not serve.
 */
export async function readConditionArms(
  context: Pick<ConsoleContext, 'snapshots'>,
  study: Pick<Study, 'id' | 'counts'>,
): Promise<ConditionArms | undefined> {
  const conditions = (await context.snapshots.content(study.id))?.conditions
  if (!conditions) return undefined
  const sessions = await context.snapshots.rows(study.id, 'sessions', JSON.stringify(study.counts))
  return countConditionArms(conditions, sessions)
}
