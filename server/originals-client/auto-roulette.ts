// Auto-roulette: during the betting phase a click on a place of the table bets the chip amount there
// (one bet a click, the table's own rules); the wheel spins for everyone when betting closes and the
// pocket of the round's hash shows with its colour, then joins the strip of the last results.
import type { LiveRound } from '@arena/contracts';
import type { AutoRouletteResult } from '@arena/provably-fair/auto-roulette';
import { rouletteColour, type RouletteBetType } from '@arena/provably-fair/roulette';
import { ROULETTE_BET_NAMES as BET_NAMES } from '../src/modules/originals-pages/game-math';
import { reducedMotion, stake } from './game';
import { startLiveGame } from './live-game';
import { element, money, t } from './page';
import { stakeControls } from './stake-controls';

const result = element('result');
const board = element('board');
let spinning = 0;

const showPocket = (number: number | null) => {
  result.textContent = number === null ? '–' : String(number);
  result.className = `result pocket ${number === null ? '' : rouletteColour(number)}`;
};

const game = startLiveGame<AutoRouletteResult>({
  game: 'auto-roulette',
  onRound(round: LiveRound) {
    clearInterval(spinning);
    if (round.phase === 'betting') {
      board.querySelectorAll<HTMLElement>('.chips').forEach((chips) => {
        chips.textContent = '';
        delete chips.dataset.total;
      });
      game.showOutcome('', '');
    }
    // the ball runs: the pockets flash by until the result is final (not for a player who asks for less motion)
    if (round.phase === 'running' && !reducedMotion()) spinning = window.setInterval(() => showPocket(Math.floor((Date.now() / 90) % 37)), 90);
    if (round.phase === 'result' && round.result) showPocket((round.result as unknown as AutoRouletteResult).number);
  },
  stripEntry: ({ number, colour }) => ({ text: String(number), className: colour }),
  betText: (params) => {
    const numbers = Array.isArray(params.numbers) ? (params.numbers as number[]).join('-') : '';
    return [t(BET_NAMES[params.type as RouletteBetType]), numbers, typeof params.selection === 'number' ? String(params.selection) : '']
      .filter(Boolean)
      .join(' ');
  },
  onBetting: (open) => board.classList.toggle('closed', !open),
});

// ½, 2×, Min and Max on the chip, and H and D (a bet is a click on the table: no bet key)
stakeControls(stake, () => undefined);

board.addEventListener('click', (event) => {
  const place = (event.target as HTMLElement).closest<HTMLButtonElement>('button.place');
  if (!place) return;
  const amount = stake();
  if (amount === null) return game.showOutcome(t('Enter a valid amount'), 'error');
  const bet = {
    type: place.dataset.type as RouletteBetType,
    ...(place.dataset.numbers && { numbers: place.dataset.numbers.split(',').map(Number) }),
    ...(place.dataset.selection && { selection: Number(place.dataset.selection) }),
    amount,
  };
  void game.place('originals/live/auto-roulette/bets', bet).then((reply) => {
    if (!reply) return;
    game.staked(amount, [reply.bet.id], reply.balance);
    const chips = place.querySelector<HTMLElement>('.chips')!;
    const total = amount + Number(chips.dataset.total ?? 0);
    chips.dataset.total = String(total);
    chips.textContent = money(total);
    game.showOutcome(t('Your bet is placed'), '');
  });
});
