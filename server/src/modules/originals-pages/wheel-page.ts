// Lucky Wheel's page: the wheel as an SVG of its 54 segments (the client turns it to the segment the
// round's hash gives), the numbers to bet on with what each pays, the bets of the round and the last
// results. Rules and the declared RTP (96 % on every bet) are shown before any bet.
import {
  WHEEL_BONUS,
  WHEEL_BONUS_MULTIPLIER,
  WHEEL_DECLARED_RTP,
  WHEEL_MAX_SPINS,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  type WheelSegment,
} from '@arena/provably-fair/wheel';
import type { Locale } from '../../i18n/translations';
import { betForm, pageTranslator, type PageContext, type PageTranslator } from './frame';
import { formatHundredths } from './game-math';
import { liveGameFrame } from './live-frame';

const CENTRE = 100;
const RADIUS = 96;
const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(CENTRE + radius * Math.cos(radians)).toFixed(2)},${(CENTRE + radius * Math.sin(radians)).toFixed(2)}`;
};
const segmentClass = (segment: WheelSegment) => (segment === WHEEL_BONUS ? 'bonus' : `n${segment}`);
const segmentLabel = (segment: WheelSegment) => (segment === WHEEL_BONUS ? `${WHEEL_BONUS_MULTIPLIER}×` : String(segment));

/** The wheel, segment 0 under the pointer at the top, clockwise. */
export function wheelSvg(t: PageTranslator): string {
  const step = 360 / WHEEL_SEGMENTS.length;
  const segments = WHEEL_SEGMENTS.map((segment, index) => {
    const [from, to] = [index * step, (index + 1) * step];
    return (
      `<path class="segment ${segmentClass(segment)}" d="M${CENTRE},${CENTRE} L${point(from, RADIUS)} A${RADIUS},${RADIUS} 0 0 1 ${point(to, RADIUS)} Z"/>` +
      `<text transform="rotate(${(from + step / 2).toFixed(2)} ${CENTRE} ${CENTRE})" x="${CENTRE}" y="${CENTRE - RADIUS + 12}">${segmentLabel(segment)}</text>`
    );
  }).join('');
  return (
    `<div class="wheel-stage"><svg class="wheel" viewBox="0 0 200 200" role="img" aria-label="${t('Wheel')}"><g id="wheel-disc">${segments}` +
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="18" class="hub"/></g></svg><div class="wheel-pointer"></div></div>`
  );
}

export function wheelPage(locale: Locale, nonce: string, { maxWin, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
  const count = (number: WheelSegment) => WHEEL_SEGMENTS.filter((segment) => segment === number).length;
  const choices = WHEEL_NUMBERS.map(
    (number) =>
      `<button type="button" class="wheel-choice n${number}" data-number="${number}" aria-pressed="false"><b>${number}</b>` +
      `<small>${t('pays {multiplier}×', { multiplier: formatHundredths((number + 1) * 100, locale) })}</small></button>`,
  ).join('');
  const rows = WHEEL_NUMBERS.map((number) => `<tr><td>${number}</td><td>${count(number)} / ${WHEEL_SEGMENTS.length}</td><td>${number}:1</td></tr>`).join('');
  const rules =
    `<p>${t('Bet on a number before the wheel spins. If the wheel stops on your number, you are paid that many times your bet plus your bet back.')}</p>` +
    `<p>${t('A {bonus} segment spins the wheel again and doubles every win of the round; bonuses multiply. If {spins} spins in a row land on a bonus, every bet is returned.', { bonus: `${WHEEL_BONUS_MULTIPLIER}×`, spins: String(WHEEL_MAX_SPINS) })}</p>` +
    `<table class="paytable"><thead><tr><th>${t('Number')}</th><th>${t('Segments')}</th><th>${t('Pays')}</th></tr></thead><tbody>${rows}` +
    `<tr><td>${WHEEL_BONUS_MULTIPLIER}×</td><td>${count(WHEEL_BONUS)} / ${WHEEL_SEGMENTS.length}</td><td>${t('spins again, wins doubled')}</td></tr></tbody></table>`;
  const play =
    `<section class="panel play">${wheelSvg(t)}<p class="outcome" id="outcome" role="status"></p>` +
    `<div class="choices" id="choices">${choices}</div>${betForm(locale, { amount: formatHundredths(100, locale) })}</section>`;
  return liveGameFrame({ game: 'wheel', locale, nonce, title: t('Lucky Wheel'), rules, rtp: WHEEL_DECLARED_RTP, maxWin, play, soundByDefault });
}
