// The video slots' page (Sultan's Gold, Bosphorus Nights): the 5×3 reels, the bet form, and in the
// rules panel before the first bet the paytable (in multiples of the total bet), the paylines drawn as
// small grids, the scatter and free-spin rules and the declared RTP (UKGC RTS), all of the RTP variant in
// force: the one the next spin plays. Symbols are an inline
// SVG sprite the reels <use>: no images to load, nothing inline to run or style.
import { REELS, ROWS, SLOT_MACHINES, slotVariant, type SlotGame } from '@arena/provably-fair/slots';
import type { Locale } from '../../i18n/translations';
import { betForm, gameFrame, pageTranslator, type PageContext, type PageTranslator } from './frame';
import { formatHundredths } from './game-math';

const TITLES: Record<SlotGame, string> = { sultan: "Sultan's Gold", bosphorus: 'Bosphorus Nights' };

/** the card ranks, drawn as their letter in their colour */
const RANKS: Record<string, { letter: string; colour: string }> = {
  ace: { letter: 'A', colour: '#e0405a' },
  king: { letter: 'K', colour: '#3fc1ff' },
  queen: { letter: 'Q', colour: '#b57cf2' },
  jack: { letter: 'J', colour: '#1db954' },
};

/** each picture symbol's drawing in a 64×64 box, by game (the wild differs) */
const PICTURES: Record<SlotGame, Record<string, string>> = {
  sultan: {
    wild:
      '<circle cx="32" cy="38" r="14" fill="#e0b084"/><path d="M14 30c0-14 36-14 36 0z" fill="#f4f1ea"/><ellipse cx="32" cy="29" rx="19" ry="6" fill="#d94c4c"/>' +
      '<circle cx="32" cy="26" r="3.5" fill="#3fc1ff"/><path d="M32 12l2 9h-4z" fill="#f5b942"/><text x="32" y="60" text-anchor="middle" font-size="11" font-weight="800" fill="#f5b942">WILD</text>',
    crown:
      '<path d="M10 46l-2-26 12 10 12-16 12 16 12-10-2 26z" fill="#f5b942"/><rect x="10" y="46" width="44" height="7" rx="2" fill="#d99a1e"/><circle cx="32" cy="36" r="4" fill="#d94c4c"/>',
    lamp: '<path d="M8 40c6 0 10-10 24-10s20 6 24 2l-6 10c-6 8-30 8-36 0z" fill="#f5b942"/><path d="M26 30c0-6 12-6 12 0z" fill="#d99a1e"/><path d="M22 48h20l-4 6H26z" fill="#d99a1e"/><path d="M56 32c4-8 0-14-4-10" stroke="#d99a1e" stroke-width="3" fill="none"/>',
    dagger:
      '<path d="M32 4l6 30H26z" fill="#cfd8e3"/><rect x="18" y="34" width="28" height="5" rx="2" fill="#f5b942"/><rect x="29" y="39" width="6" height="14" fill="#8a5a2b"/><circle cx="32" cy="57" r="4" fill="#3fc1ff"/>',
  },
  bosphorus: {
    wild:
      '<rect x="22" y="26" width="20" height="22" fill="#e9e4d8"/><path d="M20 26l12-16 12 16z" fill="#6c8cbf"/><rect x="29" y="34" width="6" height="8" rx="3" fill="#233b5e"/>' +
      '<path d="M8 50h48v4H8z" fill="#2f6fa3"/><text x="32" y="62" text-anchor="middle" font-size="11" font-weight="800" fill="#f5b942">WILD</text>',
    moon: '<path d="M40 8A26 26 0 1 0 40 56 30 30 0 0 1 40 8z" fill="#f5e6a3"/><path d="M46 22l2 5 5 1-4 3 1 5-4-3-4 3 1-5-4-3 5-1z" fill="#f5b942"/>',
    ship: '<path d="M8 42h48l-8 12H16z" fill="#d94c4c"/><rect x="30" y="12" width="3" height="30" fill="#e9e4d8"/><path d="M33 14l16 24H33z" fill="#f4f1ea"/><path d="M30 18L16 38h14z" fill="#cfd8e3"/>',
    tulip:
      '<path d="M32 34v24" stroke="#2e9b57" stroke-width="4"/><path d="M32 48c-10-2-14-10-14-10 8 0 14 6 14 10z" fill="#2e9b57"/><path d="M18 14c4 6 8 6 8 6l6-12 6 12s4 0 8-6c2 16-6 22-14 22s-16-6-14-22z" fill="#e0405a"/>',
    tea: '<path d="M22 14h20c-4 8-4 12 0 20s0 16-10 16-14-8-10-16 4-12 0-20z" fill="#b3412b" stroke="#e9e4d8" stroke-width="2"/><ellipse cx="32" cy="54" rx="18" ry="4" fill="#e9e4d8"/>',
  },
};

function symbolArt(game: SlotGame, symbol: string): string {
  const rank = RANKS[symbol];
  return rank
    ? `<text x="32" y="48" text-anchor="middle" font-size="40" font-weight="800" font-family="Georgia, serif" fill="${rank.colour}">${rank.letter}</text>`
    : PICTURES[game][symbol];
}

/** the sprite of the machine's symbols, `#slot-<symbol>` */
const sprite = (game: SlotGame) =>
  `<svg class="sprite" aria-hidden="true">${Object.keys(SLOT_MACHINES[game].pays)
    .concat(SLOT_MACHINES[game].scatter?.symbol ?? [])
    .map((symbol) => `<symbol id="slot-${symbol}" viewBox="0 0 64 64">${symbolArt(game, symbol)}</symbol>`)
    .join('')}</svg>`;

/** each symbol's name (its translation key), for the icons' labels */
const SYMBOL_NAMES: Record<string, string> = {
  ace: 'Ace',
  king: 'King',
  queen: 'Queen',
  jack: 'Jack',
  wild: 'Wild',
  crown: 'Crown',
  lamp: 'Lamp',
  dagger: 'Dagger',
  moon: 'Moon',
  ship: 'Ship',
  tulip: 'Tulip',
  tea: 'Tea',
};

const symbolIcon = (t: PageTranslator, symbol: string) =>
  `<svg class="symbol" role="img" aria-label="${t(SYMBOL_NAMES[symbol])}"><use href="#slot-${symbol}"></use></svg>`;

function slotPage(game: SlotGame, locale: Locale, nonce: string, { variants, maxWin, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const { id: variant, machine } = slotVariant(game, variants[game]) ?? slotVariant(game)!;
  const lines = machine.lines.length;
  const times = (hundredths: number) => `${formatHundredths(hundredths, locale)}×`;
  // the reels start on each strip's first stop, as the page was before any spin
  const reels = Array.from(
    { length: REELS },
    (_, reel) =>
      `<div class="reel">${Array.from({ length: ROWS }, (__, row) => `<div class="cell">${symbolIcon(t, machine.reels[reel][row])}</div>`).join('')}</div>`,
  ).join('');
  const paytable =
    `<table class="paytable"><thead><tr><th>${t('Symbol')}</th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>` +
    Object.entries(machine.pays)
      .map(([symbol, pays]) => `<tr><td>${symbolIcon(t, symbol)}</td>${pays.map((pay) => `<td>${times((pay * 100) / lines)}</td>`).join('')}</tr>`)
      .join('') +
    (machine.scatter
      ? `<tr><td>${symbolIcon(t, machine.scatter.symbol)}</td>${machine.scatter.pays
          .map((pay, index) => `<td>${times(pay)} + ${t('{count} free spins', { count: String(machine.scatter?.freeSpins[index]) })}</td>`)
          .join('')}</tr>`
      : '') +
    `</tbody></table>`;
  const paylines =
    `<ol class="paylines">` +
    machine.lines
      .map(
        (rows) =>
          `<li><span class="payline">${Array.from({ length: ROWS }, (_, row) => rows.map((lineRow) => `<i${lineRow === row ? ' class="on"' : ''}></i>`).join('')).join('')}</span></li>`,
      )
      .join('') +
    `</ol>`;
  const rules =
    `<p>${t('Five reels, three rows and {lines} fixed paylines: your bet is spread evenly over every line. A line pays its best run of 3, 4 or 5 of a symbol from the leftmost reel; the wild stands in for every symbol and pays on its own. Pays below are multiples of your total bet; the wins of every line add up.', { lines: String(lines) })}</p>` +
    (machine.scatter
      ? `<p>${t('Moons pay anywhere in view, multiplied by your total bet, and 3, 4 or 5 of them start 8, 12 or 20 free spins at the same bet with every win doubled. Free spins cannot retrigger; the whole feature is part of the round that started it.')}</p>`
      : '') +
    `<p>${t('A spin takes at least 2.5 seconds; there is no autoplay and no quick spin.')}</p>` +
    paytable +
    `<h3>${t('Paylines')}</h3>${paylines}`;
  const play =
    `<section class="panel play slot">${sprite(game)}<div class="reels ${game}" id="reels" data-game="${game}" data-variant="${variant}">${reels}</div>` +
    `<p class="slot-feature" id="feature" role="status"></p><p class="outcome" id="outcome" role="status"></p>` +
    // a free-spins bonus on this slot: shown by the script once it has read the player's bonuses
    `<p class="free-spins" id="free-spins" hidden><span id="free-spins-left"></span> <button type="button" id="free-spin">${t('Use a free spin')}</button></p>` +
    `<dl class="figures"><div><dt>${t('Paylines')}</dt><dd>${lines}</dd></div><div><dt>${t('Line bet')}</dt><dd id="line-bet"></dd></div>` +
    `<div><dt>${t('Top line pay')}</dt><dd>${times((Math.max(...Object.values(machine.pays).map((pays) => pays[2])) * 100) / lines)}</dd></div></dl>` +
    `${betForm(locale, { amount: formatHundredths(100, locale), button: 'Spin' })}</section>`;
  return gameFrame({
    game,
    script: 'slot',
    locale,
    nonce,
    title: t(TITLES[game]),
    rules,
    rtp: machine.rtp,
    maxWin,
    play,
    scriptTexts: ['Free spins: {count}', 'Free spin {spin} of {count}', '{count} free spins', 'Free spins left: {count}', 'You won {amount} in bonus money'],
    soundByDefault,
  });
}

export const sultanPage = (locale: Locale, nonce: string, context: PageContext) => slotPage('sultan', locale, nonce, context);
export const bosphorusPage = (locale: Locale, nonce: string, context: PageContext) => slotPage('bosphorus', locale, nonce, context);
