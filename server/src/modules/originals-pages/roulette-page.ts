// European roulette's page: the wheel, the last results and the betting table laid out as a real one
// (0 on the left, three rows of numbers, 2 to 1 at the row ends, dozens and even-money bets below).
// Every bet of @arena/provably-fair/roulette has a spot: numbers for straight-ups, the lines between
// them for splits, streets, corners and six lines. The table is a grid; each spot's place in it
// (data-c/data-r, tracks 1-based) becomes CSS variables in the script, as CSP allows no style attributes.
import {
  ROULETTE_INSIDE_SETS,
  ROULETTE_MAX_BETS,
  ROULETTE_RTP,
  rouletteColour,
  rouletteReturn,
  type RouletteBet,
  type RouletteInsideBet,
} from '@arena/provably-fair/roulette';
import { clampStake } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { betForm, gameFrame, pageTranslator, type PageContext, type PageTranslator } from './frame';
import { formatHundredths, ROULETTE_BET_NAMES } from './game-math';

/** Each kind of bet with what a win pays to 1, from the game's own return (36 / numbers covered, the stake included), as a paytable. */
export function roulettePaytable(t: PageTranslator): string {
  const pays = (bet: Omit<RouletteBet, 'amount'>) => `${rouletteReturn({ ...bet, amount: 1 }) - 1}:1`;
  const inside = (type: RouletteInsideBet) => pays({ type, numbers: [...ROULETTE_INSIDE_SETS[type][0]] });
  const rows: [string, string][] = [
    [t('Straight (one number)'), inside('straight')],
    [t('Split (two numbers)'), inside('split')],
    [t('Street (three numbers)'), inside('street')],
    [t('Corner (four numbers)'), inside('corner')],
    [t('Six line (six numbers)'), inside('sixLine')],
    [t('Dozen or column'), pays({ type: 'dozen', selection: 1 })],
    [t('Red, black, odd, even, 1–18, 19–36'), pays({ type: 'red' })],
  ];
  return (
    `<table class="paytable"><thead><tr><th>${t('Bet')}</th><th>${t('Pays')}</th></tr></thead><tbody>` +
    rows.map(([bet, paid]) => `<tr><td>${bet}</td><td>${paid}</td></tr>`).join('') +
    `</tbody></table>`
  );
}

/** the grid track of number n's cell: layout row r = ⌊(n−1)/3⌋ is a column of the table, n's place in it a row (3s on top) */
const cellColumn = (n: number) => 3 + 2 * Math.floor((n - 1) / 3);
const cellRow = (n: number) => 5 - 2 * ((n - 1) % 3);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** the track below the bottom row of numbers, where streets and six lines are placed */
const EDGE_ROW = 6;

/** Where an inside bet's spot sits: on its number, or on the line or crossing between its numbers. */
function insidePlace(type: RouletteInsideBet, numbers: readonly number[]): { c: number; r: number } {
  if (type === 'straight') return numbers[0] === 0 ? { c: 1, r: 1 } : { c: cellColumn(numbers[0]), r: cellRow(numbers[0]) };
  const others = numbers.filter((n) => n !== 0);
  if (others.length < numbers.length) return { c: 2, r: numbers.length === 4 ? EDGE_ROW : mean(others.map(cellRow)) };
  const c = mean(numbers.map(cellColumn));
  return { c, r: type === 'street' || type === 'sixLine' ? EDGE_ROW : mean(numbers.map(cellRow)) };
}

function rouletteTable(locale: Locale): string {
  const t = pageTranslator(locale);
  const spot = (attributes: Record<string, string | number>, classes: string, label: string, text = '') =>
    `<button type="button" class="spot ${classes}" ${Object.entries(attributes)
      .map(([name, value]) => `data-${name}="${value}"`)
      .join(' ')} aria-label="${label}">${text}</button>`;
  const inside = (Object.entries(ROULETTE_INSIDE_SETS) as [RouletteInsideBet, readonly number[][]][]).flatMap(([type, sets]) =>
    sets.map((numbers) => {
      const { c, r } = insidePlace(type, numbers);
      const label = `${t(ROULETTE_BET_NAMES[type])} ${numbers.join(', ')}`;
      if (type !== 'straight') return spot({ type, numbers: numbers.join('-'), c, r }, 'line', label);
      const zero = numbers[0] === 0;
      return spot({ type, numbers: numbers[0], c, r, ...(zero && { rs: 5 }) }, `number ${rouletteColour(numbers[0])}`, label, String(numbers[0]));
    }),
  );
  const dozens = [t('1st 12'), t('2nd 12'), t('3rd 12')].map((text, index) =>
    spot({ type: 'dozen', selection: index + 1, c: 3 + 8 * index, r: 7, cs: 8 }, 'outside', t('Dozen {n}', { n: String(index + 1) }), text),
  );
  const columns = [1, 2, 3].map((selection) =>
    spot({ type: 'column', selection, c: 27, r: cellRow(selection) }, 'outside', t('Column {n}', { n: String(selection) }), t('2 to 1')),
  );
  const evenMoney = (
    [
      ['low', '1–18'],
      ['even', t('Even')],
      ['red', t('Red')],
      ['black', t('Black')],
      ['odd', t('Odd')],
      ['high', '19–36'],
    ] as const
  ).map(([type, text], index) => spot({ type, c: 3 + 4 * index, r: 8, cs: 4 }, `outside ${type}`, text, text));
  return `<div class="roulette-table" id="table">${[...inside, ...columns, ...dozens, ...evenMoney].join('')}</div>`;
}

export function roulettePage(locale: Locale, nonce: string, { maxWin, limits, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const rules =
    `<p>${t('European roulette with a single zero. Pick a chip value and place chips on the table; the wheel decides one number from 0 to 36 for all your bets.')}</p>` +
    roulettePaytable(t) +
    `<p>${t('Dozens, columns and the even-money bets lose on 0.')}</p>` +
    `<p>${t('At most {max} bets a spin. Winnings include the stake back.', { max: String(ROULETTE_MAX_BETS) })}</p>`;
  const play =
    `<section class="panel play roulette"><div class="wheel-row"><svg class="wheel" id="wheel" viewBox="-100 -100 200 200" aria-hidden="true"></svg>` +
    `<div class="result" id="result">–</div></div><p class="outcome" id="outcome" role="status"></p>` +
    `<ol class="last-results" id="last-results" aria-label="${t('Last results')}"></ol>${rouletteTable(locale)}` +
    `<div class="row slip"><button type="button" class="secondary" id="undo">${t('Undo')}</button><button type="button" class="secondary" id="clear">${t('Clear')}</button>` +
    `<span class="total">${t('Total bet')} <output id="total">–</output></span></div>` +
    `${betForm(locale, { amount: formatHundredths(clampStake(100, limits.roulette), locale), button: 'Spin', label: 'Chip value', limits: limits.roulette })}</section>`;
  return gameFrame({
    game: 'roulette',
    locale,
    nonce,
    title: t('Roulette'),
    rules,
    rtp: ROULETTE_RTP,
    maxWin,
    play,
    scriptTexts: ['Place at least one bet.', 'Too many bets on one slip.', 'Red', 'Black'],
    hotkeys: true,
    soundByDefault,
  });
}
