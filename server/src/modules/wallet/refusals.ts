// What a refused movement answers over HTTP (message = translation key), for every route that moves money.
import type { WalletErrorCode } from './service';

export const WALLET_REFUSALS: Record<WalletErrorCode, { status: 400 | 404 | 409; message: string }> = {
  insufficient_funds: { status: 400, message: 'Insufficient balance.' },
  invalid_amount: { status: 400, message: 'The amount is not valid.' },
  unknown_player: { status: 404, message: 'Unknown player.' },
  unknown_bet: { status: 404, message: 'Unknown bet.' },
  key_conflict: { status: 409, message: 'This transaction id was already used with different details.' },
  bet_rolled_back: { status: 409, message: 'The bet has been rolled back.' },
};
