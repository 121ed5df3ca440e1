// The bingo room's page: the ball just called, the board of the 90 numbers lighting up as they are
// called, the pot and its three prizes with their winners, the player's tickets (numbers daubed as
// they are called) and the ticket sale. Rules, prize shares and RTP (90 % of sales) before any ticket.
import {
  BINGO_BALL_MS,
  BINGO_BALLS,
  BINGO_DECLARED_RTP,
  BINGO_NUMBERS_PER_ROW,
  BINGO_NUMBERS_PER_TICKET,
  BINGO_POT_PERCENT,
  BINGO_PRIZE_PERCENT,
  BINGO_ROWS,
  BINGO_TICKET_PRICE,
} from '@arena/provably-fair/bingo';
import { formatMoney } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { pageTranslator, type PageContext } from './frame';
import { liveGameFrame } from './live-frame';

/** the prize names by prize code, text keys shared with the script */
export const BINGO_PRIZE_NAMES = { oneLine: 'One line', twoLines: 'Two lines', fullHouse: 'Full house' } as const;

export function bingoPage(locale: Locale, nonce: string, { maxWin, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const price = formatMoney(BINGO_TICKET_PRICE, locale);
  const rules =
    `<p>${t(
      'Buy tickets before the draw ({price} each). Each ticket holds {numbers} numbers from 1 to {balls}, {perRow} on each of its {rows} rows. When the sale closes, a ball is called every {seconds} seconds and your numbers are marked.',
      {
        price,
        numbers: String(BINGO_NUMBERS_PER_TICKET),
        balls: String(BINGO_BALLS),
        perRow: String(BINGO_NUMBERS_PER_ROW),
        rows: String(BINGO_ROWS),
        seconds: String(BINGO_BALL_MS / 1000),
      },
    )}</p>` +
    `<p>${t(
      'The pot is {pot} % of the ticket sales: one line wins {oneLine} % of it, two lines {twoLines} %, a full house {fullHouse} %. A prize goes to the first ticket completing it; tickets completing it on the same ball share it equally (a remaining kuruş goes to the lowest ticket numbers). The game ends at the full house.',
      {
        pot: String(BINGO_POT_PERCENT),
        oneLine: String(BINGO_PRIZE_PERCENT.oneLine),
        twoLines: String(BINGO_PRIZE_PERCENT.twoLines),
        fullHouse: String(BINGO_PRIZE_PERCENT.fullHouse),
      },
    )}</p>`;
  const prizes = (Object.keys(BINGO_PRIZE_NAMES) as (keyof typeof BINGO_PRIZE_NAMES)[])
    .map((prize) => `<li data-prize="${prize}"><b>${t(BINGO_PRIZE_NAMES[prize])}</b> <span>${BINGO_PRIZE_PERCENT[prize]} %</span> <em></em></li>`)
    .join('');
  const numbers = Array.from({ length: 90 }, (_, index) => `<li data-ball="${index + 1}">${index + 1}</li>`).join('');
  const play =
    `<section class="panel play bingo"><div class="caller"><div class="result ball" id="ball">–</div>` +
    `<dl class="figures"><div><dt>${t('Balls called')}</dt><dd id="calls">0</dd></div><div><dt>${t('Pot')}</dt><dd id="pot">–</dd></div></dl></div>` +
    `<ol class="prizes" id="prizes">${prizes}</ol><p class="outcome" id="outcome" role="status"></p>` +
    `<form id="bet" class="bet" novalidate><label class="field"><span>${t('Tickets')} (${price})</span>` +
    `<input id="tickets" type="number" min="1" step="1" value="1"></label>` +
    `<button type="submit" class="primary" id="place">${t('Buy tickets')}</button></form>` +
    `<div class="tickets" id="tickets-list"></div><ol class="called-board" id="called-board">${numbers}</ol></section>`;
  return liveGameFrame({
    game: 'bingo',
    locale,
    nonce,
    title: t('Bingo'),
    rules,
    rtp: BINGO_DECLARED_RTP,
    maxWin,
    play,
    scriptTexts: [...Object.values(BINGO_PRIZE_NAMES), 'Ticket', 'Ticket {serial}', 'Enter a number of tickets', 'Won by {tickets}'],
    soundByDefault,
  });
}
