// What the live games say when they refuse a bet or a payment (the i18n catalogue translates them).
export const BETTING_CLOSED = 'Bets are closed for this round; bet on the next one.';
export const NO_OPEN_BET = 'There is no open bet to pay.';
