// What a finished bet shows: its text, and a celebration (the burst of originals.css and the win's
// sound) that only a win strictly above the stake earns — UKGC RTS 14: a push or a partial return is
// no win to celebrate, so it is shown plainly. Every game's outcome line goes through here.
import { element } from './page';
import { play } from './sound';

export type OutcomeKind = 'win' | 'loss' | 'error' | '';

/** a bet is celebrated only when it pays strictly more than it staked */
export const celebrated = (win: number, stake: number): boolean => win > stake;

/** shows `text` as `kind`; whatever shows next ends the last celebration */
export function showOutcome(text: string, kind: OutcomeKind): void {
  const outcome = element('outcome');
  outcome.textContent = text;
  outcome.className = `outcome ${kind}`;
  element('game').classList.remove('celebrating');
}

/** shows a finished bet's `text`: a win with the burst and its sound when `win` is above `stake`, else plainly (a loss when it paid nothing) */
export function showPaid(text: string, win: number, stake: number): void {
  const party = celebrated(win, stake);
  showOutcome(text, party ? 'win' : win > 0 ? '' : 'loss');
  if (!party) return;
  const game = element('game');
  // read once so the burst starts again after one just shown (the class was removed above)
  void game.offsetWidth;
  game.classList.add('celebrating');
  play('win');
}
