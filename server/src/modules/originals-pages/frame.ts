// The frame every Arena Originals game client is a document in (the casino frames it through its
// launch call): the markup with every label in the player's language, the texts the script shows later
// as a JSON data block, and one script and one stylesheet from /originals/assets/. The data block is not
// executed and no element carries a handler (script-src-attr 'none'); the one inline script, under the
// page's nonce, marks a framed page before it is drawn, so a game in the casino shows no bar of its own.
import { AUTO_BET_MAX_ROUNDS, GAME_HOTKEYS, QUICK_STAKES, formatMoney, type OriginalsGame, type QuickStake, type StakeLimits } from '@arena/contracts';
import type { VariantsInForce } from '@arena/provably-fair/slots';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';

/** What a page shows of the studio's settings: each slot's RTP variant in force, the most a round pays and each game's stake limits. */
export interface PageContext {
  variants: Readonly<VariantsInForce>;
  /** the studio's maximum win per round, minor units (config.originals.maxWin) */
  maxWin: number;
  /** each game's stake limits in force, minor units (config.originals.limits, with the back office's) */
  limits: Readonly<Record<OriginalsGame, StakeLimits>>;
  /** the licence lets the instant games offer an auto-bet (config.licence.autoPlay): a rule of the page, not of the server */
  autoPlay: boolean;
  /** the licence's sound for a player who never chose (config.licence.soundByDefault): the mute toggle's default */
  soundByDefault: boolean;
  /** a Blackjack round untouched this long is finished by standing (config.originals.blackjackExpiryMinutes): its rules say so */
  blackjackExpiryMinutes: number;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** A page's translator: the key in the player's language, escaped for markup. */
export const pageTranslator =
  (locale: Locale): PageTranslator =>
  (key, params) =>
    escapeHtml(translate(locale, key, params));
export type PageTranslator = (key: string, params?: Record<string, string>) => string;

/** Texts every game's script shows after the page loaded (results, errors, states), by key. */
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

/**
 * Marks a framed page `embedded` before its body is drawn: the casino's title bar (mf-casino's
 * GameTitleBar) then carries the game's name, the player's figures and close, and the page's own bar
 * is kept for screen readers' heading alone (originals.css), never a second bar with a second close.
 */
export const EMBEDDED_SCRIPT = "if(window.parent!==window)document.documentElement.classList.add('embedded')";

/** JSON for a `<script type="application/json">` block: `<` escaped so no text can close the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface DocumentInput {
  /** the page's name: its script is /originals/assets/{script}.js */
  script: string;
  locale: Locale;
  nonce: string;
  title: string;
  body: string;
  /** texts the page's own script shows, besides the ones every game shows */
  scriptTexts?: readonly string[];
}

export function originalsDocument({ script, locale, nonce, title, body, scriptTexts = [] }: DocumentInput): string {
  const texts = Object.fromEntries([...SCRIPT_TEXTS, ...scriptTexts].map((key) => [key, translate(locale, key)]));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<link rel="icon" href="/media/favicon.svg"><title>${escapeHtml(title)} · Arena Originals</title>` +
    `<link rel="stylesheet" href="/originals/assets/originals.css" nonce="${nonce}"><script nonce="${nonce}">${EMBEDDED_SCRIPT}</script>` +
    `<script type="application/json" id="texts" nonce="${nonce}">${jsonBlock(texts)}</script>` +
    `<script src="/originals/assets/${script}.js" defer nonce="${nonce}"></script></head>` +
    `<body data-page="${script}">${body}</body></html>`
  );
}

export interface GameFrameInput {
  game: string;
  locale: Locale;
  nonce: string;
  /** the game's name, already translated and escaped */
  title: string;
  /** the rules shown before the first bet (markup, escaped) */
  rules: string;
  /** the game's declared return to player, as a fraction, or the lowest and highest of its tables */
  rtp: number | readonly [number, number];
  /** the most a round pays, minor units: shown with the RTP, which a capped win lowers */
  maxWin: number;
  /** the game's own panel: result display, controls, figures and the bet form (markup) */
  play: string;
  scriptTexts?: readonly string[];
  /** 'seeds' (default): the player's seed pair and rounds; 'chain': a live game's published hash chain */
  fairness?: 'seeds' | 'chain';
  /** the page's script when games share one (the slots): /originals/assets/{script}.js; default the game's */
  script?: string;
  /** the rules list the desktop's shortcuts (its bet form has the quick stakes); 'cash-out': Space also cashes out (Aviator); 'stake': no bet key, only H and D (a table bet by a click) */
  hotkeys?: boolean | 'cash-out' | 'stake';
  /** the licence's sound for a player who never chose (PageContext.soundByDefault) */
  soundByDefault: boolean;
}

function seedsPanel(locale: Locale): string {
  const t = pageTranslator(locale);
  return (
    `<section class="panel fairness"><h2>${t('Provably fair')}</h2>` +
    `<label class="field"><span>${t('Server seed (SHA-256)')}</span><code id="seed-hash">–</code></label>` +
    `<form id="client-seed-form" class="row"><label class="field grow"><span>${t('Client seed')}</span><input id="client-seed" autocomplete="off" maxlength="64"></label>` +
    `<button type="submit" class="secondary">${t('Save')}</button></form>` +
    `<p class="row"><span>${t('Nonce')}</span> <b id="nonce">–</b></p><button type="button" class="secondary" id="rotate">${t('Rotate seed pair')}</button>` +
    `<p class="revealed" id="revealed" hidden></p><a href="/originals/verify?lang=${locale}" target="_blank" rel="noopener">${t('Verify a round')}</a></section>` +
    `<section class="panel"><h2>${t('Your rounds')}</h2><table class="history"><thead><tr><th>${t('Nonce')}</th><th>${t('Bet')}</th><th>${t('Result')}</th><th>${t('Win')}</th><th></th></tr></thead><tbody id="history"></tbody></table></section>`
  );
}

/** A live game's commitment: the chain's terminal hash and salt, published before its first round. */
function chainPanel(locale: Locale): string {
  const t = pageTranslator(locale);
  return (
    `<section class="panel fairness"><h2>${t('Provably fair')}</h2>` +
    `<p>${t("Each round's result comes from the next hash of a chain published before its first round: the SHA-256 of a round's hash is the hash of the round before it.")}</p>` +
    `<label class="field"><span>${t('Hash chain (h₀)')}</span><code id="chain-hash">–</code></label>` +
    `<label class="field"><span>${t('Salt')}</span><code id="chain-salt">–</code></label>` +
    `<a href="/originals/verify?lang=${locale}&amp;mode=live" target="_blank" rel="noopener">${t('Verify a round')}</a></section>`
  );
}

/** The desktop's shortcuts, as the rules list them (GAME_HOTKEYS); a phone's page hides them (originals.css). */
function hotkeysRule(locale: Locale, keys: true | 'cash-out' | 'stake'): string {
  const t = pageTranslator(locale);
  const key = (name: keyof typeof GAME_HOTKEYS) => `<kbd>${GAME_HOTKEYS[name] === ' ' ? t('Space') : GAME_HOTKEYS[name].toUpperCase()}</kbd>`;
  // the keys are markup of their own: the translated sentence is escaped, then they go in
  const sentence = {
    true: t('Keyboard shortcuts: {bet} bets, {half} halves the stake, {double} doubles it (not while you type in a field).'),
    'cash-out': t(
      'Keyboard shortcuts: {bet} bets, or cashes out while your bet flies, {half} halves the stake, {double} doubles it (not while you type in a field).',
    ),
    stake: t('Keyboard shortcuts: {half} halves the stake, {double} doubles it (not while you type in a field).'),
  }[String(keys) as 'true' | 'cash-out' | 'stake'];
  return `<p class="hotkeys" id="hotkeys">${sentence.replace('{bet}', key('bet')).replace('{half}', key('half')).replace('{double}', key('double'))}</p>`;
}

/**
 * A game's document: the bar with balance, session time and net position (UKGC RTS 13), the game's
 * panel, its rules and RTP, and the provably fair panel: for a single-step game the seed pair (server
 * seed hash shown before play, client seed, nonce, rotation) and the player's rounds with their verify
 * links; for a live game the hash chain it plays (the page shows its own history of results); and the
 * sound's mute toggle.
 */
export function gameFrame({
  game,
  locale,
  nonce,
  title,
  rules,
  rtp,
  maxWin,
  play,
  scriptTexts,
  fairness = 'seeds',
  script = game,
  hotkeys = false,
  soundByDefault,
}: GameFrameInput): string {
  const t = pageTranslator(locale);
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 });
  const percent = typeof rtp === 'number' ? format.format(rtp * 100) : `${format.format(rtp[0] * 100)}–${format.format(rtp[1] * 100)}`;
  const fair =
    fairness === 'chain'
      ? t(
          'Return to player: {rtp} %. Every round is provably fair: its result comes from a hash chain published in advance and can be checked on the verify page.',
          {
            rtp: percent,
          },
        )
      : t('Return to player: {rtp} %. Every round is provably fair: its outcome comes from your seeds and can be checked on the verify page.', {
          rtp: percent,
        });
  const capped = t(
    'A round pays at most {maxWin}. A bet whose win would be larger is paid that, so a large stake on a high multiplier returns less than the RTP shown.',
    { maxWin: formatMoney(maxWin, locale) },
  );
  // the RTP is the exact game's; a payout in whole minor units can only round it down, and says so
  const rounded = t(
    'Wins are paid in whole kuruş, rounded down: at the smallest stakes the return is slightly below the RTP shown, by less than one kuruş per winning round.',
  );
  // what becomes of an interrupted round, and where the player finds their last rounds again (docs/product/originals.md)
  const interrupted =
    fairness === 'chain'
      ? t('If a round cannot reach its result (the server stops), it is cancelled and every bet on it is refunded.')
      : t(
          'A round cut short by a lost connection or a restart is completed with its outcome already decided, or its stake is refunded if it could not be played.',
        );
  const recall = t('Your last 10 rounds of each game, with what the screen showed, are in Game History in your account.');
  const body =
    `<header class="bar"><a class="brand" href="/">Arena <b>Originals</b></a><h1>${title}</h1>` +
    `<dl class="session"><div><dt>${t('Balance')}</dt><dd id="balance">–</dd></div><div><dt>${t('Session time')}</dt><dd id="elapsed">0:00:00</dd></div>` +
    `<div><dt>${t('Net position')}</dt><dd id="net">–</dd></div></dl></header>` +
    `<p class="notice" id="login" hidden>${t('Please log in to play.')} <a href="/">${t('Login')}</a></p>` +
    `<main class="game" id="game">${play}` +
    `<aside class="side"><details class="panel rules" open><summary>${t('Rules')}</summary>${rules}${hotkeys ? hotkeysRule(locale, hotkeys) : ''}<p>${fair}</p><p>${capped}</p><p>${rounded}</p><p>${interrupted} ${recall}</p></details>` +
    (fairness === 'chain' ? chainPanel(locale) : seedsPanel(locale)) +
    `</aside></main>` +
    // the mute toggle stays in view, also in the casino's frame (which hides the bar): sound.ts reads the player's choice, else this default
    `<button type="button" class="sound-toggle" id="sound" aria-pressed="${soundByDefault}" data-default="${soundByDefault ? 'on' : 'off'}" aria-label="${t('Sound')}" title="${t('Sound')}">` +
    // a speaker with waves when on, crossed when muted (originals.css): drawn, no font's emoji needed
    `<svg viewBox="0 0 24 24" aria-hidden="true"><path class="speaker" d="M3 9h4l5-4v14l-5-4H3z"/><path class="waves" d="M15 9a4 4 0 0 1 0 6M17.5 6.5a7.5 7.5 0 0 1 0 11"/>` +
    `<path class="muted" d="M16 9l6 6M22 9l-6 6"/></svg></button>`;
  return originalsDocument({ script, locale, nonce, title, body, scriptTexts });
}

/** the quick-stake buttons' faces (½ and 2× are no words; Min and Max are translation keys) and names (QUICK_STAKES) */
const QUICK_STAKE_LABELS: Record<QuickStake, { face: string; name: string }> = {
  half: { face: '½', name: 'Halve the stake' },
  double: { face: '2×', name: 'Double the stake' },
  min: { face: 'Min', name: 'Minimum stake' },
  max: { face: 'Max', name: 'Maximum stake' },
};
const faceOf = (action: QuickStake, t: PageTranslator) =>
  action === 'min' || action === 'max' ? t(QUICK_STAKE_LABELS[action].face) : QUICK_STAKE_LABELS[action].face;

export interface BetFormInput {
  /** the amount the field opens with, as the page's language writes it */
  amount: string;
  /** the bet button's label key */
  button?: string;
  /** the field's label key */
  label?: string;
  /** the game's limits (the instant and table games, Aviator): the field carries them (data-min, data-max, minor units) and ½, 2×, Min and Max stand beside it */
  limits?: StakeLimits;
}

/** The bet form every game's panel ends with: the amount in ₺ (with the quick stakes where the limits are given) and the bet button. */
export function betForm(locale: Locale, { amount, button = 'Bet', label = 'Bet amount', limits }: BetFormInput): string {
  const t = pageTranslator(locale);
  const bounds = limits ? ` data-min="${limits.min}" data-max="${limits.max}"` : '';
  return (
    `<form id="bet" class="bet${limits ? ' quick' : ''}" novalidate><label class="field"><span>${t(label)} (₺)</span><input id="amount" inputmode="decimal" autocomplete="off" value="${amount}"${bounds}></label>` +
    `${limits ? quickStakes(locale) : ''}<button type="submit" class="primary" id="place">${t(button)}</button></form>`
  );
}

/** ½, 2×, Min and Max for the stake field (#amount, carrying its limits): stake-controls.ts wires them */
export function quickStakes(locale: Locale): string {
  const t = pageTranslator(locale);
  return (
    `<div class="quick-stakes" role="group" aria-label="${t('Quick stake')}">` +
    QUICK_STAKES.map((action) => {
      const { name } = QUICK_STAKE_LABELS[action];
      return `<button type="button" class="secondary" id="stake-${action}" aria-label="${t(name)}" title="${t(name)}">${faceOf(action, t)}</button>`;
    }).join('') +
    `</div>`
  );
}

/** Texts the auto-bet's script shows (originals-client/auto-bet.ts). */
export const AUTO_BET_TEXTS = [
  'Enter a number of rounds from 1 to {max}',
  'Enter a valid limit, or leave it empty',
  'Auto-bet: round {played} of {rounds}',
  'Auto-bet finished: {played} rounds played.',
  'Auto-bet stopped: the net win reached {amount}.',
  'Auto-bet stopped: the net loss reached {amount}.',
  'Auto-bet stopped after {played} rounds.',
];

/**
 * An instant game's auto-bet, below its bet form, where the licence allows it (PageContext.autoPlay):
 * the number of rounds, the net win and net loss to stop at, start and stop. Each round is an ordinary
 * bet the page places; the server knows no auto-bet.
 */
export function autoBetPanel(locale: Locale): string {
  const t = pageTranslator(locale);
  const field = (id: string, label: string, attributes: string) =>
    `<label class="field grow"><span>${t(label)}</span><input id="${id}" autocomplete="off" ${attributes}></label>`;
  return (
    `<details class="auto-bet" id="auto-bet"><summary>${t('Auto-bet')}</summary>` +
    `<p class="hint">${t('Auto-bet plays each round as an ordinary bet at the stake shown, one after another, and stops after the number of rounds, when your net win or net loss since it started reaches the limit you set, when you press Stop, or at the first error.')}</p>` +
    `<div class="row">${field('auto-rounds', 'Number of rounds', `inputmode="numeric" value="10" data-max="${AUTO_BET_MAX_ROUNDS}"`)}` +
    `${field('auto-win', 'Stop on net win of (₺)', 'inputmode="decimal"')}${field('auto-loss', 'Stop on net loss of (₺)', 'inputmode="decimal"')}</div>` +
    `<div class="row"><button type="button" class="secondary" id="auto-start">${t('Start auto-bet')}</button>` +
    `<button type="button" class="secondary" id="auto-stop" hidden>${t('Stop auto-bet')}</button></div>` +
    `<p class="auto-status" id="auto-status" role="status"></p></details>`
  );
}
