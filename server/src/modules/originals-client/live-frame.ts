// The frame of a shared-round game (one round for everyone on a cycle): the bar with balance, session
// time and net position (UKGC RTS 13), the game's panel, its rules and RTP, the round's phase with its
// countdown, the last results, the bets of the round, and the hash chain the rounds are drawn from
// (its published h_0 and salt, the last round's hash, the verify page) instead of a player's seed pair.
import type { Locale } from '../../i18n/translations';
import { originalsDocument, pageTranslator, sessionBar } from './frame';

/** Texts every shared-round game's script shows. */
const LIVE_SCRIPT_TEXTS = [
  'Bets open: {seconds} s',
  'Drawing…',
  'Next round in {seconds} s',
  'Round cancelled: bets refunded',
  'Your bet is placed',
  'Watching: log in to play.',
];

export interface LiveGameFrameInput {
  game: string;
  locale: Locale;
  nonce: string;
  /** the game's name, translated and escaped */
  title: string;
  /** the rules shown before the first bet (markup, escaped) */
  rules: string;
  /** the declared return to player, as a fraction */
  rtp: number;
  /** the game's own panel (markup) */
  play: string;
  scriptTexts?: readonly string[];
}

export function liveGameFrame({ game, locale, nonce, title, rules, rtp, play, scriptTexts = [] }: LiveGameFrameInput): string {
  const t = pageTranslator(locale);
  const percent = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 }).format(rtp * 100);
  const body =
    sessionBar(locale, title) +
    `<p class="notice" id="login" hidden>${t('Watching: log in to play.')} <a href="/">${t('Login')}</a></p>` +
    `<main class="game live" id="game" data-game="${game}"><div class="main-column"><p class="phase" id="phase" role="status">–</p>` +
    `<ol class="strip" id="strip" aria-label="${t('Last results')}"></ol>${play}</div>` +
    `<aside class="side"><details class="panel rules" open><summary>${t('Rules')}</summary>${rules}` +
    `<p>${t('Return to player: {rtp} %. Every round is drawn from a hash chain published before its first round, so anyone can check it on the verify page.', { rtp: percent })}</p></details>` +
    `<section class="panel"><h2>${t('Bets of this round')}</h2><table class="history"><thead><tr><th>${t('Player')}</th><th>${t('Bet')}</th><th>${t('Amount')}</th><th>${t('Win')}</th></tr></thead>` +
    `<tbody id="bets"></tbody></table></section>` +
    `<section class="panel fairness"><h2>${t('Provably fair')}</h2>` +
    `<label class="field"><span>${t('Published chain hash (h₀)')}</span><code id="chain-hash">–</code></label>` +
    `<label class="field"><span>${t('Salt')}</span><code id="chain-salt">–</code></label>` +
    `<label class="field"><span>${t('Last round hash')}</span><code id="round-hash">–</code></label>` +
    `<a id="verify-link" href="/originals/verify?lang=${locale}&amp;game=${game}" target="_blank" rel="noopener">${t('Verify a round')}</a></section>` +
    `</aside></main>`;
  return originalsDocument({ script: game, locale, nonce, title, body, scriptTexts: [...LIVE_SCRIPT_TEXTS, ...scriptTexts] });
}
