// The Arena Originals game clients as documents of their own (the casino frames them through its
// launch call): the markup with every label in the player's language, the texts the script shows
// later as a JSON data block, and one script and one stylesheet from /originals/assets/. Nothing
// inline runs: the data block is not executed, and no element carries a handler (script-src-attr 'none').
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { DECLARED_RTP, DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { formatHundredths } from './game-math';

export type OriginalsPage = 'dice' | 'limbo' | 'verify';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** Texts the scripts show after the page loaded (results, errors, states), by key. */
const SCRIPT_TEXTS = [
  'You won {amount}',
  'No win this time',
  'Please log in to play.',
  'Insufficient balance',
  'Enter a valid amount',
  'Enter a valid target',
  'Enter a valid nonce',
  'The connection failed. Please try again.',
  'Roll over',
  'Roll under',
  'Revealed server seed',
  'Not revealed yet: rotate the seed pair to reveal it.',
  'The hash matches the server seed.',
  'The hash does not match the server seed.',
  'Win',
  'Loss',
  'Verify',
];

/** JSON for a `<script type="application/json">` block: `<` escaped so no text can close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function document(page: OriginalsPage, locale: Locale, nonce: string, title: string, body: string): string {
  const texts = Object.fromEntries(SCRIPT_TEXTS.map((key) => [key, translate(locale, key)]));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<link rel="icon" href="/media/favicon.svg"><title>${escapeHtml(title)} · Arena Originals</title>` +
    `<link rel="stylesheet" href="/originals/assets/originals.css" nonce="${nonce}">` +
    `<script type="application/json" id="texts" nonce="${nonce}">${jsonBlock(texts)}</script>` +
    `<script src="/originals/assets/${page}.js" defer nonce="${nonce}"></script></head>` +
    `<body data-page="${page}">${body}</body></html>`
  );
}

function gamePage(game: 'dice' | 'limbo', locale: Locale, nonce: string): string {
  const t = (key: string, params?: Record<string, string>) => escapeHtml(translate(locale, key, params));
  const title = game === 'dice' ? t('Dice') : t('Limbo');
  const rules =
    game === 'dice'
      ? t(
          'Pick a target between {min} and {max} and roll over or under it. A roll from 0.00 to 100.00 decides the bet; the higher the chance, the lower the payout.',
          {
            min: formatHundredths(DICE_MIN_TARGET, locale),
            max: formatHundredths(DICE_MAX_TARGET, locale),
          },
        )
      : t('Pick a target multiplier of at least {min}×. The game draws a multiplier; if it reaches your target, you win your bet times the target.', {
          min: formatHundredths(LIMBO_MIN_TARGET, locale),
        });
  const targetControl =
    game === 'dice'
      ? `<div class="dice-track"><div class="dice-marker" id="marker" hidden></div>` +
        `<input type="range" id="target" min="${DICE_MIN_TARGET}" max="${DICE_MAX_TARGET}" step="1" value="5050" aria-label="${t('Target')}"></div>` +
        `<div class="row"><label class="field"><span>${t('Target')}</span><output id="target-value"></output></label>` +
        `<button type="button" class="toggle" id="direction" aria-pressed="true"></button></div>`
      : `<label class="field"><span>${t('Target multiplier')}</span><input id="target" inputmode="decimal" autocomplete="off" value="${formatHundredths(200, locale)}"></label>`;
  const body =
    `<header class="bar"><a class="brand" href="/">Arena <b>Originals</b></a><h1>${title}</h1>` +
    `<dl class="session"><div><dt>${t('Balance')}</dt><dd id="balance">–</dd></div><div><dt>${t('Session time')}</dt><dd id="elapsed">0:00:00</dd></div>` +
    `<div><dt>${t('Net position')}</dt><dd id="net">–</dd></div></dl></header>` +
    `<p class="notice" id="login" hidden>${t('Please log in to play.')} <a href="/">${t('Login')}</a></p>` +
    `<main class="game" id="game">` +
    `<section class="panel play"><div class="result" id="result">${game === 'dice' ? formatHundredths(5000, locale) : `${formatHundredths(100, locale)}×`}</div>` +
    `<p class="outcome" id="outcome" role="status"></p>${targetControl}` +
    `<dl class="figures"><div><dt>${t('Win chance')}</dt><dd id="chance"></dd></div><div><dt>${t('Payout')}</dt><dd id="multiplier"></dd></div>` +
    `<div><dt>${t('Payout on win')}</dt><dd id="payout"></dd></div></dl>` +
    `<form id="bet" class="bet" novalidate><label class="field"><span>${t('Bet amount')} (₺)</span><input id="amount" inputmode="decimal" autocomplete="off" value="${formatHundredths(100, locale)}"></label>` +
    `<button type="submit" class="primary" id="place">${t('Bet')}</button></form></section>` +
    `<aside class="side"><details class="panel rules" open><summary>${t('Rules')}</summary><p>${rules}</p>` +
    `<p>${t('Return to player: {rtp} %. Every round is provably fair: its outcome comes from your seeds and can be checked on the verify page.', { rtp: String(DECLARED_RTP * 100) })}</p></details>` +
    `<section class="panel fairness"><h2>${t('Provably fair')}</h2>` +
    `<label class="field"><span>${t('Server seed (SHA-256)')}</span><code id="seed-hash">–</code></label>` +
    `<form id="client-seed-form" class="row"><label class="field grow"><span>${t('Client seed')}</span><input id="client-seed" autocomplete="off" maxlength="64"></label>` +
    `<button type="submit" class="secondary">${t('Save')}</button></form>` +
    `<p class="row"><span>${t('Nonce')}</span> <b id="nonce">–</b></p><button type="button" class="secondary" id="rotate">${t('Rotate seed pair')}</button>` +
    `<p class="revealed" id="revealed" hidden></p><a href="/originals/verify?lang=${locale}" target="_blank" rel="noopener">${t('Verify a round')}</a></section>` +
    `<section class="panel"><h2>${t('Your rounds')}</h2><table class="history"><thead><tr><th>${t('Nonce')}</th><th>${t('Bet')}</th><th>${t('Result')}</th><th>${t('Win')}</th><th></th></tr></thead><tbody id="history"></tbody></table></section>` +
    `</aside></main>`;
  return document(game, locale, nonce, title, body);
}

function verifyPage(locale: Locale, nonce: string): string {
  const t = (key: string) => escapeHtml(translate(locale, key));
  const body =
    `<header class="bar"><a class="brand" href="/">Arena <b>Originals</b></a><h1>${t('Verify a round')}</h1></header>` +
    `<main class="verify"><form id="verify" class="panel" novalidate>` +
    `<p>${t('Recompute any round from its seeds, right here in your browser: the same published function the studio uses.')}</p>` +
    `<label class="field"><span>${t('Game')}</span><select id="game"><option value="dice">${t('Dice')}</option><option value="limbo">${t('Limbo')}</option></select></label>` +
    `<label class="field"><span>${t('Server seed')}</span><input id="server-seed" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Server seed hash')}</span><input id="server-seed-hash" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Client seed')}</span><input id="client-seed" autocomplete="off"></label>` +
    `<div class="row"><label class="field grow"><span>${t('Nonce')}</span><input id="nonce" inputmode="numeric" autocomplete="off" value="0"></label>` +
    `<label class="field grow"><span>${t('Target')}</span><input id="target" inputmode="decimal" autocomplete="off"></label>` +
    `<label class="field grow dice-only"><span>${t('Direction')}</span><select id="over"><option value="1">${t('Roll over')}</option><option value="0">${t('Roll under')}</option></select></label></div>` +
    `<button type="submit" class="primary">${t('Verify')}</button></form>` +
    `<section class="panel proof" id="proof" hidden><h2>${t('Result')}</h2><p class="result small" id="outcome"></p>` +
    `<h3>${t('SHA-256 of the server seed')}</h3><code id="hash"></code><p id="hash-check"></p>` +
    `<h3>${t('HMAC-SHA256 bytes')}</h3><code id="bytes"></code><h3>${t('Floats')}</h3><code id="floats"></code>` +
    `<h3>${t('Step by step')}</h3><ol id="steps"></ol></section></main>`;
  return document('verify', locale, nonce, t('Verify a round'), body);
}

/** The page's document in `locale`; its script and style tags carry `nonce`. */
export function renderOriginalsPage(page: OriginalsPage, locale: Locale, nonce: string): string {
  return page === 'verify' ? verifyPage(locale, nonce) : gamePage(page, locale, nonce);
}
