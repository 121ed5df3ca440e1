// The bonus service (README.md): the context its use cases share, composed into the object that
// `app.bonus` is. Creating it puts the bonus guard on the wallet.
import { createBonusContext, type BonusContext, type BonusDeps } from './context';
import { claimBonus } from './use-cases/claim-bonus';
import { claimTrial, trialAmount } from './use-cases/claim-trial-bonus';
import { expireDue } from './use-cases/expire-bonuses';
import { forfeitBonus, forfeitBonusByOperator } from './use-cases/forfeit-bonus';
import { grantBonusByOperator } from './use-cases/grant-bonus';
import { listOffers } from './use-cases/list-offers';
import { listPlayerBonuses } from './use-cases/list-player-bonuses';
import { settleFreeBet } from './use-cases/settle-free-bet';
import { settleFreeSpin } from './use-cases/settle-free-spin';
import { sportsSettled } from './use-cases/settle-sports-wagering';
import { showWithdrawalImpact } from './use-cases/show-withdrawal-impact';
import { takeFreeSpin } from './use-cases/take-free-spin';
import { useFreeBet } from './use-cases/use-free-bet';
import { createWalletGuard } from './wallet-guard';

export type { BonusDeps, OperatorStep } from './context';
export type { ClaimContext, ClaimSignals } from './eligibility';
export { BONUS_MESSAGES, type BonusMessage } from './messages';

export async function createBonusService(deps: BonusDeps) {
  const ctx = await createBonusContext(deps);
  /** a use case with this service's context */
  const bound =
    <A extends unknown[], R>(useCase: (context: BonusContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);
  deps.wallet.addGuard(createWalletGuard(ctx));

  return {
    expireDue: () => expireDue(ctx),
    offers: bound(listOffers),
    claim: bound(claimBonus),
    trialAmount: bound(trialAmount),
    claimTrial: bound(claimTrial),
    mine: bound(listPlayerBonuses),
    forfeit: bound(forfeitBonus),
    forfeitByOperator: bound(forfeitBonusByOperator),
    grantByOperator: bound(grantBonusByOperator),
    takeFreeSpin: bound(takeFreeSpin),
    settleFreeSpin: bound(settleFreeSpin),
    useFreeBet: bound(useFreeBet),
    settleFreeBet: bound(settleFreeBet),
    sportsSettled: bound(sportsSettled),
    withdrawalImpact: bound(showWithdrawalImpact),
  };
}

export type BonusService = Awaited<ReturnType<typeof createBonusService>>;
