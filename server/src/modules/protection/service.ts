// Player protection (UKGC RTS 12–14, LCCP; MGA): the limits a player sets on themself, the reality
// check, time-out, self-exclusion and closure, and the activity statement, one use case a file in
// use-cases/. Enforcement is the wallet guard (wallet-guard.ts: deposits, bets, launches, claims) and
// the login check, so a crafted request is refused exactly like a click. Which players have a limit, an
// exclusion or a closure is kept in memory on every instance (context.ts: loaded at start, announced on
// every change): a player with none costs the wallet no query.
import { createProtectionContext, type ProtectionContext, type ProtectionDeps } from './context';
import { assertMayLogin } from './use-cases/check-login';
import { marketingAllowed } from './use-cases/check-marketing';
import { closeAccount } from './use-cases/close-account';
import { closedBefore } from './use-cases/closed-before';
import { confirmLimit } from './use-cases/confirm-limit';
import { selfExclude } from './use-cases/self-exclude';
import { setLimit } from './use-cases/set-limit';
import { depositLimitMissing, requireDepositLimit } from './use-cases/require-deposit-limit';
import { liftSelfExclusion } from './use-cases/lift-self-exclusion';
import { setRealityCheck } from './use-cases/set-reality-check';
import { showActivityStatement } from './use-cases/show-activity-statement';
import { showPlaySession } from './use-cases/show-play-session';
import { showSettings } from './use-cases/show-protection-settings';
import { startTimeOut } from './use-cases/start-time-out';
import { createWalletGuard } from './wallet-guard';

export type { ProtectionDeps } from './context';
export { PROTECTION_MESSAGES } from './messages';

export type ProtectionService = Awaited<ReturnType<typeof createProtectionService>>;

export async function createProtectionService(deps: ProtectionDeps) {
  const ctx = await createProtectionContext(deps);
  /** a use case with this service's context */
  const bound =
    <A extends unknown[], R>(useCase: (context: ProtectionContext, ...args: A) => R) =>
    (...args: A): R =>
      useCase(ctx, ...args);

  return {
    /** the licence's protection rules (config.licence.profile) */
    licence: deps.licence,
    guard: createWalletGuard(ctx),
    settings: bound(showSettings),
    setLimit: bound(setLimit),
    confirmLimit: bound(confirmLimit),
    requireDepositLimit: bound(requireDepositLimit),
    depositLimitMissing: bound(depositLimitMissing),
    setRealityCheck: bound(setRealityCheck),
    playSession: bound(showPlaySession),
    timeOut: bound(startTimeOut),
    selfExclude: bound(selfExclude),
    liftSelfExclusion: bound(liftSelfExclusion),
    closeAccount: bound(closeAccount),
    closedBefore: bound(closedBefore),
    assertMayLogin: bound(assertMayLogin),
    marketingAllowed: bound(marketingAllowed),
    statement: bound(showActivityStatement),
  };
}
