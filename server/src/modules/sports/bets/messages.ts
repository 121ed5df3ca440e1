// What the betting side says when it refuses a slip, a cash out or an auto cash out (the i18n catalogue
// translates them).
export const BETTING_CLOSED = 'The sportsbook does not take bets at the moment.';
export const STAKE_TOO_LOW = 'The stake is below the minimum.';
export const STAKE_TOO_HIGH = 'The stake is over the maximum.';
export const STAKE_OVER_MAX_PAYOUT = 'The stake is over the maximum payout.';
export const TOO_MANY_SELECTIONS = 'There are too many selections on the bet slip.';
export const SELECTION_TWICE = 'A selection is on the bet slip twice.';
export const ONE_PER_EVENT = 'An accumulator or system bet takes one selection per event.';
export const ACCUMULATOR_SIZE = 'An accumulator needs at least two selections.';
export const SYSTEM_SIZE = "A system bet's size must be at least two and smaller than its number of selections.";
export const MARKET_LIMIT = 'Your stakes on this market would be over its limit.';
export const SLIP_REUSED = 'This bet slip was already placed with other selections.';
export const BET_NOT_FOUND = 'The bet was not found.';
export const BET_SETTLED = 'The bet is already settled.';
export const FREE_BET_ONE_BET = 'A free bet is one bet: a single on one selection, or an accumulator.';
export const FREE_BET_NO_CASH_OUT = 'A free bet cannot be cashed out.';
export const PORTION_TOO_HIGH = 'A partial cash out must be less than the offer.';

/** a bet of a type the site's licence does not allow (LicenceProfile.disallowed.betTypes), by type */
export const BET_TYPE_NOT_LICENSED = {
  single: "Single bets are not offered under this site's licence.",
  accumulator: "Accumulator bets are not offered under this site's licence.",
  system: "System bets are not offered under this site's licence.",
  live: "Bets on events in play are not offered under this site's licence.",
  'cash-out': "Cashing out a bet is not offered under this site's licence.",
} as const;
