// The critical components (GLI-19 §2.3.2): the files whose code decides a game's outcome or a sports
// price, each with the games it decides. A release manifest records each component's certified SHA-256
// (manifest.ts); a component whose files hash otherwise takes its games offline.
import { ORIGINALS_GAMES, type OriginalsGame } from '@arena/contracts';

/** what a component decides: an Arena Originals game, or the sportsbook's prices */
export type Decided = OriginalsGame | 'sports';

export interface CriticalComponent {
  id: string;
  label: string;
  /** paths from the repository's root */
  files: string[];
  decides: readonly Decided[];
}

const MATH = 'packages/provably-fair/src';
const ALL: readonly Decided[] = [...ORIGINALS_GAMES, 'sports'];

export const CRITICAL_COMPONENTS: readonly CriticalComponent[] = [
  // the bundle production runs: every game and price is in it
  { id: 'server', label: 'Compiled server (server/dist/main.js)', files: ['server/dist/main.js'], decides: ALL },
  {
    id: 'game-math',
    label: 'Game maths: seeds to numbers (@arena/provably-fair)',
    files: ['index.ts', 'mapping.ts', 'keyed-hmac.ts', 'simd-hmac.ts', 'fast-rounds.ts', 'steps.ts'].map((f) => `${MATH}/${f}`),
    decides: ORIGINALS_GAMES,
  },
  {
    id: 'instant-games',
    label: 'Instant games: Dice, Limbo and the single-step rounds',
    files: [`${MATH}/instant-games.ts`],
    decides: ['dice', 'limbo', 'sultan', 'bosphorus', 'roulette', 'plinko'],
  },
  { id: 'paytable-slots', label: 'Slot paytables and reels', files: [`${MATH}/slots.ts`], decides: ['sultan', 'bosphorus'] },
  { id: 'paytable-plinko', label: 'Plinko paytable', files: [`${MATH}/plinko.ts`], decides: ['plinko'] },
  { id: 'roulette', label: 'Roulette wheel and payouts', files: [`${MATH}/roulette.ts`, `${MATH}/auto-roulette.ts`], decides: ['roulette', 'auto-roulette'] },
  { id: 'blackjack', label: 'Blackjack rules and shoe', files: [`${MATH}/blackjack.ts`], decides: ['blackjack'] },
  {
    id: 'live-games',
    label: 'Live games: crash curve, wheel, bingo',
    files: [`${MATH}/live-games.ts`, `${MATH}/wheel.ts`, `${MATH}/bingo.ts`],
    decides: ['aviator', 'wheel', 'auto-roulette', 'bingo'],
  },
  { id: 'feed-pricing', label: 'Sports feed pricing', files: ['server/src/modules/sports/catalogue/pricing.ts'], decides: ['sports'] },
];
