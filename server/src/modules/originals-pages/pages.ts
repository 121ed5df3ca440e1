// The Arena Originals pages by name: each game's client and the verify page (GET /originals/{page}).
// A game added to the studio adds its page function here (its markup in a file of its own).
import { DICE_DECLARED_RTP, DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_DECLARED_RTP, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { STEP_KEYS, STEP_NAMES } from '@arena/provably-fair/steps';
import type { Locale } from '../../i18n/translations';
import { defaultVariants } from '@arena/provably-fair/slots';
import { clampStake, ORIGINALS_GAMES, type OriginalsGame, type StakeLimits } from '@arena/contracts';
import { DEFAULT_BET_LIMITS, DEFAULT_ORIGINALS_MAX_WIN } from '../../config';
import { blackjackPage } from './blackjack-page';
import { aviatorPage } from './aviator-page';
import { AUTO_BET_TEXTS, autoBetPanel, betForm, gameFrame, originalsDocument, pageTranslator, type PageContext } from './frame';
import { BLACKJACK_ACTION_NAMES, formatHundredths } from './game-math';
import { plinkoPage } from './plinko-page';
import { roulettePage } from './roulette-page';
import { bosphorusPage, sultanPage } from './slot-page';
import { autoRoulettePage } from './auto-roulette-page';
import { bingoPage } from './bingo-page';
import { wheelPage } from './wheel-page';

/** a page in `locale`, its tags carrying `nonce`; a slot's shows the RTP variant in force, a game's the most a round pays */
type PageRenderer = (locale: Locale, nonce: string, context: PageContext) => string;

function targetGamePage(game: 'dice' | 'limbo', locale: Locale, nonce: string, { maxWin, limits, autoPlay, soundByDefault }: PageContext): string {
  const t = pageTranslator(locale);
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
  const play =
    `<section class="panel play"><div class="result" id="result">${game === 'dice' ? formatHundredths(5000, locale) : `${formatHundredths(100, locale)}×`}</div>` +
    `<p class="outcome" id="outcome" role="status"></p>${targetControl}` +
    `<dl class="figures"><div><dt>${t('Win chance')}</dt><dd id="chance"></dd></div><div><dt>${t('Payout')}</dt><dd id="multiplier"></dd></div>` +
    `<div><dt>${t('Payout on win')}</dt><dd id="payout"></dd></div></dl>` +
    `${betForm(locale, { amount: formatHundredths(clampStake(100, limits[game]), locale), limits: limits[game] })}` +
    `${autoPlay ? autoBetPanel(locale) : ''}</section>`;
  return gameFrame({
    game,
    locale,
    nonce,
    title,
    rules: `<p>${rules}</p>`,
    rtp: game === 'dice' ? DICE_DECLARED_RTP : LIMBO_DECLARED_RTP,
    maxWin,
    play,
    hotkeys: true,
    scriptTexts: autoPlay ? AUTO_BET_TEXTS : [],
    soundByDefault,
  });
}

/** what verify.ts says of a live round's link */

/** the games the verify page recomputes, by the key of their name */
const VERIFY_GAMES: readonly (readonly [string, string])[] = [
  ['dice', 'Dice'],
  ['limbo', 'Limbo'],
  ['roulette', 'Roulette'],
  ['plinko', 'Plinko'],
  ['sultan', "Sultan's Gold"],
  ['bosphorus', 'Bosphorus Nights'],
  ['blackjack', 'Blackjack'],
  ['aviator', 'Arena Jet'],
  ['wheel', 'Lucky Wheel'],
  ['auto-roulette', 'Auto Roulette'],
  ['bingo', 'Bingo'],
];

/** texts the verify page's script shows: its messages and every wording of the steps */
const VERIFY_TEXTS = [
  ...STEP_KEYS,
  ...STEP_NAMES,
  'Enter valid bets',
  'Enter valid rows',
  'Enter a valid RTP variant',
  'Red',
  'Black',
  'Zero',
  'Bucket',
  'Enter the actions taken',
  ...Object.values(BLACKJACK_ACTION_NAMES),
  'Dealer',
  'Player',
  'The round links to the previous hash.',
  'The round does not link to the previous hash.',
  'Enter the round hash and the salt',
];

function verifyPage(locale: Locale, nonce: string): string {
  const t = pageTranslator(locale);
  const options = VERIFY_GAMES.map(([game, name]) => `<option value="${game}">${t(name)}</option>`).join('');
  const body =
    `<header class="bar"><a class="brand" href="/">Arena <b>Originals</b></a><h1>${t('Verify a round')}</h1></header>` +
    `<main class="verify"><form id="verify" class="panel" novalidate>` +
    `<p>${t('Recompute any round from its seeds, right here in your browser: the same published function the studio uses.')}</p>` +
    `<label class="field"><span>${t('Game')}</span><select id="game">${options}</select></label>` +
    `<div class="seed-only"><label class="field"><span>${t('Server seed')}</span><input id="server-seed" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Server seed hash')}</span><input id="server-seed-hash" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Client seed')}</span><input id="client-seed" autocomplete="off"></label>` +
    `<div class="row"><label class="field grow"><span>${t('Nonce')}</span><input id="nonce" inputmode="numeric" autocomplete="off" value="0"></label>` +
    `<label class="field grow" data-games="dice limbo"><span>${t('Target')}</span><input id="target" inputmode="decimal" autocomplete="off"></label>` +
    `<label class="field grow" data-games="plinko"><span>${t('Rows')}</span><input id="rows" inputmode="numeric" autocomplete="off" value="16"></label>` +
    `<label class="field grow" data-games="plinko"><span>${t('Risk')}</span><select id="risk"><option value="low">${t('Low')}</option><option value="medium">${t('Medium')}</option><option value="high">${t('High')}</option></select></label>` +
    `<label class="field grow" data-games="dice"><span>${t('Direction')}</span><select id="over"><option value="1">${t('Roll over')}</option><option value="0">${t('Roll under')}</option></select></label></div>` +
    `<label class="field" data-games="roulette"><span>${t('Bets (JSON)')}</span><textarea id="bets" rows="3" autocomplete="off" spellcheck="false"></textarea></label>` +
    `<label class="field" data-games="sultan bosphorus"><span>${t('RTP variant (empty: the default)')}</span><input id="variant" autocomplete="off" spellcheck="false"></label>` +
    `<label class="field" data-games="blackjack"><span>${t('Actions taken')}</span><input id="actions" autocomplete="off" placeholder="${[BLACKJACK_ACTION_NAMES.split, BLACKJACK_ACTION_NAMES.double, BLACKJACK_ACTION_NAMES.stand].map((name) => t(name)).join(', ')}"></label></div>` +
    // a live game's round: its link of the hash chain, the chain's salt and the link before it
    `<div class="live-only"><label class="field"><span>${t('Round hash')}</span><input id="round-hash" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Salt')}</span><input id="salt" autocomplete="off"></label>` +
    `<label class="field"><span>${t('Previous hash (the round before, or h₀)')}</span><input id="previous-hash" autocomplete="off"></label></div>` +
    `<button type="submit" class="primary">${t('Verify')}</button></form>` +
    `<section class="panel proof" id="proof" hidden><h2>${t('Result')}</h2><p class="result small" id="outcome"></p>` +
    `<h3 class="seed-only">${t('SHA-256 of the server seed')}</h3><h3 class="live-only">${t("SHA-256 of the round's hash")}</h3><code id="hash"></code><p id="hash-check"></p>` +
    `<h3>${t('HMAC-SHA256 bytes')}</h3><code id="bytes"></code><h3>${t('Floats')}</h3><code id="floats"></code>` +
    `<h3>${t('Step by step')}</h3><ol id="steps"></ol></section></main>`;
  return originalsDocument({ script: 'verify', locale, nonce, title: t('Verify a round'), body, scriptTexts: VERIFY_TEXTS });
}

export const ORIGINALS_PAGES = {
  dice: (locale, nonce, context) => targetGamePage('dice', locale, nonce, context),
  limbo: (locale, nonce, context) => targetGamePage('limbo', locale, nonce, context),
  sultan: sultanPage,
  bosphorus: bosphorusPage,
  verify: verifyPage,
  roulette: roulettePage,
  plinko: plinkoPage,
  blackjack: blackjackPage,
  aviator: aviatorPage,
  wheel: wheelPage,
  'auto-roulette': autoRoulettePage,
  bingo: bingoPage,
} satisfies Record<string, PageRenderer>;

export type OriginalsPage = keyof typeof ORIGINALS_PAGES;

/** every game at the configured default limits (pages rendered without the server's settings: tests, the bundle check) */
const defaultLimits = (): Record<OriginalsGame, StakeLimits> =>
  Object.fromEntries(ORIGINALS_GAMES.map((game) => [game, { ...DEFAULT_BET_LIMITS }])) as Record<OriginalsGame, StakeLimits>;

/**
 * The page's document in `locale`; its script and style tags carry `nonce`; a slot's page shows the
 * variant in force, a game's the most a round pays, an instant game its stake limits and, where the
 * licence allows it (never unless told), its auto-bet; its sound is off for a player who never chose unless told.
 */
export function renderOriginalsPage(
  page: OriginalsPage,
  locale: Locale,
  nonce: string,
  {
    variants = defaultVariants(),
    maxWin = DEFAULT_ORIGINALS_MAX_WIN,
    limits = defaultLimits(),
    autoPlay = false,
    soundByDefault = false,
    // the default of ORIGINALS_BLACKJACK_EXPIRY_MINUTES (config.ts)
    blackjackExpiryMinutes = 1440,
  }: Partial<PageContext> = {},
): string {
  return ORIGINALS_PAGES[page](locale, nonce, { variants, maxWin, limits, autoPlay, soundByDefault, blackjackExpiryMinutes });
}
