// The video slots' client, one script for Sultan's Gold and Bosphorus Nights (the page names its game
// on #reels). The studio decides the spin; the reels only show it: they spin for at least 2.5 s, reel
// by reel, before the stops the round drew (UKGC RTS: minimum game cycle, no quick spin), the winning
// cells light up, then any free spins play the same way, shorter. The frame keeps the spin button
// disabled until the reels have stopped; each reel ticks as it stops. With reduced motion the reels show
// the spin's stops at once, and the button still waits out the 2.5 s cycle. A player holding a
// free-spins bonus on this slot sees the spins left and spends one at the bonus's stake; the studio
// checks and counts them.
import { formatHundredths } from '../src/modules/originals-pages/game-math';
import type { PlayerBonuses } from '@arena/contracts';
import { REELS, ROWS, slotVariant, type SlotGame, type SlotOutcome, type SlotParams, type SlotSpin } from '@arena/provably-fair/slots';
import { animate, reducedMotion, stake, startGame, type Frame } from './game';
import { call, element, locale, money, storedToken, t } from './page';
import { play } from './sound';

/** the base spin: the last reel stops at 2.5 s */
const SPIN_MS = 2500;
/** a free spin, shown inside the round that paid it */
const FREE_SPIN_MS = 900;
/** a strip symbol scrolls by this often while a reel spins */
const STEP_MS = 70;

const reelsElement = element('reels');
const game = reelsElement.dataset.game as SlotGame;
// the reels and lines of the variant the page's paytable shows (the one in force when it loaded)
const { id: variant, machine } = slotVariant(game, reelsElement.dataset.variant) ?? slotVariant(game)!;
const cells = Array.from({ length: REELS }, (_, reel) => Array.from(reelsElement.children[reel].children) as HTMLElement[]);
const feature = element('feature');

const times = (hundredths: number) => `${formatHundredths(hundredths, locale)}×`;

/** each symbol's name in the page's language, as the paytable (which shows every symbol) labels it */
const symbolNames = new Map(
  Array.from(document.querySelectorAll('.paytable svg.symbol'), (icon) => [
    icon.querySelector('use')?.getAttribute('href'),
    icon.getAttribute('aria-label') ?? '',
  ]),
);

/** shows reel `reel` stopped `offset` symbols above `stop`: each cell's picture and, for a screen reader, its name */
function showReel(reel: number, stop: number, offset: number) {
  const strip = machine.reels[reel];
  cells[reel].forEach((cell, row) => {
    const symbol = `#slot-${strip[(stop + offset + row) % strip.length]}`;
    const icon = cell.querySelector('svg');
    icon?.querySelector('use')?.setAttribute('href', symbol);
    icon?.setAttribute('aria-label', symbolNames.get(symbol) ?? '');
    cell.classList.remove('hit');
  });
}

/** spins the reels for `ms`, each stopping in turn on the spin's stops, then lights its winning cells */
async function showSpin(spin: SlotSpin, ms: number) {
  reelsElement.classList.add('spinning');
  const started = performance.now();
  // the reels stop one after another: the first at 60 % of the time, the last at its end
  const stopAt = (reel: number) => ms * (0.6 + (0.4 * reel) / (REELS - 1));
  for (const reel of reelsElement.children) reel.classList.remove('stopped');
  await animate(ms, () => {
    const elapsed = performance.now() - started;
    for (let reel = 0; reel < REELS; reel++) {
      const left = Math.max(0, Math.ceil((stopAt(reel) - elapsed) / STEP_MS));
      showReel(reel, spin.stops[reel], left);
      const column = reelsElement.children[reel];
      if (left === 0 && !column.classList.contains('stopped')) play('tick');
      column.classList.toggle('stopped', left === 0);
    }
  });
  spin.stops.forEach((stop, reel) => showReel(reel, stop, 0));
  reelsElement.classList.remove('spinning');
  for (const win of spin.lines) {
    const rows = machine.lines[win.line - 1];
    for (let reel = 0; reel < win.count; reel++) cells[reel][rows[reel]].classList.add('hit');
  }
  // scatters pay anywhere: every one in view lights up
  if (spin.scatter.multiplier > 0) {
    for (let row = 0; row < ROWS; row++)
      for (let reel = 0; reel < REELS; reel++) if (spin.grid[row][reel] === machine.scatter?.symbol) cells[reel][row].classList.add('hit');
  }
}

function refresh() {
  const amount = stake();
  // the line bet, as the paytable counts it: the bet spread over every line
  element('line-bet').textContent = amount === null ? '–' : money(Math.floor(amount / machine.lines.length));
}

const frame = startGame<SlotOutcome & SlotParams>({
  game,
  refresh,
  // the paytable this page shows: the studio refuses the spin if another variant is in force meanwhile
  betFields: () => ({ variant }),
  // the verify page recomputes the round on the paytable it was played with
  verifyChoices: (outcome): Record<string, string> => (outcome.variant ? { variant: outcome.variant } : {}),
  resultText: (outcome) =>
    outcome.freeSpins.length > 0
      ? `${times(outcome.multiplier)} · ${t('{count} free spins', { count: String(outcome.freeSpins.length) })}`
      : times(outcome.multiplier),
  reveal: async (outcome) => {
    feature.textContent = '';
    // the reels shown at once still make a 2.5 s cycle (the studio refuses a faster spin: slot-pace.ts)
    await Promise.all([showSpin(outcome, SPIN_MS), reducedMotion() ? new Promise((resolve) => setTimeout(resolve, SPIN_MS)) : null]);
    if (outcome.freeSpins.length === 0) return;
    feature.textContent = t('Free spins: {count}', { count: String(outcome.freeSpins.length) });
    reelsElement.classList.add('free');
    for (const [index, spin] of outcome.freeSpins.entries()) {
      feature.textContent = t('Free spin {spin} of {count}', { spin: String(index + 1), count: String(outcome.freeSpins.length) });
      await showSpin(spin, FREE_SPIN_MS);
    }
    reelsElement.classList.remove('free');
  },
});

/** The free spins of the player's bonus on this slot, as the studio counts them, with a button to spend one. */
function freeSpins(frame: Frame<SlotOutcome>, token: string) {
  const panel = element('free-spins');
  const button = element<HTMLButtonElement>('free-spin');
  let spinStake = 0;
  const load = () =>
    call<PlayerBonuses>('bonus/mine', token)
      .then(({ active }) => {
        const bonus = active.find((held) => held.freeSpins?.game === game && held.spinsLeft > 0);
        panel.hidden = !bonus;
        if (!bonus?.freeSpins) return;
        spinStake = bonus.freeSpins.stake;
        element('free-spins-left').textContent = t('Free spins left: {count}', { count: String(bonus.spinsLeft) });
      })
      // without the bonuses the slot plays as ever; the spins show on the next read
      .catch(() => undefined);
  button.addEventListener('click', () => {
    button.disabled = true;
    void frame
      .play(spinStake, { freeSpin: true })
      .then(load)
      .finally(() => (button.disabled = false));
  });
  void load();
}

const token = storedToken();
if (frame && token) freeSpins(frame, token);
