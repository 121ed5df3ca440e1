// Aviator's page: the flight (curve and live multiplier), the countdown to take-off, the bet with an
// optional auto cash-out, the cash-out button with its payout, this round's bets and the strip of the
// last crash points, each a link to the verify page. The game frame shows the hash chain it plays.
import { AVIATOR_DECLARED_RTP, AVIATOR_GROWTH, AVIATOR_MAX_CRASH, aviatorInstantCrashChance } from '@arena/provably-fair/live-games';
import { clampStake } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { betForm, gameFrame, pageTranslator, type PageContext } from './frame';
import { formatChance, formatHundredths } from './game-math';

/** Texts aviator.ts shows as the round goes. */
export const AVIATOR_TEXTS = [
  'Take-off in {seconds} s',
  'Flying',
  'Flew away at {multiplier}',
  'Next round in {seconds} s',
  'Round cancelled: every bet refunded',
  'Cash out {amount}',
  'Your bet is in: {amount}',
  'Cashed out at {multiplier}: {amount}',
  'Enter a valid auto cash-out',
  'Bets open at the next round',
];

export function aviatorPage(locale: Locale, nonce: string, { maxWin, limits, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const rules =
    `<p>${t('Bet before take-off. The plane climbs and the multiplier grows with it; cash out before it flies away to win your bet times the multiplier at that moment.')}</p>` +
    `<p>${t(
      'Set an auto cash-out to be paid at that multiplier as soon as the flight reaches it. A cash-out is paid when the multiplier at which the server receives it is at most the crash point, the crash point included. {chance} of rounds crash at once at {start}×, before any cash-out can win.',
      // computed from the crash function's constants (2/101 at 99 %), as the declared RTP test checks
      { chance: formatChance(Math.round(aviatorInstantCrashChance() * 10_000), locale), start: formatHundredths(100, locale) },
    )}</p>` +
    `<p>${t('Highest crash point: {max}×. The multiplier after t milliseconds is floor(100 · e^({growth} · t)) / 100.', {
      max: formatHundredths(AVIATOR_MAX_CRASH, locale),
      growth: String(AVIATOR_GROWTH),
    })}</p>`;
  const play =
    `<section class="panel play aviator">` +
    `<ol class="crashes" id="crashes" aria-label="${t('Last crash points')}"></ol>` +
    // the plane rides the curve's tip (aviator.ts places it with CSS variables) and leaves at the crash
    `<div class="flight"><canvas id="flight" width="640" height="300"></canvas>` +
    `<svg class="plane waiting" id="plane" viewBox="0 0 64 32" aria-hidden="true"><path class="plane-body" d="M2 18 L14 14 L44 12 Q58 12 62 16 Q58 20 44 20 L14 20 Z"/>` +
    `<path class="plane-wing" d="M26 16 L36 2 L42 2 L36 16 Z M26 18 L34 30 L40 30 L36 18 Z M4 17 L8 8 L13 8 L12 15 Z"/><circle class="plane-prop" cx="62" cy="16" r="1.5"/></svg>` +
    `<div class="flight-status"><div class="result" id="multiplier">${formatHundredths(100, locale)}×</div><p id="phase" role="status"></p></div></div>` +
    `<p class="outcome" id="outcome" role="status"></p>` +
    `<label class="field"><span>${t('Auto cash-out (optional)')}</span><input id="auto" inputmode="decimal" autocomplete="off" placeholder="${formatHundredths(200, locale)}"></label>` +
    betForm(locale, { amount: formatHundredths(clampStake(100, limits.aviator), locale), limits: limits.aviator }) +
    `<button type="button" class="primary cashout" id="cashout" hidden></button>` +
    `<h2>${t('Bets this round')}</h2><table class="history players"><thead><tr><th>${t('Player')}</th><th>${t('Bet')}</th><th>${t('Cash-out')}</th><th>${t('Win')}</th></tr></thead>` +
    `<tbody id="players"></tbody></table></section>`;
  return gameFrame({
    game: 'aviator',
    locale,
    nonce,
    title: t('Arena Jet'),
    rules,
    rtp: AVIATOR_DECLARED_RTP,
    maxWin,
    play,
    fairness: 'chain',
    scriptTexts: AVIATOR_TEXTS,
    hotkeys: 'cash-out',
    soundByDefault,
  });
}
