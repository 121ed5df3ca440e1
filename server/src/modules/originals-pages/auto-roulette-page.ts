// Auto-roulette's page: the European table layout (0, the 36 numbers in three rows, the columns, the
// dozens and the even-money bets), each place a button that bets the chip amount on it; the pocket of
// the last spin and the strip of the last results. Rules, payouts and RTP (36/37) before any bet.
import { AUTO_ROULETTE_DECLARED_RTP } from '@arena/provably-fair/auto-roulette';
import { rouletteColour } from '@arena/provably-fair/roulette';
import { clampStake } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { pageTranslator, quickStakes, type PageContext } from './frame';
import { formatHundredths, ROULETTE_BET_NAMES } from './game-math';
import { liveGameFrame } from './live-frame';
import { roulettePaytable } from './roulette-page';

const place = (label: string, className: string, bet: { type: string; numbers?: number[]; selection?: number }) =>
  `<button type="button" class="place ${className}" data-type="${bet.type}"${bet.numbers ? ` data-numbers="${bet.numbers.join(',')}"` : ''}` +
  `${bet.selection ? ` data-selection="${bet.selection}"` : ''}>${label}<span class="chips"></span></button>`;

export function rouletteBoard(locale: Locale): string {
  const t = pageTranslator(locale);
  const cells = [place('0', 'zero green', { type: 'straight', numbers: [0] })];
  // the layout's rows from the top: 3, 6 … 36, then 2, 5 … 35, then 1, 4 … 34, each ending in its column bet
  for (const column of [3, 2, 1]) {
    for (let number = column; number <= 36; number += 3) cells.push(place(String(number), rouletteColour(number), { type: 'straight', numbers: [number] }));
    cells.push(place('2:1', 'column', { type: 'column', selection: column }));
  }
  cells.push(
    place(t('1st 12'), 'dozen first', { type: 'dozen', selection: 1 }),
    place(t('2nd 12'), 'dozen', { type: 'dozen', selection: 2 }),
    place(t('3rd 12'), 'dozen', { type: 'dozen', selection: 3 }),
    place('1–18', 'outside first', { type: 'low' }),
    place(t('Even'), 'outside', { type: 'even' }),
    place(t('Red'), 'outside red', { type: 'red' }),
    place(t('Black'), 'outside black', { type: 'black' }),
    place(t('Odd'), 'outside', { type: 'odd' }),
    place('19–36', 'outside', { type: 'high' }),
  );
  return `<div class="board" id="board">${cells.join('')}</div>`;
}

export function autoRoulettePage(locale: Locale, nonce: string, { maxWin, limits, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const rules =
    `<p>${t('One European wheel (a single zero) spins for everyone at the end of each betting phase. Pick a chip amount and click places on the table to bet; every bet is settled on the pocket the ball drops into.')}</p>` +
    roulettePaytable(t);
  const play =
    `<section class="panel play"><div class="result pocket" id="result">–</div><p class="outcome" id="outcome" role="status"></p>` +
    // the chip amount with its limits and quick stakes (stake-controls.ts); a bet is a click on the table, so no bet key
    `<div class="bet quick"><label class="field chip"><span>${t('Chip')} (₺)</span><input id="amount" inputmode="decimal" autocomplete="off" value="${formatHundredths(clampStake(100, limits['auto-roulette']), locale)}" data-min="${limits['auto-roulette'].min}" data-max="${limits['auto-roulette'].max}"></label>` +
    `${quickStakes(locale)}</div>` +
    `${rouletteBoard(locale)}</section>`;
  return liveGameFrame({
    game: 'auto-roulette',
    locale,
    nonce,
    title: t('Auto Roulette'),
    rules,
    rtp: AUTO_ROULETTE_DECLARED_RTP,
    maxWin,
    play,
    scriptTexts: Object.values(ROULETTE_BET_NAMES),
    soundByDefault,
    hotkeys: 'stake',
  });
}
