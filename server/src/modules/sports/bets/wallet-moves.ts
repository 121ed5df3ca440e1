// How the betting side's money movements look in the wallet's ledger, and how a wallet refusal reaches
// the player.
import { walletHttpError, WalletError } from '../../wallet/plugin';

/** how the ledger names the book's movements */
export const GAME = { gameCode: 'sports', provider: 'arena-sports' } as const;
/** the operator id of corrections the book makes by itself (a nudge or the sweep after a correction) */
export const SYSTEM_OPERATOR_ID = 0;

export const betKeyOf = (betId: number) => `sports:bet:${betId}`;
export const gameMove = (bet: { id: number; userId: number }) => ({ ...GAME, userId: bet.userId, roundId: `sports:${bet.id}`, betKey: betKeyOf(bet.id) });

export function refusal(error: unknown): never {
  if (error instanceof WalletError) throw walletHttpError(error);
  throw error;
}
