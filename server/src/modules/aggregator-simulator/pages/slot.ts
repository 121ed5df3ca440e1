// The video slot's page: three reels of drawn symbols that spin and stop in order, and its paytable.
import { PAYTABLE, type ReelSymbol } from '../games/slot';
import type { GameView } from './view';

/** each symbol drawn in a 60×60 box */
const SYMBOLS: Record<ReelSymbol, string> = {
  seven: `<text x="30" y="52" text-anchor="middle" font-size="58" font-weight="900" fill="#e03131" stroke="#7a0b0b" stroke-width="2">7</text>`,
  bar: `<rect x="4" y="18" width="52" height="24" rx="5" fill="#14151a"/><text x="30" y="37" text-anchor="middle" font-size="17" font-weight="900" fill="#ffd43b">BAR</text>`,
  bell: `<path d="M12 44C13 28 17 12 30 10C43 12 47 28 48 44Z" fill="#fcc419" stroke="#b7791f" stroke-width="2"/><circle cx="30" cy="49" r="5" fill="#b7791f"/>`,
  lemon: `<ellipse cx="30" cy="32" rx="22" ry="16" fill="#ffe066" stroke="#c9a227" stroke-width="2"/>`,
  cherry: `<path d="M26 14Q36 6 46 8M26 14L18 34M26 14L38 38" stroke="#2f9e44" stroke-width="3" fill="none"/><circle cx="18" cy="42" r="10" fill="#e03131"/><circle cx="38" cy="44" r="10" fill="#c92a2a"/>`,
  plum: `<circle cx="30" cy="34" r="18" fill="#7048e8"/><path d="M30 16Q34 8 42 8" stroke="#2f9e44" stroke-width="3" fill="none"/>`,
};

const symbol = (name: ReelSymbol) => `<svg viewBox="0 0 60 60" aria-hidden="true">${SYMBOLS[name]}</svg>`;

export const slotView: GameView = {
  action: 'Spin',
  stage: ({ t }) =>
    `<div class="reels" role="img" aria-label="${t('Reels')}">${[0, 1, 2].map((i) => `<span class="reel" id="reel${i}">${symbol('seven')}</span>`).join('')}</div>` +
    `<template id="symbols">${Object.keys(SYMBOLS)
      .map((name) => `<span data-symbol="${name}">${symbol(name as ReelSymbol)}</span>`)
      .join('')}</template>`,
  controls: () => '',
  rules: ({ t, times }) =>
    `<p>${t('Three of a kind on the line pay the paytable’s multiple of the stake; one or two cherries pay too.')}</p><ul class="paytable">` +
    PAYTABLE.filter(({ multiplier }) => multiplier > 0)
      .map(({ reels, multiplier }) => `<li><span>${reels.map(symbol).join('')}</span><b>${times(multiplier)}×</b></li>`)
      .join('') +
    `</ul>`,
  css:
    `.reels{display:flex;justify-content:center;gap:.6rem;padding:1rem;background:linear-gradient(#2b1d4a,#120c22);border-radius:1rem;border:3px solid #f5b301}` +
    `.reel{width:5.5rem;height:6.5rem;display:grid;place-items:center;background:#fbfaf6;border-radius:.6rem;overflow:hidden}.reel svg{width:4.2rem;height:4.2rem}` +
    `.reel.spinning svg{animation:roll .12s linear infinite}@keyframes roll{from{transform:translateY(-60%)}to{transform:translateY(60%)}}` +
    `.paytable li span{display:flex;gap:.2rem}.paytable svg{width:1.6rem;height:1.6rem}`,
  script: `
const symbols = Object.fromEntries([...$('symbols').content.children].map((el) => [el.dataset.symbol, el.innerHTML]));
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const reels = [0, 1, 2].map((i) => $('reel' + i));
  if (!still) reels.forEach((reel) => reel.classList.add('spinning'));
  const reply = await play({});
  for (const [i, reel] of reels.entries()) {
    if (reply) { await wait(350); reel.innerHTML = symbols[reply.outcome.reels[i]]; }
    reel.classList.remove('spinning');
  }
  if (reply) settle(reply);
});`,
  texts: [],
};
