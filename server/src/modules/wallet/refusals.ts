// What a refused movement answers over HTTP (message = translation key), for every route that moves money.
import { HttpError } from '../../http/errors';
import { WalletRefusal, type WalletError, type WalletErrorCode } from './service';

export const WALLET_REFUSALS: Record<WalletErrorCode, { status: 400 | 404 | 409; message: string }> = {
  insufficient_funds: { status: 400, message: 'Insufficient balance.' },
  invalid_amount: { status: 400, message: 'The amount is not valid.' },
  unknown_player: { status: 404, message: 'Unknown player.' },
  unknown_bet: { status: 404, message: 'Unknown bet.' },
  key_conflict: { status: 409, message: 'This transaction id was already used with different details.' },
  bet_rolled_back: { status: 409, message: 'The bet has been rolled back.' },
  // a guard's refusal carries its own sentence (walletRefusal below)
  refused: { status: 400, message: 'This action is not allowed on your account at the moment.' },
};

/** What a route answers for a refused movement: the guard's own sentence, or the code's. */
export function walletHttpError(error: WalletError): HttpError {
  if (error instanceof WalletRefusal) return new HttpError(error.status, error.reason, error.params);
  return new HttpError(WALLET_REFUSALS[error.code].status, WALLET_REFUSALS[error.code].message);
}
