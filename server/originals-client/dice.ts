// Dice: roll 0.00–100.00 over or under a target of 2.00–98.00; the chance and payout show as the
// slider moves, before any bet, from the same mapping the studio pays by.
import { diceMultiplier, diceWin, diceWinChance, type DiceOutcome } from '@arena/provably-fair/mapping';
import { formatChance, formatHundredths, formatMultiplier } from '../src/modules/originals-pages/game-math';
import { animate, stake, startGame } from './game';
import { element, locale, money, t } from './page';

const slider = element<HTMLInputElement>('target');
const direction = element<HTMLButtonElement>('direction');
const result = element('result');
const marker = element('marker');
let over = true;

function refresh() {
  const target = Number(slider.value);
  const chance = diceWinChance({ target, over });
  const multiplier = diceMultiplier({ target, over });
  const amount = stake();
  element('target-value').textContent = formatHundredths(target, locale);
  direction.textContent = over ? t('Roll over') : t('Roll under');
  direction.setAttribute('aria-pressed', String(over));
  // the winning side of the track is green
  slider.style.setProperty('--split', `${target / 100}%`);
  slider.classList.toggle('under', !over);
  element('chance').textContent = formatChance(chance, locale);
  element('multiplier').textContent = formatMultiplier(multiplier, locale);
  element('payout').textContent = amount === null ? '–' : money(diceWin(amount, { target, over }));
}

slider.addEventListener('input', refresh);
direction.addEventListener('click', () => {
  over = !over;
  refresh();
});

startGame<DiceOutcome>({
  game: 'dice',
  refresh,
  betFields: () => ({ target: Number(slider.value), over }),
  // the roll in hundredths (0–10000)
  resultText: ({ roll }) => formatHundredths(roll, locale),
  reveal: async ({ roll }, won) => {
    marker.hidden = false;
    marker.className = `dice-marker ${won ? 'win' : 'loss'}`;
    result.className = 'result';
    await animate(700, (progress) => {
      const shown = Math.round(roll * progress);
      result.textContent = formatHundredths(shown, locale);
      marker.style.left = `${shown / 100}%`;
    });
    result.className = `result ${won ? 'win' : 'loss'}`;
  },
});
