// The slots' minimum game cycle (UKGC RTS 14: no spin faster than 2.5 s, no turbo): a player's slot
// spin is refused while their previous one, on either slot, started less than the configured time ago.
// Refused and cancelled rounds (insufficient funds) are no spins.
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { SessionStatus } from '@arena/contracts';
import { SLOT_MACHINES, type SlotGame } from '@arena/provably-fair/slots';
import { HttpError } from '../../http/errors';
import { originalsRounds } from './schema';
import type { PaceCheck } from './service';

export const SPIN_TOO_SOON = 'Please wait for the reels to stop.';

const SLOT_GAMES = Object.keys(SLOT_MACHINES) as SlotGame[];

export function slotPace(minSpinMs: number): PaceCheck {
  return async (tx, round) => {
    const [last] = await tx
      .select({ createdAt: originalsRounds.createdAt })
      .from(originalsRounds)
      .where(
        and(
          eq(originalsRounds.userId, round.userId),
          lt(originalsRounds.id, round.id),
          inArray(originalsRounds.game, SLOT_GAMES),
          ne(originalsRounds.status, SessionStatus.Cancelled),
        ),
      )
      .orderBy(desc(originalsRounds.id))
      .limit(1);
    if (last && round.createdAt.getTime() - last.createdAt.getTime() < minSpinMs) throw new HttpError(400, SPIN_TOO_SOON);
  };
}

/** the pace check of every slot, for the studio's service, and the licence's stake cap where it has one */
export const slotPaces = (minSpinMs: number, stakeCap?: PaceCheck): Record<SlotGame, PaceCheck> => {
  const minSpin = slotPace(minSpinMs);
  const pace: PaceCheck = stakeCap
    ? async (tx, round) => {
        await stakeCap(tx, round);
        await minSpin(tx, round);
      }
    : minSpin;
  return Object.fromEntries(SLOT_GAMES.map((game) => [game, pace])) as Record<SlotGame, PaceCheck>;
};
