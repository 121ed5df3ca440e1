// The "same person" check the bonus module asks at a claim and at a deposit match's grant: the accounts
// of the player's cluster (their own first), and whether a risk operator marked it bonus restricted.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bonusRestrictions } from '../schema';
import { clusterOf } from './cluster-of';

export interface Person {
  /** the player's own account first, then the others linked to it */
  accounts: number[];
  /** no account of the cluster may take a bonus: an operator's mark, or a cluster too large to follow */
  restricted: boolean;
}

/** `on`: the caller's transaction, when it is in one */
export async function samePerson(on: Db, userId: number): Promise<Person> {
  const { accounts, truncated } = await clusterOf(on, userId);
  const marked = await on.select({ userId: bonusRestrictions.userId }).from(bonusRestrictions).where(inArray(bonusRestrictions.userId, accounts)).limit(1);
  return { accounts, restricted: truncated || marked.length > 0 };
}
