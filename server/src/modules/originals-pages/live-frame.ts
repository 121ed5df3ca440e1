// A shared-round game's page in the studio's game frame (its hash chain panel): the game's panel with
// the round's phase and countdown and the strip of the last results above it, and below it the bets of
// the round and the last round's hash with its verify link.
import type { Locale } from '../../i18n/translations';
import { gameFrame, pageTranslator, type GameFrameInput } from './frame';

/** Texts every shared-round game's script shows. */
const LIVE_SCRIPT_TEXTS = ['Bets open: {seconds} s', 'Drawing…', 'Next round in {seconds} s', 'Round cancelled: every bet refunded', 'Your bet is placed'];

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
  /** the most a round pays, minor units */
  maxWin: number;
  /** the game's own panel (markup) */
  play: string;
  scriptTexts?: readonly string[];
  /** the licence's sound for a player who never chose */
  soundByDefault: boolean;
  /** the rules list the desktop's shortcuts (GameFrameInput.hotkeys) */
  hotkeys?: GameFrameInput['hotkeys'];
}

export function liveGameFrame({ game, locale, nonce, title, rules, rtp, maxWin, play, scriptTexts = [], soundByDefault, hotkeys }: LiveGameFrameInput): string {
  const t = pageTranslator(locale);
  const column =
    `<div class="main-column"><p class="phase" id="phase" role="status">–</p><ol class="strip" id="strip" aria-label="${t('Last results')}"></ol>${play}` +
    `<section class="panel"><h2>${t('Bets this round')}</h2><table class="history"><thead><tr><th>${t('Player')}</th><th>${t('Bet')}</th><th>${t('Amount')}</th><th>${t('Win')}</th></tr></thead>` +
    `<tbody id="bets"></tbody></table>` +
    `<label class="field"><span>${t('Last round hash')}</span><code id="round-hash">–</code></label>` +
    `<a id="verify-link" href="/originals/verify?lang=${locale}&amp;game=${game}" target="_blank" rel="noopener">${t('Verify a round')}</a></section></div>`;
  return gameFrame({
    game,
    locale,
    nonce,
    title,
    rules,
    rtp,
    maxWin,
    play: column,
    fairness: 'chain',
    scriptTexts: [...LIVE_SCRIPT_TEXTS, ...scriptTexts],
    soundByDefault,
    hotkeys,
  });
}
