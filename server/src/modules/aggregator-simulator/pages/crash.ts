// The crash game's page: the flight's curve climbs with its multiplier until the player's target is
// reached (cashed out) or the flight crashes first; the target is set before the flight.
import { CRASH_TARGETS } from '../games/crash';
import type { GameView } from './view';

export const crashView: GameView = {
  action: 'Bet',
  stage: ({ t, times }) =>
    `<div class="sky"><svg viewBox="0 0 320 180" role="img" aria-label="${t('Flight')}"><path d="M0 45H320M0 90H320M0 135H320" stroke="#fff" stroke-opacity=".08"/>` +
    `<path id="trail" d="M0 178" fill="none" stroke="#ff6b6b" stroke-width="4" stroke-linecap="round"/><circle id="jet" cx="0" cy="178" r="7" fill="#ffd43b"/></svg>` +
    `<b id="mult" class="mult">${times(100)}×</b></div>`,
  controls: ({ t, times }) => `<label>${t('Cash out at (×)')}<input id="target" inputmode="decimal" autocomplete="off" value="${times(200)}"></label>`,
  rules: ({ t, times }) =>
    `<p>${t('Set your cash-out before the flight. If the multiplier reaches it before the crash, you win your stake times it. Targets from {min}× to {max}×.', {
      min: times(CRASH_TARGETS.min),
      max: times(CRASH_TARGETS.max),
    })}</p>`,
  css:
    `.sky{position:relative;background:radial-gradient(circle at 20% 100%,#3a0b14,#0b0206);border-radius:1rem;overflow:hidden}.sky svg{display:block;width:100%;height:auto}` +
    `.mult{position:absolute;top:.8rem;left:1rem;font-size:2.2rem;font-weight:900}.mult.won{color:#51cf66}.mult.lost{color:#ff6b6b}`,
  script: `
const readTarget = () => Math.round(Number($('target').value.replace(',', '.')) * 100);
const fly = (to) => new Promise((done) => {
  // the multiplier grows as e^(t / 1400 ms), drawn along a curve that rises with it
  const span = Math.log(to / 100) * 1400;
  const start = performance.now();
  const points = [];
  const frame = (now) => {
    const elapsed = still ? span : Math.min(span, now - start);
    const m = Math.min(to, Math.floor(100 * Math.exp(elapsed / 1400)));
    const x = Math.min(310, 10 + elapsed / 12);
    const y = Math.max(12, 178 - Math.log(m / 100) * 48);
    points.push(x.toFixed(1) + ' ' + y.toFixed(1));
    $('trail').setAttribute('d', 'M0 178L' + points.join('L'));
    $('jet').setAttribute('cx', x.toFixed(1));
    $('jet').setAttribute('cy', y.toFixed(1));
    $('mult').textContent = times(m) + '×';
    if (elapsed < span) requestAnimationFrame(frame); else done();
  };
  requestAnimationFrame(frame);
});
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const target = readTarget();
  if (!Number.isSafeInteger(target) || target < ${CRASH_TARGETS.min} || target > ${CRASH_TARGETS.max}) { say(t('Enter a valid target')); return; }
  $('mult').className = 'mult';
  const reply = await play({ target });
  if (!reply) return;
  const { crashPoint, cashedOut } = reply.outcome;
  await fly(cashedOut ? target : crashPoint);
  $('mult').className = 'mult ' + (cashedOut ? 'won' : 'lost');
  settle(reply, t(cashedOut ? 'Cashed out at {multiplier}' : 'Crashed at {multiplier}', { multiplier: times(cashedOut ? target : crashPoint) + '×' }) + ' · ');
});`,
  texts: ['Enter a valid target', 'Cashed out at {multiplier}', 'Crashed at {multiplier}'],
};
