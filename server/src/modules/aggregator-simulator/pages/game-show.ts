// The game show's page: a big wheel of 100 coloured segments; the player backs a value and the wheel
// turns until the drawn segment stops under the pointer.
import { WHEEL, WHEEL_VALUES } from '../games/game-show';
import type { GameView } from './view';

const COLOURS: Record<number, string> = { 0: '#495057', 2: '#4dabf7', 4: '#69db7c', 8: '#ffd43b', 16: '#ff922b', 32: '#f06595', 48: '#9775fa' };
const at = (radius: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(1)} ${(-radius * Math.cos(a)).toFixed(1)}`;
};

function bigWheel(): string {
  const step = 360 / WHEEL.length;
  return WHEEL.map((value, i) => {
    const [from, to] = [i * step - step / 2, i * step + step / 2];
    return `<path d="M0 0L${at(100, from)}A100 100 0 0 1 ${at(100, to)}Z" fill="${COLOURS[value]}" stroke="#1b1d2b" stroke-width=".5"/>`;
  }).join('');
}

export const gameShowView: GameView = {
  action: 'Spin the wheel',
  stage: ({ t }) =>
    `<div class="show"><svg viewBox="-112 -116 224 228" role="img" aria-label="${t('Big wheel')}"><circle r="108" fill="#2b2d42" stroke="#ffd43b" stroke-width="5"/>` +
    `<g id="bigwheel">${bigWheel()}</g><circle r="22" fill="#ffd43b" stroke="#fff" stroke-width="3"/><path d="M-9-116H9L0-96Z" fill="#fff" stroke="#2b2d42" stroke-width="2"/></svg>` +
    `<b id="stop" class="stop" aria-live="polite"></b></div>`,
  controls: ({ t }) =>
    `<fieldset class="values"><legend>${t('Back a value')}</legend>` +
    WHEEL_VALUES.map(
      (value, i) => `<label><input type="radio" name="segment" value="${value}"${i === 0 ? ' checked' : ''}><i class="v${value}"></i>${value}×</label>`,
    ).join('') +
    `</fieldset>`,
  rules: ({ t }) =>
    `<p>${t('The wheel has 100 segments. Back a value: when the wheel stops on it, you win your stake times that value. Grey segments are the house’s.')}</p><ul class="paytable">` +
    WHEEL_VALUES.map(
      (value) => `<li><span><i class="v${value}"></i>${value}×</span><b>${WHEEL.filter((segment) => segment === value).length} / ${WHEEL.length}</b></li>`,
    ).join('') +
    `</ul>`,
  css:
    `.show{display:grid;place-items:center;position:relative}.show svg{width:min(18rem,82vw);height:auto}` +
    `#bigwheel{transform-origin:0 0;transition:transform 4s cubic-bezier(.12,.7,.2,1)}.stop{position:absolute;font-size:1.5rem;background:#1b1d2b;border-radius:.5rem;padding:.1rem .5rem}.stop:empty{display:none}` +
    `.values{display:flex;flex-wrap:wrap;gap:.4rem;border:0;padding:0;margin:0}.values legend{font-size:.85rem;color:#9aa3b5;margin-bottom:.3rem}` +
    `.values label{flex:none;display:flex;align-items:center;gap:.3rem;background:#232837;border-radius:.5rem;padding:.35rem .6rem;color:#f2f4f8;font-size:.95rem}` +
    `.values label:has(input:checked){outline:2px solid #f5b301}.values input{accent-color:#f5b301}` +
    `i[class^="v"]{display:inline-block;width:.8rem;height:.8rem;border-radius:50%}` +
    Object.entries(COLOURS)
      .map(([value, colour]) => `.v${value}{background:${colour}}`)
      .join(''),
  script: `
const SEGMENTS = ${WHEEL.length};
let wheelTurned = 0;
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const segment = Number(document.querySelector('input[name="segment"]:checked').value);
  const reply = await play({ segment });
  if (!reply) return;
  const place = (reply.outcome.stop * 360) / SEGMENTS;
  wheelTurned += (still ? 0 : 1800) + ((360 - place - (wheelTurned % 360)) % 360 + 360) % 360;
  $('stop').textContent = '';
  $('bigwheel').style.transform = 'rotate(' + wheelTurned + 'deg)';
  await wait(4000);
  $('stop').textContent = reply.outcome.value === 0 ? '—' : reply.outcome.value + '×';
  settle(reply);
});`,
  texts: [],
};
