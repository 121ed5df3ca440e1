// The gates other modules call before money moves: a withdrawal (and, where the licence says so, a
// deposit) needs a verification that still holds, and payouts go to the name it recorded.
import { KYC_PAGE } from '@arena/contracts';
import { HttpError } from '../../http/errors';
import { KYC_MESSAGES, standingOf, type KycContext } from './context';

export type GatedAction = 'withdraw' | 'deposit';

/** Refuses (400, translated, naming the verification page) when the player must verify before `action`. */
export async function requireVerification(ctx: KycContext, userId: number, action: GatedAction): Promise<void> {
  const { standing } = await standingOf(ctx, userId);
  if (action === 'withdraw' && standing.requiredToWithdraw) {
    throw new HttpError(400, standing.renewal ? KYC_MESSAGES.verifyAgainToWithdraw : KYC_MESSAGES.verifyToWithdraw, { page: KYC_PAGE });
  }
  if (action === 'deposit' && standing.requiredToDeposit) throw new HttpError(400, KYC_MESSAGES.verifyToDeposit, { page: KYC_PAGE });
}

/**
 * The name payouts must be made out to: the one the verification that holds now recorded (as its
 * identity document prints it); null without one, when the registered name is all there is.
 */
export async function verifiedName(ctx: KycContext, userId: number): Promise<string | null> {
  const { latest, standing } = await standingOf(ctx, userId);
  return latest && standing.current ? latest.verifiedName : null;
}
