// Limbo: the player names a target multiplier (≥ 1.01×); the drawn multiplier wins when it reaches
// the target. Win chance = its declared RTP / target (limboChance), shown before the bet.
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, payout, type LimboOutcome } from '@arena/provably-fair/mapping';
import { formatChance, formatHundredths, formatMultiplier, limboChance, parseHundredths } from '../src/modules/originals-pages/game-math';
import { animate, stake, startGame } from './game';
import { element, locale, money, t } from './page';

const targetInput = element<HTMLInputElement>('target');
const result = element('result');

const target = () => {
  const value = parseHundredths(targetInput.value, locale);
  return value !== null && value >= LIMBO_MIN_TARGET && value <= LIMBO_MAX_TARGET ? value : null;
};

function refresh() {
  const value = target();
  const amount = stake();
  targetInput.setAttribute('aria-invalid', String(value === null));
  element('chance').textContent = value === null ? '–' : formatChance(limboChance(value), locale);
  element('multiplier').textContent = value === null ? '–' : formatMultiplier(value, locale);
  element('payout').textContent = value === null || amount === null ? '–' : money(payout(amount, value));
}

targetInput.addEventListener('input', refresh);
targetInput.addEventListener('blur', () => {
  const value = target();
  if (value !== null) targetInput.value = formatHundredths(value, locale);
});

startGame<LimboOutcome>({
  game: 'limbo',
  refresh,
  betFields: () => {
    const value = target();
    return value === null ? t('Enter a valid target') : { target: value };
  },
  // the drawn multiplier in hundredths
  resultText: ({ result }) => `${formatHundredths(result, locale)}×`,
  reveal: async ({ result: drawn }, won) => {
    result.className = 'result';
    // climbs from 1.00× like the multiplier rising, on a log scale so large draws still finish in time
    await animate(800, (progress) => {
      const shown = Math.max(100, Math.round(Math.exp(Math.log(100) + (Math.log(drawn) - Math.log(100)) * progress)));
      result.textContent = `${formatHundredths(shown, locale)}×`;
    });
    result.className = `result ${won ? 'win' : 'loss'}`;
  },
});
