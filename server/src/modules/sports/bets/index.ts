// The betting side's public surface inside the sports module (owned by bets; see ../book.ts).
export { createSportsBetting, type BettingDeps, type Resettlement, type SportsBetting } from './service';
export { sportsBetRoutes } from './routes';
export { sportsOperatorRoutes } from './operator-routes';
export { describeBookMovements, type BookLine } from './ledger-words';
export { GAME as BOOK_LEDGER_NAMES } from './wallet-moves';
