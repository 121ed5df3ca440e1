// The simulated suppliers' game page (GET /simulator/game/<token>), one frame for every genre: the
// game's name, its generated art (same-origin /media/games, served so that a sandboxed frame may load
// it), the player's balance, the genre's table and choices (pages/), the stake and the play button, the
// rules and the return to player. Its one inline script and style carry the page's CSP nonce; a round
// is decided by the simulator's server (games/), which moves the money through our wallet like the
// supplier would. Framed by the casino: Close posts 'exit' to the parent.
import type { GameGenre } from '../casino';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { SIMULATED_RTP } from './games';
import { GAME_VIEWS } from './pages';

export interface GamePageInput {
  locale: Locale;
  nonce: string;
  game: { gameCode: string; name: string; system: string };
  /** the studio's name players know */
  studio: string;
  genre: GameGenre;
  /** the game's art (its catalogue image) */
  art: string;
  /** the aggregator playing the supplier */
  supplier: string;
  balance: number;
  playUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** `<` escaped so no text can close the data block */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** what every game's page shows from its script */
const FRAME_TEXTS = [
  'You won {amount}',
  'No win this time',
  'Your stake is returned',
  '{amount} paid back',
  'Enter a valid amount',
  'The connection failed. Please try again.',
];

const STYLE =
  `body{margin:0;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#10131a;color:#f2f4f8;display:flex;flex-direction:column;min-height:100vh}` +
  `header{display:flex;align-items:center;gap:.75rem;padding:.6rem 1rem;background:#191d27}header img{width:4rem;height:3rem;border-radius:.4rem;object-fit:cover}` +
  `header h1{flex:1;font-size:1.05rem;margin:0;display:grid}header small{color:#9aa3b5;font-weight:400}button{font:inherit;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}` +
  `#close{background:#2a3040;color:#f2f4f8}main{flex:1;display:grid;gap:.9rem;padding:1rem;max-width:34rem;margin:0 auto;width:100%;box-sizing:border-box;align-content:start}` +
  `form{display:flex;flex-wrap:wrap;gap:.6rem;align-items:end}label{flex:1;display:grid;gap:.25rem;font-size:.85rem;color:#9aa3b5;min-width:8rem}` +
  `input,select{font:inherit;padding:.55rem;border-radius:.5rem;border:1px solid #39405a;background:#0c0f15;color:#f2f4f8}` +
  `#spin{background:#f5b301;color:#111;font-weight:700;min-width:8rem}button:disabled{opacity:.6;cursor:progress}#outcome{min-height:1.4em;text-align:center;margin:0;font-weight:600}` +
  `h2{font-size:1rem;margin:.2rem 0}.paytable{list-style:none;padding:0;margin:0;display:grid;gap:.25rem;font-size:.9rem}.paytable li{display:flex;justify-content:space-between;align-items:center}` +
  `footer{font-size:.8rem;color:#9aa3b5;text-align:center;padding:.75rem}[hidden]{display:none!important}` +
  `@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`;

/** the frame's script: the page's data and texts, the balance, the round's request; a genre's script follows */
const FRAME_SCRIPT = `
const data = JSON.parse(document.getElementById('sim').textContent);
const $ = (id) => document.getElementById(id);
const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
const numberLocale = data.locale === 'en' ? 'en-US' : 'tr-TR';
const money = new Intl.NumberFormat(numberLocale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
const hundredths = new Intl.NumberFormat(numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const times = (value) => hundredths.format(value / 100);
const t = (key, params = {}) => (data.texts[key] ?? key).replace(/\\{(\\w+)\\}/g, (whole, name) => params[name] ?? whole);
const show = (balance) => { $('balance').textContent = money.format(balance / 100); };
const say = (text) => { $('outcome').textContent = text; };
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, still ? 0 : ms));
/** a round's id, made here: sent again, the same round is played again and our wallet moves its money once */
const newRound = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
const buttons = () => document.querySelectorAll('main button');
async function play(fields, round = newRound(), stake = Math.round(Number($('stake').value.replace(',', '.')) * 100)) {
  if (!Number.isSafeInteger(stake) || stake <= 0) { say(t('Enter a valid amount')); return null; }
  buttons().forEach((button) => { button.disabled = true; });
  say('');
  try {
    const response = await fetch(data.playUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': data.locale }, body: JSON.stringify({ round, stake, ...fields }) });
    const reply = await response.json();
    if (!reply.success) { say(reply.message); return null; }
    return reply.data;
  } catch {
    say(t('The connection failed. Please try again.'));
    return null;
  } finally {
    buttons().forEach((button) => { button.disabled = false; });
  }
}
/** the settled round: the new balance and what it paid */
const settle = (reply, before = '') => {
  show(reply.balance);
  // a win is only what is above the stake; part of it paid back is said as such
  const amount = money.format(reply.win / 100);
  const paid = reply.win > reply.stake ? t('You won {amount}', { amount }) : reply.win === reply.stake ? t('Your stake is returned') : reply.win > 0 ? t('{amount} paid back', { amount }) : t('No win this time');
  say(before + paid);
};
show(data.balance);
if (window.parent === window) $('close').hidden = true;
$('close').addEventListener('click', () => window.parent.postMessage('exit', '*'));
`;

export function renderGamePage({ locale, nonce, game, studio, genre, art, supplier, balance, playUrl }: GamePageInput): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(locale, key, params));
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 });
  const context = { t, times: (value: number) => format.format(value / 100) };
  const view = GAME_VIEWS[genre];
  const rtp = SIMULATED_RTP[genre];
  const percent = (value: number) => format.format(Math.round(value * 10_000) / 100);
  const texts = Object.fromEntries([...FRAME_TEXTS, ...view.texts].map((key) => [key, translate(locale, key)]));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(game.name)}</title><style nonce="${nonce}">${STYLE}${view.css}</style></head><body>` +
    `<header><img src="${escapeHtml(art)}" alt="" width="400" height="300"><h1>${escapeHtml(game.name)} <small>${escapeHtml(studio)} · ${escapeHtml(supplier)}</small></h1>` +
    `<span>${t('Balance')}: <b id="balance">–</b></span><button type="button" id="close">${t('Close')}</button></header>` +
    `<main class="${genre}">${view.stage(context)}<p id="outcome" role="status"></p>` +
    `<form id="play" novalidate>${view.controls(context)}<label>${t('Bet amount')} (₺)<input id="stake" inputmode="decimal" autocomplete="off" value="1"></label>` +
    `<button type="submit" id="spin">${t(view.action)}</button></form>` +
    `<section><h2>${t('How to play')}</h2>${view.rules(context)}</section></main>` +
    `<footer>${t('Simulated game for development: every round moves your balance through the wallet. Return to player: {rtp} %.', {
      rtp: rtp.min === rtp.max ? percent(rtp.min) : `${percent(rtp.min)}–${percent(rtp.max)}`,
    })}</footer>` +
    `<script type="application/json" id="sim" nonce="${nonce}">${jsonBlock({ locale, balance, playUrl, texts })}</script>` +
    `<script nonce="${nonce}">${FRAME_SCRIPT}${view.script}</script></body></html>`
  );
}
