// What a slip stakes and may return, with the server's own arithmetic (@arena/contracts), so the
// slip shows the payout the book pays.
import { accumulatorPayout, accumulatorPrice, combinations, type SportsSettings } from '@arena/contracts';
import type { SlipSelection, SlipSettings } from './useBetSlip';

export interface SlipTotals {
  /** bets the slip places: one per selection (singles), one (accumulator), n choose k (system) */
  betCount: number;
  totalStake: number;
  /** the accumulator's (or a lone single's) odds; null where several bets have no one price */
  totalOdds: number | null;
  /** the most the slip returns if every bet wins, each bet capped at the maximum payout */
  payout: number;
  /** a bet of the slip would pay more than the maximum payout */
  capped: boolean;
  /** system sizes the slip may use (2 .. n-1) */
  systemSizes: number[];
}

/** Whether the selections may be combined into one bet: at most one per event. */
export const combinable = (selections: readonly SlipSelection[]) => new Set(selections.map((s) => s.eventId)).size === selections.length;

export function slipTotals(selections: readonly SlipSelection[], settings: SlipSettings, maxPayout: number): SlipTotals {
  const n = selections.length;
  const prices = selections.map((s) => s.price);
  const stake = settings.stake ?? 0;
  const systemSizes = Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2);
  const groups: number[][] =
    settings.type === 'single'
      ? prices.map((_, i) => [i])
      : settings.type === 'accumulator'
        ? n >= 2
          ? [prices.map((_, i) => i)]
          : []
        : systemSizes.includes(settings.systemSize)
          ? combinations(n, settings.systemSize)
          : [];
  const betCount = groups.length;
  let payout = 0;
  let capped = false;
  for (const group of groups) {
    const full = accumulatorPayout(
      stake,
      group.map((i) => prices[i]),
    );
    capped ||= full > maxPayout;
    payout += Math.min(full, maxPayout);
  }
  const totalOdds = settings.type === 'accumulator' && n >= 2 ? accumulatorPrice(prices) : settings.type === 'single' && n === 1 ? prices[0] : null;
  return { betCount, totalStake: betCount * stake, totalOdds, payout, capped, systemSizes };
}

/** The first reason the slip cannot be placed as it stands (a translation key and its amount), or null. */
export function slipProblem(
  selections: readonly SlipSelection[],
  slip: SlipSettings,
  limits: Pick<SportsSettings, 'minStake' | 'maxStake' | 'maxSelections'>,
): { key: string; amount?: number; count?: number } | null {
  if (selections.length === 0) return { key: 'Add selections to your bet slip' };
  if (selections.length > limits.maxSelections) return { key: 'Too many selections, at most', count: limits.maxSelections };
  if (slip.type !== 'single' && !combinable(selections)) return { key: 'Selections from the same event cannot be combined' };
  if (slip.type === 'accumulator' && selections.length < 2) return { key: 'An accumulator needs at least 2 selections' };
  if (slip.type === 'system' && selections.length < 3) return { key: 'A system bet needs at least 3 selections' };
  if (slip.stake === null || slip.stake === 0) return { key: 'Enter a stake' };
  if (slip.stake < limits.minStake) return { key: 'Minimum stake is', amount: limits.minStake };
  if (slip.stake > limits.maxStake) return { key: 'Maximum stake is', amount: limits.maxStake };
  return null;
}
