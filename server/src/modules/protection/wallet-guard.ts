// Player protection's guard on the wallet: every deposit, bet, launch and claim of a player with an
// exclusion or closure in force is refused, and one that would pass a limit in force.
import { and, eq, inArray } from 'drizzle-orm';
import type { LimitKind } from '@arena/contracts';
import { WalletRefusal, type GuardedAction, type WalletGuard } from '../wallet/plugin';
import type { ProtectionContext } from './context';
import { barOf } from './exclusion-in-force';
import { playerLimits, playerProtection } from './schema';
import { checkLimit } from './use-cases/check-limit';

/** the limits each guarded action is held to (exclusions and closure hold them all) */
const LIMITS_OF: Record<GuardedAction['action'], LimitKind[]> = {
  deposit: ['deposit'],
  bet: ['loss', 'session'],
  play: ['session'],
  claim: [],
  withdraw: [],
};

export function createWalletGuard(ctx: ProtectionContext): WalletGuard {
  const { held } = ctx;
  const guard: WalletGuard = {
    name: 'player-protection',

    // a withdrawal is never held: a player can always take their money out. Every bet is checked: a
    // bet that passed `held` before an exclusion was announced would otherwise be taken after it began.
    // A player without a protection row has nothing to be held to: creating the row marks their cash
    // account (migrations/280_ledger_guarded_accounts.sql), so their bet is checked on that mark, in
    // its own statement, and here only once the mark is there
    applies: (action) => (held.has(action.userId) ? action.action !== 'withdraw' : action.action === 'bet' && 'marked'),

    async check(tx, action, ops) {
      // the player's lock first, as an exclusion takes it: a bet waits for an exclusion being set, then sees it
      await ops.spendable(action.userId);
      // the lock orders concurrent movements of one player: each sums what the one before it committed
      const [row] = await tx.select().from(playerProtection).where(eq(playerProtection.userId, action.userId)).for('update');
      const bar = barOf(ctx, row);
      if (bar) throw new WalletRefusal(bar.key, bar.date ? { date: bar.date } : {}, 403);
      const kinds = LIMITS_OF[action.action];
      if (!row || kinds.length === 0) return;
      const limits = await tx
        .select()
        .from(playerLimits)
        .where(and(eq(playerLimits.userId, action.userId), inArray(playerLimits.kind, kinds)));
      for (const limit of limits) await checkLimit(ctx, tx, limit, action);
    },
  };
  return guard;
}
