// The verify page: recomputes a round from its seeds in the browser with the studio's published
// function and shows every step (a Blackjack round: from the actions taken, card by card). Prefilled
// from the address (the game clients' Verify links).
import { BLACKJACK_ACTIONS, cardName, handValue, type BlackjackAction } from '@arena/provably-fair/blackjack';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from '@arena/provably-fair/plinko';
import { rouletteBetsError, type RouletteBet, type RouletteParams } from '@arena/provably-fair/roulette';
import { formatHundredths, formatMultiplier, parseHundredths } from '../src/modules/originals-client/game-math';
import { proveBlackjack, proveRound, type Proof } from '../src/modules/originals-client/proof';
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
};
const GAMES = ['dice', 'limbo', 'roulette', 'plinko', 'sultan', 'bosphorus', 'blackjack'] as const;
type Game = (typeof GAMES)[number];

fields.game.value = GAMES.find((game) => game === query.get('game')) ?? 'dice';
fields.actions.value = (query.get('actions') ?? '').split(',').filter(Boolean).join(', ');
fields.serverSeed.value = query.get('serverSeed') ?? '';
fields.serverSeedHash.value = query.get('serverSeedHash') ?? '';
fields.clientSeed.value = query.get('clientSeed') ?? '';
fields.nonce.value = query.get('nonce') ?? '0';
fields.over.value = query.get('over') === '0' ? '0' : '1';
fields.rows.value = query.get('rows') ?? '16';
fields.risk.value = PLINKO_RISKS.find((risk) => risk === query.get('risk')) ?? 'low';
fields.bets.value = query.get('bets') ?? '';
const queryTarget = Number(query.get('target'));
fields.target.value = formatHundredths(Number.isInteger(queryTarget) && queryTarget > 0 ? queryTarget : fields.game.value === 'dice' ? 5000 : 200, locale);

// each game's own fields (data-games lists the games a field belongs to)
const showDirection = () => {
  for (const node of document.querySelectorAll<HTMLElement>('[data-games]')) node.hidden = !node.dataset.games?.split(' ').includes(fields.game.value);
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

/** a slot's symbols in view, row by row */
const slotGrid = (grid: unknown) => (grid as string[][]).map((row) => row.join(' ')).join(' / ');

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
    .map((action) => action.trim())
    .filter(Boolean);
  if (!actions.every((action) => (BLACKJACK_ACTIONS as readonly string[]).includes(action))) return void fail(fields.actions, t('Enter the actions taken'));
  const proof = await proveBlackjack({ ...seeds, actions: actions as BlackjackAction[] }).catch(() => undefined);
  if (!proof) return void fail(fields.actions, t('Enter the actions taken'));
  const hand = (cards: readonly number[]) => `${cards.map(cardName).join(' ')} (${handValue(cards).total})`;
  return [proof, `${t('Player')} ${proof.state.hands.map((player) => hand(player.cards)).join(' · ')} — ${t('Dealer')} ${hand(proof.state.dealer)}`];
}

async function verify() {
  for (const field of [fields.serverSeed, fields.nonce, fields.target, fields.rows, fields.bets, fields.actions]) field.removeAttribute('aria-invalid');
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
    // the slots take no choice
    params = {};
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
    sultan: () => slotGrid(outcome.grid),
    bosphorus: () => slotGrid(outcome.grid),
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
  element('bytes').textContent = proof.hmac.replace(/(..)(?!$)/g, '$1 ');
  element('floats').textContent = proof.floats.join(', ');
  element('steps').replaceChildren(
    ...proof.steps.map((step) => {
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
if (fields.serverSeed.value !== '') void verify();
