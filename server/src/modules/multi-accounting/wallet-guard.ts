// The instruments a deposit or a withdrawal used, linked to the player in the movement's own
// transaction: a deposit's when the provider confirmed it and the wallet credits it, a withdrawal's when
// its amount is held. Added to the wallet before the bonus module's guard, so a deposit match granted by
// this very deposit already sees the instrument's links (bonus/use-cases/grant-deposit-match.ts).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { WalletGuard } from '../wallet/plugin';
import type { MultiAccountingContext } from './context';
import { instrumentsOf } from './signals';
import { linkSignals } from './use-cases/link-signals';

export function createInstrumentGuard(ctx: MultiAccountingContext): WalletGuard {
  return {
    name: 'multi-accounting',
    applies: ({ action }) => action === 'deposit' || action === 'withdraw',
    async check() {},
    async after(tx, action, movement) {
      // the payment request the movement belongs to (a test's or an operator's deposit has none)
      const requests = rowsOf<{ detail: Record<string, unknown> }>(
        await tx.execute(sql`
          SELECT r.detail FROM payment_requests r
          WHERE r.user_id = ${action.userId} AND r.reference = (SELECT t.reference FROM ledger_transactions t WHERE t.id = ${movement.transactionId})`),
      );
      const signals = requests.flatMap(({ detail }) => instrumentsOf(detail));
      await linkSignals(ctx, tx, action.userId, signals);
    },
  };
}
