// The licence's slot stake cap (LicenceProfile.slots): the most one slot spin may stake, and a lower cap
// for younger adults where the licence has one (UKGC: £5 a spin, £2 for players aged 18–24). Checked
// inside the spin's transaction, with the player's birth date as registered, at the spin's own time.
import { eq } from 'drizzle-orm';
import type { LicenceProfile } from '@arena/contracts';
import { HttpError } from '../../http/errors';
import { users } from '../auth/plugin';
import type { PaceCheck } from './service';

export const SLOT_STAKE_CAPPED = "Under this site's licence a slot spin can stake at most {amount}.";

/** whole years from a calendar birth date ('YYYY-MM-DD') to an instant, in UTC: a birthday counts from its first hour */
export function ageAt(birthDate: string, at: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  const before = at.getUTCMonth() + 1 < month || (at.getUTCMonth() + 1 === month && at.getUTCDate() < day);
  return at.getUTCFullYear() - year - (before ? 1 : 0);
}

/** the cap for a player of this age: the age band's where it applies, else the licence's, else none */
export function slotStakeCapFor(slots: LicenceProfile['slots'], age: number): number | null {
  if (slots.ageBandCap && age < slots.ageBandCap.belowAge) return slots.ageBandCap.maxStake;
  return slots.maxStake;
}

/** the spin check for a licence with a cap; none for a licence without one (no query per spin) */
export function slotStakeCap(slots: LicenceProfile['slots']): PaceCheck | undefined {
  if (slots.maxStake === null && slots.ageBandCap === null) return undefined;
  return async (tx, round) => {
    const [player] = await tx.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, round.userId));
    const cap = slotStakeCapFor(slots, ageAt(player.birthDate, round.createdAt));
    if (cap !== null && round.amount > cap) throw new HttpError(400, SLOT_STAKE_CAPPED, { amount: { money: cap } });
  };
}
