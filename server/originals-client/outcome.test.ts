/**
 * @jest-environment jsdom
 */
// The celebration rule (UKGC RTS 14): only a win strictly above the stake is celebrated; a push (the
// stake back) or a partial return is shown plainly, and a new outcome ends the last celebration.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { celebrated, showOutcome, showPaid } from './outcome';

describe('celebrated', () => {
  it.each([
    ['nothing paid', 0, 100, false],
    ['a partial return (0.5× of ₺1)', 50, 100, false],
    ['one kuruş under the stake', 999, 1000, false],
    ['the stake back (a push)', 100, 100, false],
    ['one kuruş above the stake', 101, 100, true],
    ['double the stake', 200, 100, true],
    ['a free spin of ₺1 paying ₺2.50', 250, 100, true],
  ])('%s: win %p on a stake of %p → %p', (_case, win, stake, expected) => expect(celebrated(win, stake)).toBe(expected));
});

describe('showPaid on the page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main class="game" id="game"><section class="play"><p class="outcome" id="outcome"></p></section></main>';
  });
  const game = () => document.getElementById('game')!;
  const outcome = () => document.getElementById('outcome')!;

  it('celebrates a win above the stake, as a win', () => {
    showPaid('You won ₺2.00', 200, 100);
    expect(game().classList.contains('celebrating')).toBe(true);
    expect(outcome().className).toBe('outcome win');
    expect(outcome().textContent).toBe('You won ₺2.00');
  });

  it.each([
    ['a push', 100],
    ['a partial return', 40],
  ])('shows %s plainly: no celebration, not as a win', (_case, win) => {
    showPaid('You won something', win, 100);
    expect(game().classList.contains('celebrating')).toBe(false);
    expect(outcome().className).toBe('outcome ');
  });

  it('shows a round that paid nothing as a loss, and the next outcome ends a celebration', () => {
    showPaid('No win this time', 0, 100);
    expect(outcome().className).toBe('outcome loss');
    showPaid('You won ₺5.00', 500, 100);
    showOutcome('', '');
    expect(game().classList.contains('celebrating')).toBe(false);
  });
});
