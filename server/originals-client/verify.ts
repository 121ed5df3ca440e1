// The verify page: recomputes a round from its seeds (a Blackjack round: from the actions taken, card
// by card; a live game's round: from its link of the hash chain and the salt) in the browser with the
// studio's published function and shows every step. Prefilled from the address (the games' Verify links).
import { LIVE_GAMES, type LiveGameCode } from '@arena/contracts';
import type { AutoRouletteResult } from '@arena/provably-fair/auto-roulette';
import type { BingoResult } from '@arena/provably-fair/bingo';
import { BLACKJACK_ACTIONS, cardName, handValue, type BlackjackAction } from '@arena/provably-fair/blackjack';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from '@arena/provably-fair/plinko';
import { rouletteBetsError, type RouletteBet, type RouletteParams } from '@arena/provably-fair/roulette';
import { slotVariant } from '@arena/provably-fair/slots';
import { BLACKJACK_ACTION_NAMES, formatHundredths, formatMultiplier, parseHundredths } from '../src/modules/originals-pages/game-math';
import { proveBlackjack, proveLiveRound, proveRound, type Proof } from '../src/modules/originals-pages/proof';
import { describeSteps, type Step } from '@arena/provably-fair/steps';
import type { WheelOutcome } from '@arena/provably-fair/wheel';
import { element, locale, t } from './page';

const query = new URLSearchParams(location.search);
const fields = {
  game: element<HTMLSelectElement>('game'),
  serverSeed: element<HTMLInputElement>('server-seed'),
  serverSeedHash: element<HTMLInputElement>('server-seed-hash'),
  clientSeed: element<HTMLInputElement>('client-seed'),
  nonce: element<HTMLInputElement>('nonce'),
  target: element<HTMLInputElement>('target'),
  over: element<HTMLSelectElement>('over'),
  rows: element<HTMLInputElement>('rows'),
  risk: element<HTMLSelectElement>('risk'),
  bets: element<HTMLTextAreaElement>('bets'),
  actions: element<HTMLInputElement>('actions'),
  variant: element<HTMLInputElement>('variant'),
  roundHash: element<HTMLInputElement>('round-hash'),
  salt: element<HTMLInputElement>('salt'),
  previousHash: element<HTMLInputElement>('previous-hash'),
};
/** the games recomputed from the player's seeds */
const GAMES = ['dice', 'limbo', 'roulette', 'plinko', 'sultan', 'bosphorus', 'blackjack'] as const;
type Game = (typeof GAMES)[number];
const isLive = (game: string): game is LiveGameCode => (LIVE_GAMES as readonly string[]).includes(game);

const queryGame = query.get('game') ?? '';
fields.game.value = isLive(queryGame) ? queryGame : (GAMES.find((game) => game === queryGame) ?? 'dice');
fields.roundHash.value = query.get('hash') ?? '';
fields.salt.value = query.get('salt') ?? '';
fields.previousHash.value = query.get('previous') ?? '';
// the actions by their names in the page's language; the field reads those and the address's codes alike
const actionName = (action: string) => (BLACKJACK_ACTIONS.includes(action as BlackjackAction) ? t(BLACKJACK_ACTION_NAMES[action as BlackjackAction]) : action);
// any case, in the page's language's rules or not (Turkish lower-cases SPLIT to "splıt")
const lowered = (word: string) => [word.toLocaleLowerCase(locale), word.toLowerCase()];
const ACTION_BY_WORD = new Map<string, BlackjackAction>(
  BLACKJACK_ACTIONS.flatMap((action) => [action, actionName(action)].flatMap(lowered).map((word) => [word, action] as const)),
);
fields.actions.value = (query.get('actions') ?? '').split(',').filter(Boolean).map(actionName).join(', ');
fields.serverSeed.value = query.get('serverSeed') ?? '';
fields.serverSeedHash.value = query.get('serverSeedHash') ?? '';
fields.clientSeed.value = query.get('clientSeed') ?? '';
fields.nonce.value = query.get('nonce') ?? '0';
fields.over.value = query.get('over') === '0' ? '0' : '1';
fields.rows.value = query.get('rows') ?? '16';
fields.risk.value = PLINKO_RISKS.find((risk) => risk === query.get('risk')) ?? 'low';
fields.bets.value = query.get('bets') ?? '';
fields.variant.value = query.get('variant') ?? '';
const queryTarget = Number(query.get('target'));
fields.target.value = formatHundredths(Number.isInteger(queryTarget) && queryTarget > 0 ? queryTarget : fields.game.value === 'dice' ? 5000 : 200, locale);

// each game's own fields (data-games lists the games a field belongs to); a live game's round has no seeds
const showDirection = () => {
  for (const node of document.querySelectorAll<HTMLElement>('[data-games]')) node.hidden = !node.dataset.games?.split(' ').includes(fields.game.value);
  for (const node of document.querySelectorAll<HTMLElement>('.seed-only')) node.hidden = isLive(fields.game.value);
  for (const node of document.querySelectorAll<HTMLElement>('.live-only')) node.hidden = !isLive(fields.game.value);
};
fields.game.addEventListener('change', showDirection);
showDirection();

/** the bets as the round's Verify link carries them (JSON), or none when the text is no list */
function parseBets(text: string): RouletteBet[] {
  try {
    const bets: unknown = JSON.parse(text);
    return Array.isArray(bets) && bets.every((bet) => typeof bet === 'object' && bet !== null) ? (bets as RouletteBet[]) : [];
  } catch {
    return [];
  }
}

/** a slot's symbols in view (their names in the page's language), row by row, and the round's total multiplier */
const slotResult = ({ grid, multiplier }: Proof['outcome']) =>
  `${(grid as string[][]).map((row) => row.map((symbol) => t(symbol)).join(' ')).join(' / ')} · ${formatMultiplier(multiplier, locale)}`;

function fail(field: HTMLInputElement | HTMLTextAreaElement, message: string) {
  field.setAttribute('aria-invalid', 'true');
  element('proof').hidden = false;
  element('outcome').textContent = message;
  element('outcome').className = 'result small mismatch';
}

/** a blackjack round's cards as text: each hand and the dealer's, with their totals */
async function blackjackResult(seeds: { serverSeed: string; clientSeed: string; nonce: number }): Promise<[Proof, string] | undefined> {
  const actions = fields.actions.value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) =>
      lowered(word)
        .map((form) => ACTION_BY_WORD.get(form))
        .find(Boolean),
    );
  if (!actions.every((action): action is BlackjackAction => action !== undefined)) return void fail(fields.actions, t('Enter the actions taken'));
  const proof = await proveBlackjack({ ...seeds, actions }).catch(() => undefined);
  if (!proof) return void fail(fields.actions, t('Enter the actions taken'));
  const hand = (cards: readonly number[]) => `${cards.map(cardName).join(' ')} (${handValue(cards).total})`;
  return [proof, `${t('Player')} ${proof.state.hands.map((player) => hand(player.cards)).join(' · ')} — ${t('Dealer')} ${hand(proof.state.dealer)}`];
}

/** each live game's result as the page shows it */
const LIVE_RESULT_TEXT: Record<LiveGameCode, (result: Record<string, unknown>) => string> = {
  aviator: (result) => formatMultiplier(Number(result.crashPoint), locale),
  wheel: (result) => {
    const { number, bonus } = result as unknown as WheelOutcome;
    return number === null ? '–' : bonus > 1 ? `${number} ×${bonus}` : String(number);
  },
  'auto-roulette': (result) => {
    const { number, colour } = result as unknown as AutoRouletteResult;
    return `${number} ${t(colour === 'red' ? 'Red' : colour === 'black' ? 'Black' : 'Zero')}`;
  },
  // the order of the 90 balls (a game stops at its full house, which depends on the tickets sold)
  bingo: (result) => (result as unknown as BingoResult).draw.slice(0, 10).join(' · ') + ' …',
};

/** A live round: SHA-256 of its hash against the previous one, then the floats and the result. */
async function verifyLive(game: LiveGameCode) {
  const [roundHash, salt] = [fields.roundHash.value.trim(), fields.salt.value.trim()];
  if (roundHash === '' || salt === '') return fail(roundHash === '' ? fields.roundHash : fields.salt, t('Enter the round hash and the salt'));
  const previousHash = fields.previousHash.value.trim().toLowerCase();
  const proof = await proveLiveRound({ game, roundHash, salt, ...(previousHash !== '' && { previousHash }) });
  element('proof').hidden = false;
  element('outcome').textContent = LIVE_RESULT_TEXT[game](proof.result);
  element('outcome').className = `result small ${proof.linked === false ? 'mismatch' : 'match'}`;
  element('hash').textContent = proof.link;
  const check = element('hash-check');
  check.textContent =
    proof.linked === null ? '' : proof.linked ? t('The round links to the previous hash.') : t('The round does not link to the previous hash.');
  check.className = proof.linked ? 'match' : 'mismatch';
  showSteps(proof.hmac, proof.floats, proof.steps);
}

async function verify() {
  for (const field of [fields.serverSeed, fields.nonce, fields.target, fields.rows, fields.bets, fields.actions, fields.roundHash, fields.salt]) {
    field.removeAttribute('aria-invalid');
  }
  if (isLive(fields.game.value)) return verifyLive(fields.game.value);
  const game = fields.game.value as Game;
  const dice = game === 'dice';
  const target = parseHundredths(fields.target.value, locale);
  const nonce = Number(fields.nonce.value);
  if (fields.serverSeed.value === '') return fail(fields.serverSeed, t('Not revealed yet: rotate the seed pair to reveal it.'));
  if (!Number.isSafeInteger(nonce) || nonce < 0) return fail(fields.nonce, t('Enter a valid nonce'));
  const seeds = { serverSeed: fields.serverSeed.value, clientSeed: fields.clientSeed.value, nonce };
  if (game === 'blackjack') {
    const replayed = await blackjackResult(seeds);
    if (replayed) show(...replayed);
    return;
  }
  let params: unknown;
  if (game === 'roulette') {
    params = { bets: parseBets(fields.bets.value) };
    if (rouletteBetsError((params as RouletteParams).bets) !== null) return fail(fields.bets, t('Enter valid bets'));
  } else if (game === 'plinko') {
    const rows = Number(fields.rows.value);
    if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) return fail(fields.rows, t('Enter valid rows'));
    params = { rows, risk: fields.risk.value };
  } else if (game === 'sultan' || game === 'bosphorus') {
    // the slots take no choice; a round names the RTP variant (paytable) it was played with, empty: the default
    const variant = fields.variant.value.trim();
    if (variant !== '' && !slotVariant(game, variant)) return fail(fields.variant, t('Enter a valid RTP variant'));
    params = variant === '' ? {} : { variant };
  } else {
    const [min, max] = dice ? [DICE_MIN_TARGET, DICE_MAX_TARGET] : [LIMBO_MIN_TARGET, LIMBO_MAX_TARGET];
    if (target === null || target < min || target > max) return fail(fields.target, t('Enter a valid target'));
    params = dice ? { target, over: fields.over.value === '1' } : { target };
  }
  const proof = await proveRound({ game, ...seeds, params });
  const { outcome } = proof;
  const results: Record<Exclude<Game, 'blackjack'>, () => string> = {
    dice: () => formatHundredths(Number(outcome.roll), locale),
    limbo: () => formatMultiplier(Number(outcome.result), locale),
    roulette: () => `${String(outcome.number)} ${t(outcome.colour === 'red' ? 'Red' : outcome.colour === 'black' ? 'Black' : 'Zero')}`,
    plinko: () => `${t('Bucket')} ${String(outcome.bucket)} · ${(outcome.path as number[]).map((step) => (step === 1 ? 'R' : 'L')).join('')}`,
    sultan: () => slotResult(outcome),
    bosphorus: () => slotResult(outcome),
  };
  show(proof, results[game]());
}

/** the proof of a round with its result in words: the hash check, the bytes, the floats and every step */
function show(proof: Proof, result: string) {
  const { outcome } = proof;
  element('proof').hidden = false;
  element('outcome').textContent = `${result} · ${outcome.win ? `${t('Win')} ${formatMultiplier(outcome.multiplier, locale)}` : t('Loss')}`;
  element('outcome').className = `result small ${outcome.win ? 'match' : 'mismatch'}`;
  element('hash').textContent = proof.serverSeedHash;
  const expected = fields.serverSeedHash.value.trim().toLowerCase();
  const check = element('hash-check');
  check.textContent =
    expected === '' ? '' : expected === proof.serverSeedHash ? t('The hash matches the server seed.') : t('The hash does not match the server seed.');
  check.className = expected === proof.serverSeedHash ? 'match' : 'mismatch';
  showSteps(proof.hmac, proof.floats, proof.steps);
}

/** the steps in the page's language (its texts carry every step's wording and every name a step shows) */
function showSteps(hmac: string, floats: number[], steps: Step[]) {
  element('bytes').textContent = hmac.replace(/(..)(?!$)/g, '$1 ');
  element('floats').textContent = floats.join(', ');
  element('steps').replaceChildren(
    ...describeSteps(
      steps,
      (key) => t(key),
      (name) => t(name),
    ).map((step) => {
      const item = document.createElement('li');
      item.textContent = step;
      return item;
    }),
  );
}

element<HTMLFormElement>('verify').addEventListener('submit', (event) => {
  event.preventDefault();
  void verify();
});
if (fields.serverSeed.value !== '' || fields.roundHash.value !== '') void verify();
