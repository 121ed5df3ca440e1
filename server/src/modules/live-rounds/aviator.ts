// Aviator on the live engine: the plane takes off when betting closes, the multiplier grows as the
// published flightMultiplier(t) of the server's clock, and the round ends at the crash point its hash
// gives. One rule pays both kinds of cash-out: a multiplier m is paid when m ≤ the crash point, so a
// bet is paid at its auto cash-out when the flight reaches it, or at the multiplier of the moment the
// server receives a manual cash-out — the crash point itself included, refused once the flight is past
// it. P(crash ≥ m) = RTP / m, so either returns the declared RTP at any m.
import { flightMs, flightMultiplier, type AviatorResult } from '@arena/provably-fair';
import type { BetRow, LiveGameRules } from './engine';

export const CASH_OUT_TOO_LATE = 'Too late: the plane flew away before your cash-out arrived.';

const crashOf = (result: Record<string, unknown>) => (result as unknown as AviatorResult).crashPoint;
const autoOf = (params: Record<string, unknown>) => (typeof params.autoCashOut === 'number' ? params.autoCashOut : null);

export const aviatorRules: LiveGameRules = {
  runningMs: (result) => flightMs(crashOf(result)),
  // an auto cash-out the flight reached (the crash point included) pays its target; any other bet flew away
  settle: (params, result) => {
    const auto = autoOf(params);
    return auto !== null && auto <= crashOf(result) ? auto : 0;
  },
  due: (bets: BetRow[], result, elapsedMs) => {
    const reached = flightMultiplier(elapsedMs);
    return bets.flatMap((bet) => {
      const auto = autoOf(bet.params);
      return auto !== null && auto <= reached && auto <= crashOf(result) ? [{ bet, multiplier: auto }] : [];
    });
  },
};

/** A manual cash-out `elapsedMs` after take-off (server time): the multiplier then, or null once the flight is past the crash point. */
export function aviatorCashOutAt(result: Record<string, unknown>, params: Record<string, unknown>, elapsedMs: number): number | null {
  const reached = flightMultiplier(elapsedMs);
  if (elapsedMs < 0 || reached > crashOf(result)) return null;
  // an auto cash-out the tick has not paid yet is worth its target, not more
  const auto = autoOf(params);
  return auto !== null ? Math.min(reached, auto) : reached;
}
