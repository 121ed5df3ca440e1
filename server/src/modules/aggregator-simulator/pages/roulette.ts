// The roulette's page: a single-zero wheel that turns until the drawn pocket stops under the pointer;
// the bet is red, black or a number.
import { POCKETS, RED_NUMBERS } from '../games/roulette';
import type { GameView } from './view';

/** the pockets of a single-zero wheel in their order round it */
const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const colour = (pocket: number) => (pocket === 0 ? '#2b8a3e' : RED_NUMBERS.has(pocket) ? '#c92a2a' : '#14151a');
const at = (radius: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(1)} ${(-radius * Math.cos(a)).toFixed(1)}`;
};

function wheel(): string {
  const step = 360 / POCKETS;
  const pockets = WHEEL_ORDER.map((pocket, i) => {
    const [from, to] = [i * step - step / 2, i * step + step / 2];
    return (
      `<path d="M${at(100, from)}A100 100 0 0 1 ${at(100, to)}L${at(66, to)}A66 66 0 0 0 ${at(66, from)}Z" fill="${colour(pocket)}" stroke="#d4a017" stroke-width=".6"/>` +
      `<text transform="rotate(${(i * step).toFixed(2)}) translate(0 -86)" text-anchor="middle" dominant-baseline="middle" font-size="9" font-weight="700" fill="#fff">${pocket}</text>`
    );
  }).join('');
  return `<g id="wheel">${pockets}<circle r="66" fill="#8a5a2b" stroke="#d4a017" stroke-width="3"/><circle r="18" fill="#d4a017"/><path d="M0-50V50M-50 0H50" stroke="#d4a017" stroke-width="6" stroke-linecap="round"/></g>`;
}

export const rouletteView: GameView = {
  action: 'Spin',
  stage: ({ t }) =>
    `<div class="table"><svg class="wheel" viewBox="-112 -112 224 224" role="img" aria-label="${t('Roulette wheel')}">` +
    `<circle r="110" fill="#5c3a1e" stroke="#d4a017" stroke-width="4"/>${wheel()}<circle cx="0" cy="-76" r="6" fill="#fff" id="ball"/>` +
    `<path d="M-8-112H8L0-98Z" fill="#ffd43b"/></svg><b id="pocket" class="pocket" aria-live="polite"></b></div>`,
  controls: ({ t }) =>
    `<label>${t('Your bet')}<select id="pick"><option value="red">${t('Red')} (2×)</option><option value="black">${t('Black')} (2×)</option>` +
    `<optgroup label="${t('A number')} (36×)">${Array.from({ length: POCKETS }, (_, n) => `<option value="${n}">${n}</option>`).join('')}</optgroup></select></label>`,
  rules: ({ t }) => `<p>${t('Red or black pays 2× the stake, a single number 36×. The zero is green: red and black lose on it.')}</p>`,
  css:
    `.table{display:grid;place-items:center;position:relative}.wheel{width:min(17rem,80vw);height:auto}` +
    `#wheel{transform-origin:0 0;transition:transform 3.2s cubic-bezier(.15,.75,.25,1)}#ball{transition:opacity .3s}.spinning #ball{opacity:0}` +
    `.pocket{position:absolute;font-size:1.6rem;min-width:2.6rem;text-align:center;border-radius:.5rem;padding:.1rem .4rem}.pocket:empty{display:none}` +
    `.pocket.red{background:#c92a2a}.pocket.black{background:#14151a}.pocket.green{background:#2b8a3e}`,
  script: `
const ORDER = ${JSON.stringify(WHEEL_ORDER)};
let turned = 0;
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const value = $('pick').value;
  const reply = await play({ pick: value === 'red' || value === 'black' ? value : Number(value) });
  if (!reply) return;
  const { pocket, colour } = reply.outcome;
  // whole turns and then the pocket's place, so the drawn pocket stops under the pointer
  const place = (ORDER.indexOf(pocket) * 360) / ORDER.length;
  turned += (still ? 0 : 1440) + ((360 - place - (turned % 360)) % 360 + 360) % 360;
  $('pocket').textContent = '';
  document.querySelector('.table').classList.add('spinning');
  $('wheel').style.transform = 'rotate(' + turned + 'deg)';
  await wait(3200);
  document.querySelector('.table').classList.remove('spinning');
  $('pocket').className = 'pocket ' + colour;
  $('pocket').textContent = String(pocket);
  settle(reply);
});`,
  texts: [],
};
