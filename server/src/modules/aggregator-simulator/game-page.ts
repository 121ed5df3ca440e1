// The simulated suppliers' demo game (GET /simulator/game/<token>): the game's name and art, the
// player's balance, a stake and a Spin button. Its one inline script and style carry the page's CSP
// nonce; a spin is decided by the simulator's server (paytable.ts), which moves the money through our
// wallet like the supplier would. Framed by the casino: Close posts 'exit' to the parent.
import { createHash } from 'node:crypto';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { PAYTABLE, PAYTABLE_RTP } from './paytable';

export interface GamePageInput {
  locale: Locale;
  nonce: string;
  game: { gameCode: string; name: string; system: string; image?: string | null };
  /** the aggregator playing the supplier */
  supplier: string;
  balance: number;
  spinUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** `<` escaped so no text can close the data block */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** characters every system font has (an emoji font is not a given) */
const SYMBOLS = { seven: '7', bar: 'BAR', bell: '★', lemon: '♦', cherry: '♥', plum: '♣' };

/** a game without art gets a gradient of its own, the same on every visit */
function gradientOf(gameCode: string): string {
  const hue = createHash('sha256').update(gameCode).digest().readUInt16BE(0) % 360;
  return `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 70) % 360} 65% 22%))`;
}

const SCRIPT = `
const data = JSON.parse(document.getElementById('sim').textContent);
const $ = (id) => document.getElementById(id);
const money = new Intl.NumberFormat(data.locale === 'en' ? 'en-US' : 'tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
const show = (balance) => { $('balance').textContent = money.format(balance / 100); };
show(data.balance);
if (window.parent === window) $('close').hidden = true;
$('close').addEventListener('click', () => window.parent.postMessage('exit', '*'));
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const stake = Math.round(Number($('stake').value.replace(',', '.')) * 100);
  if (!Number.isSafeInteger(stake) || stake <= 0) { $('outcome').textContent = data.texts.invalid; return; }
  $('spin').disabled = true;
  try {
    const response = await fetch(data.spinUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': data.locale }, body: JSON.stringify({ stake }) });
    const reply = await response.json();
    if (!reply.success) { $('outcome').textContent = reply.message; return; }
    reply.data.reels.forEach((symbol, index) => { $('reel' + index).textContent = data.symbols[symbol]; });
    show(reply.data.balance);
    $('outcome').textContent = reply.data.win > 0 ? data.texts.won.replace('{amount}', money.format(reply.data.win / 100)) : data.texts.lost;
  } catch {
    $('outcome').textContent = data.texts.failed;
  } finally {
    $('spin').disabled = false;
  }
});`;

export function renderGamePage({ locale, nonce, game, supplier, balance, spinUrl }: GamePageInput): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(locale, key, params));
  const art = game.image
    ? `url(${JSON.stringify(game.image).replace(/</g, '\\3c ')}) center / cover no-repeat, ${gradientOf(game.gameCode)}`
    : gradientOf(game.gameCode);
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 });
  const paytable = PAYTABLE.filter(({ multiplier }) => multiplier > 0)
    .map(({ reels, multiplier }) => `<li><span>${reels.map((symbol) => SYMBOLS[symbol]).join(' ')}</span><b>${format.format(multiplier / 100)}×</b></li>`)
    .join('');
  const texts = {
    won: translate(locale, 'You won {amount}'),
    lost: translate(locale, 'No win this time'),
    invalid: translate(locale, 'Enter a valid amount'),
    failed: translate(locale, 'The connection failed. Please try again.'),
  };
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(game.name)}</title><style nonce="${nonce}">` +
    `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#10131a;color:#f2f4f8;display:flex;flex-direction:column;min-height:100vh}` +
    `header{display:flex;align-items:center;gap:1rem;padding:.75rem 1rem;background:#191d27}header h1{flex:1;font-size:1.1rem;margin:0}` +
    `header small{color:#9aa3b5}button{font:inherit;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}` +
    `#close{background:#2a3040;color:#f2f4f8}.art{height:9rem;background:${art}}main{flex:1;display:grid;gap:1rem;padding:1rem;max-width:32rem;margin:0 auto;width:100%;box-sizing:border-box}` +
    `.reels{display:flex;justify-content:center;gap:.5rem}.reels span{width:4.5rem;height:4.5rem;display:grid;place-items:center;background:#232837;border-radius:.75rem;font-size:1.6rem;font-weight:700}` +
    `form{display:flex;gap:.5rem;align-items:end}label{flex:1;display:grid;gap:.25rem;font-size:.85rem;color:#9aa3b5}input{font:inherit;padding:.55rem;border-radius:.5rem;border:1px solid #39405a;background:#0c0f15;color:inherit}` +
    `#spin{background:#f5b301;color:#111;font-weight:700}#spin:disabled{opacity:.6}#outcome{min-height:1.4em;text-align:center}` +
    `ul{list-style:none;padding:0;margin:0;display:grid;gap:.25rem;font-size:.9rem}li{display:flex;justify-content:space-between}footer{font-size:.8rem;color:#9aa3b5;text-align:center;padding:.75rem}</style></head><body>` +
    `<header><h1>${escapeHtml(game.name)} <small>${escapeHtml(game.system)} · ${escapeHtml(supplier)}</small></h1>` +
    `<span>${t('Balance')}: <b id="balance">–</b></span><button type="button" id="close">${t('Close')}</button></header>` +
    `<div class="art" role="img" aria-label="${escapeHtml(game.name)}"></div><main>` +
    `<div class="reels"><span id="reel0">7</span><span id="reel1">7</span><span id="reel2">7</span></div>` +
    `<p id="outcome" role="status"></p>` +
    `<form id="play" novalidate><label>${t('Bet amount')} (₺)<input id="stake" inputmode="decimal" autocomplete="off" value="1"></label>` +
    `<button type="submit" id="spin">${t('Spin')}</button></form>` +
    `<section><h2>${t('Paytable')}</h2><ul>${paytable}</ul></section></main>` +
    `<footer>${t('Simulated game for development: every spin moves your balance through the wallet. Return to player: {rtp} %.', { rtp: format.format(PAYTABLE_RTP * 100) })}</footer>` +
    `<script type="application/json" id="sim" nonce="${nonce}">${jsonBlock({ locale, balance, spinUrl, texts, symbols: SYMBOLS })}</script>` +
    `<script nonce="${nonce}">${SCRIPT}</script></body></html>`
  );
}
